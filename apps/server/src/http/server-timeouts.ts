import type { ServerOptions } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { HttpTimeouts } from '../config/http';

type TimeoutOptions = Required<
  Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'>
> & { http: ServerOptions };

/**
 * Fastify's server options for the timeouts. Fastify leaves `requestTimeout` off unless told, and
 * Node checks the header and request deadlines only every `connectionsCheckingInterval` (30 s by
 * default), which would let a request overrun its deadline by that much: the check runs at a
 * quarter of the shorter deadline, at least once a second.
 */
export function serverTimeoutOptions(timeouts: HttpTimeouts): TimeoutOptions {
  const shorterDeadline = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(shorterDeadline / 4)),
    },
  };
}
