/// <reference types="node" />
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as nextTick } from 'node:timers/promises';
import { messages } from '@vitrina/contracts/messages';

/** A shop the signed-in member no longer belongs to. */
export const LEFT_SHOP = '7';

export interface SessionServerOptions {
  /** How `PUT /api/user/refresh` answers: a new token (200) or a refusal. */
  refreshStatus?: 200 | 401 | 403;
}

/**
 * A local HTTP server that behaves like the API's session endpoints: `PUT /api/user/refresh`
 * issues a new access token (after a tick, as a real token store would take a moment);
 * `GET /api/v1/probe` answers 401 unless the Bearer is the current token (with `late=1` it holds
 * that 401 until another call has come back with a refreshed token); `GET /api/v1/forbidden`
 * always answers a session's 403, `GET /api/v1/role-refused` a role's; `GET /api/v1/shop-probe`
 * answers the X-Shop-Id it got, or 404 «Магазин не найден…» for the shop id `LEFT_SHOP`.
 */
export async function startSessionServer(options: SessionServerOptions = {}) {
  const { refreshStatus = 200 } = options;
  let currentToken = 'issued-at-sign-in';
  let refreshCalls = 0;
  let probeCalls = 0;
  let announceRefreshedCall: () => void = () => undefined;
  const refreshedCallSeen = new Promise<void>((resolve) => (announceRefreshedCall = resolve));

  const reply = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'PUT /api/user/refresh') {
      refreshCalls += 1;
      await nextTick();
      if (refreshStatus !== 200) {
        return reply(response, refreshStatus, { detail: messages.session.tokensMismatch });
      }
      currentToken = `refreshed-${refreshCalls}`;
      return reply(response, 200, { access_token: currentToken });
    }
    if (route === 'GET /api/v1/probe') {
      probeCalls += 1;
      if (request.headers.authorization === `Bearer ${currentToken}`) {
        if (refreshCalls > 0) announceRefreshedCall();
        return reply(response, 200, { data: { n: Number(url.searchParams.get('n')) } });
      }
      if (url.searchParams.has('late')) await refreshedCallSeen;
      return reply(response, 401, { detail: messages.session.unauthorized });
    }
    if (route === 'GET /api/v1/forbidden') {
      return reply(response, 403, { detail: messages.session.tokensMismatch });
    }
    if (route === 'GET /api/v1/role-refused') {
      return reply(response, 403, { detail: messages.team.forbidden });
    }
    if (route === 'GET /api/v1/shop-probe') {
      const shop = request.headers['x-shop-id'] ?? null;
      if (shop === LEFT_SHOP) return reply(response, 404, { detail: messages.team.shopNotFound });
      return reply(response, 200, { data: { shop } });
    }
    reply(response, 404, { detail: messages.http.notFound });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api/`,
    get currentToken() {
      return currentToken;
    },
    get refreshCalls() {
      return refreshCalls;
    },
    get probeCalls() {
      return probeCalls;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SessionServer = Awaited<ReturnType<typeof startSessionServer>>;
