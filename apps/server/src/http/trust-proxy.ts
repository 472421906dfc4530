import type { HttpSettings } from '../config/http';

/**
 * Fastify's `trustProxy` for the configured proxies. A hop count becomes the function Fastify
 * would build from it, which its types do not accept as a number.
 */
export function trustProxyOption(trustProxy: HttpSettings['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}
