import type { IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { bareHostname } from './resolve-address';

const REQUEST_HEADERS = {
  'User-Agent': 'VitrinaVerifier/1.0 (+domain ownership check)',
  Accept: 'text/html',
};

/**
 * Sends a GET for `url` to the already checked `address` and waits for the response head.
 * The socket connects to the IP itself, so no second DNS lookup can swap the destination;
 * the Host header and the TLS server name still carry the URL's host, and certificates are
 * verified against that name.
 */
export function openResponse(
  url: URL,
  address: string,
  port: number,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const hostname = bareHostname(url);
  const options: https.RequestOptions = {
    host: address,
    port,
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: { ...REQUEST_HEADERS, Host: url.host },
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
    request.end();
  });
}
