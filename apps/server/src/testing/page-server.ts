import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A local web server answering every request with one page, set by the test. */
export interface PageServer {
  port: number;
  /** Paths requested so far, in order. */
  readonly requested: string[];
  setPage(status: number, body: string, headers?: http.OutgoingHttpHeaders): void;
  close(): Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const requested: string[] = [];
  let page = { status: 200, body: '', headers: {} as http.OutgoingHttpHeaders };
  const server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    response.writeHead(page.status, { 'content-type': 'text/html', ...page.headers });
    response.end(page.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    requested,
    setPage(status, body, headers = {}) {
      page = { status, body, headers };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
