import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestIdOf } from './request-log';
import { currentRequestId, useRequestScope } from './request-scope';

/** A POST whose body is sent in two parts, the second when `finish` is called. */
function slowPost(url: string, id: string) {
  const body = JSON.stringify({ note: 'x'.repeat(2048) });
  const request = http.request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-request-id': id,
    },
  });
  request.write(body.slice(0, 1000));
  const answer = once(request, 'response').then(async ([response]) => {
    let text = '';
    for await (const chunk of response as http.IncomingMessage) text += String(chunk);
    return JSON.parse(text) as Record<string, unknown>;
  });
  return { answer, finish: () => request.end(body.slice(1000)) };
}

/**
 * Over real HTTP, where a body arrives in parts: the hooks and handler that run once it has all
 * arrived run from the socket's events, outside the context the request began in.
 */
describe('the request scope', () => {
  let app: FastifyInstance;
  let url: string;
  const arrived = new Map<string, () => void>();
  const hasArrived = (id: string) => new Promise<void>((resolve) => arrived.set(id, resolve));

  beforeAll(async () => {
    app = Fastify({ genReqId: requestIdOf });
    useRequestScope(app);
    app.addHook('onRequest', async (request) => arrived.get(request.id)?.());
    app.post(
      '/scoped',
      { preHandler: async (request) => void (request.headers['x-seen'] = currentRequestId()) },
      async (request) => {
        await nextTurn();
        return {
          id: request.id,
          inPreHandler: request.headers['x-seen'],
          inHandler: currentRequestId(),
        };
      },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/scoped`;
  });

  afterAll(async () => {
    await app.close();
  });

  it("holds each request's id through its body's parts, with another request between", async () => {
    const firstArrived = hasArrived('first');
    const first = slowPost(url, 'first');
    await firstArrived;
    const second = slowPost(url, 'second');
    second.finish();
    const secondAnswer = await second.answer;
    first.finish();

    expect(await first.answer).toEqual({
      id: 'first',
      inPreHandler: 'first',
      inHandler: 'first',
    });
    expect(secondAnswer).toEqual({ id: 'second', inPreHandler: 'second', inHandler: 'second' });
  });

  it('is empty outside any request', () => {
    expect(currentRequestId()).toBeUndefined();
  });
});
