import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The path carries a secret (a letter's token): logs show the route's pattern instead. */
    secretInPath?: boolean;
  }
}

/** The route config of a path that carries a secret. */
export const SECRET_IN_PATH = { secretInPath: true } as const;

/**
 * A request as its log lines show it: Fastify's own fields, with the route's pattern
 * (`/email/verify/:token`) in place of a path that carries a secret, so whoever reads the logs
 * cannot follow a confirmation link.
 */
export function serializeRequest(request: FastifyRequest) {
  const { routeOptions } = request;
  return {
    method: request.method,
    url: routeOptions?.config?.secretInPath ? routeOptions.url : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
