import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { bareHostname } from './resolve-address';

/** What a hop sends: a page's GET by default, or a webhook's POST with its body. */
export interface OutgoingRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

const PAGE_REQUEST: OutgoingRequest = {
  method: 'GET',
  headers: { 'User-Agent': 'VitrinaVerifier/1.0 (+domain ownership check)', Accept: 'text/html' },
};

/**
 * Sends the request (a GET by default) for `url` to the already checked `address` and waits for
 * the response head.
 * The socket connects to the IP itself, so no second DNS lookup can swap the destination;
 * the Host header and the TLS server name still carry the URL's host, and certificates are
 * verified against that name.
 */
export function openResponse(
  url: URL,
  address: string,
  port: number,
  signal: AbortSignal,
  outgoing: OutgoingRequest = PAGE_REQUEST,
): Promise<IncomingMessage> {
  const hostname = bareHostname(url);
  const options: https.RequestOptions = {
    host: address,
    port,
    path: `${url.pathname}${url.search}`,
    method: outgoing.method,
    headers: { ...outgoing.headers, Host: url.host },
    // SNI takes names only; for a literal IP the certificate is checked against that IP.
    servername: isIP(hostname) === 0 ? hostname : undefined,
    // A fresh socket per request: no pooled connection outlives the fetch.
    agent: false,
    signal,
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(options, resolve);
    request.on('error', reject);
    request.end(outgoing.body);
  });
}
