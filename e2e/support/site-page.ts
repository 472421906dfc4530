import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SitePage {
  port: number;
  /** What every path without a page of its own answers from now on. */
  setHtml(html: string): void;
  /** What `path` answers from now on, whatever its query: one page of the merchant's site. */
  setPage(path: string, html: string): void;
  /** The address of `path` under the host name `host` (one the browser maps to loopback). */
  urlOf(host: string, path: string): string;
  close(): Promise<void>;
}

/** A merchant's own web pages, on loopback: the ownership check fetches one, browsers open them. */
export async function startSitePage(): Promise<SitePage> {
  let html = '<!doctype html><title>Магазин</title><p>Скоро открытие</p>';
  const pages = new Map<string, string>();
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://site.test');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pages.get(pathname) ?? html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    setHtml: (next) => {
      html = next;
    },
    setPage: (path, page) => pages.set(path, page),
    urlOf: (host, path) => `http://${host}:${port}${path}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers and the server's fetches keep connections open; closing ends them.
        server.closeAllConnections();
      }),
  };
}
