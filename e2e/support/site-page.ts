import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SitePage {
  port: number;
  /** What the page answers from now on. */
  setHtml(html: string): void;
  close(): Promise<void>;
}

/** A merchant's own web page, on loopback: the ownership check fetches it. */
export async function startSitePage(): Promise<SitePage> {
  let html = '<!doctype html><title>Магазин</title><p>Скоро открытие</p>';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setHtml: (next) => {
      html = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
