import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Server, Socket } from 'node:net';
import { expect } from 'vitest';
import type { Resolver } from '../infra/page-fetcher/resolve-address';
import { PageFetchError, type PageFetchRefusal } from '../infra/page-fetcher/page-fetcher';

/** A local server that counts the connections it accepts and knows which are still open. */
export interface TestServer {
  port: number;
  /** Connections accepted since start. */
  readonly connections: number;
  /** Host headers of the requests received, in order. */
  readonly hostHeaders: string[];
  /** Resolves once every connection accepted so far has closed. */
  allClosed(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestServer(
  host: string,
  handler: http.RequestListener = (_request, response) => response.end('ok'),
  port = 0,
): Promise<TestServer> {
  const hostHeaders: string[] = [];
  const server = http.createServer((request, response) => {
    hostHeaders.push(request.headers.host ?? '');
    handler(request, response);
  });
  return listenTracked(server, host, port, hostHeaders);
}

/** Starts any net server (plain TCP or HTTP) and tracks its connections. */
export async function listenTracked(
  server: Server,
  host: string,
  port = 0,
  hostHeaders: string[] = [],
): Promise<TestServer> {
  const open = new Set<Socket>();
  let connections = 0;
  server.on('connection', (socket: Socket) => {
    connections += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return connections;
    },
    hostHeaders,
    // Not events.once: a reset by the client is a way of closing too, not a failure.
    allClosed: async () => {
      await Promise.all(
        [...open].map((socket) => new Promise((closed) => socket.once('close', closed))),
      );
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A port nothing listens on: bound once, then released. */
export async function closedPort(host: string): Promise<number> {
  const server = await startTestServer(host);
  await server.close();
  return server.port;
}

/** Answers the given names from a table and every other name from `fallback`. */
export function tableResolver(
  table: Record<string, string[]>,
  fallback: Resolver = () => Promise.reject(new Error('unknown name')),
): Resolver {
  return async (hostname) => {
    const addresses = table[hostname];
    if (addresses === undefined) return fallback(hostname);
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

export async function expectRefusal(
  page: Promise<unknown>,
  reason: PageFetchRefusal,
  status?: number,
): Promise<void> {
  const error = await page.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PageFetchError);
  expect(error).toMatchObject({ reason, status });
}
