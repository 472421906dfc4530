import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeliveryHandler } from '../features/delivery/delivery-types';

export interface SinkRequest {
  idempotencyKey: string;
  /** Which server delivered it, when several do. */
  sender: string;
  payload: unknown;
}

export interface SinkOptions {
  /** How long the channel takes to answer. */
  latencyMs?: number;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * The merchant's side of a channel that deduplicates, on loopback: it takes messages by POST,
 * keeps every request, and shows the merchant one message per idempotency key.
 */
export async function startSink({ latencyMs = 0 }: SinkOptions = {}) {
  const requests: SinkRequest[] = [];
  let answering = true;
  const waiting = new Set<{ count: number; resolve: () => void }>();
  const server = createServer((request, response) => {
    void readJson(request).then((payload) => {
      requests.push({
        idempotencyKey: String(request.headers['idempotency-key']),
        sender: String(request.headers['x-sender'] ?? ''),
        payload,
      });
      for (const wait of waiting) if (requests.length >= wait.count) wait.resolve();
      if (answering) setTimeout(() => response.end('ok'), latencyMs);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    requests,
    /** Takes messages from now on but answers none, as a channel whose sender dies meanwhile. */
    stopAnswering() {
      answering = false;
    },
    answerAgain() {
      answering = true;
    },
    /** The messages the merchant sees: one per idempotency key. */
    shown: () => new Set(requests.map((request) => request.idempotencyKey)).size,
    /** Resolves once `count` requests have arrived. */
    received: (count: number) =>
      new Promise<void>((resolve) => {
        if (requests.length >= count) return resolve();
        waiting.add({ count, resolve });
      }),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type Sink = Awaited<ReturnType<typeof startSink>>;

/** The handler of `test.sink` messages: posts each to the sink under its idempotency key. */
export function sinkHandler(url: string, sender = ''): DeliveryHandler {
  return async ({ idempotencyKey, payload }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
        'x-sender': sender,
      },
      body: JSON.stringify(payload),
    });
    await response.body?.cancel();
    return response.ok
      ? { type: 'delivered' }
      : { type: 'retry', reason: `HTTP ${response.status}` };
  };
}
