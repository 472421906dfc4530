import { createHmac } from 'node:crypto';
import type http from 'node:http';
import { startTestServer, type TestServer } from './page-fetch-server';

/** A request the receiver got: its path, headers and the body's exact text. */
export interface ReceivedHook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers a request: a status, a body and headers of its own. */
export interface HookAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * A merchant's scripts on loopback, one per path: the receiver keeps every request it gets and
 * answers each from its path's queue, set by the test (200 once the queue is empty).
 */
export interface WebhookReceiver {
  readonly port: number;
  /** The requests to `path`, in order. */
  to(path: string): ReceivedHook[];
  /** The next requests' answers at `path`, in order. */
  answerNext(path: string, ...answers: HookAnswer[]): void;
  /** Resolves once `count` requests in all have come to `path`. */
  waitFor(path: string, count: number): Promise<ReceivedHook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const answers = new Map<string, HookAnswer[]>();
  const waiting = new Set<{ path: string; count: number; resolve: () => void }>();
  const to = (path: string) => received.filter((hook) => hook.path === path);
  const handler: http.RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
      const { status, body = 'ok', headers } = answers.get(path)?.shift() ?? { status: 200 };
      response
        .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
        .end(body);
      for (const each of [...waiting]) {
        if (to(each.path).length < each.count) continue;
        waiting.delete(each);
        each.resolve();
      }
    });
  };
  const server: TestServer = await startTestServer('127.0.0.1', handler);
  return {
    port: server.port,
    to,
    answerNext: (path, ...next) => answers.set(path, [...(answers.get(path) ?? []), ...next]),
    async waitFor(path, count) {
      if (to(path).length < count) {
        await new Promise<void>((resolve) => waiting.add({ path, count, resolve }));
      }
      return to(path).slice(0, count);
    },
    close: () => server.close(),
  };
}

/** The signature a receiver expects of a body under the secret: as a merchant's script checks it. */
export const expectedSignature = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
