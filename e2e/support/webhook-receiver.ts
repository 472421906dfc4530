// A merchant's script that webhooks reach (decision 73): on loopback, under a merchant's domain
// the server resolves there. It checks each request's signature as a merchant's script would,
// and answers from a queue the journey sets (200 once it is empty).
import { WEBHOOK_HEADERS } from '@vitrina/contracts/webhook-texts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  path: string;
  body: string;
  event: string | undefined;
  /** The event's id, the same in every try of it. */
  delivery: string | undefined;
  /** Whether the signature is the body's HMAC-SHA256 under the secret the journey set. */
  signed: boolean;
  /** The status the receiver answered. */
  answered: number;
}

export interface WebhookReceiver {
  port: number;
  /** The secret the console showed once: requests are checked against it from now on. */
  secret: string;
  readonly received: ReceivedHook[];
  /** The next requests' statuses, in order. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function signedBy(body: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !secret) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const statuses: number[] = [];
  const receiver = { secret: '', received: [] as ReceivedHook[] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = header(request.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
      const answered = statuses.shift() ?? 200;
      receiver.received.push({
        path: request.url ?? '/',
        body,
        event: header(request.headers[WEBHOOK_HEADERS.event.toLowerCase()]),
        delivery: header(request.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]),
        signed: signedBy(body, signature, receiver.secret),
        answered,
      });
      response.writeHead(answered, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(answered === 200 ? 'принято' : 'CRM недоступна, повторите позже');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(receiver, {
    port: (server.address() as AddressInfo).port,
    answerNext: (...next: number[]) => statuses.push(...next),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  });
}
