import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type onRequestHookHandler,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The path carries a secret (a letter's token): logs and metrics show the route's pattern
     * instead. A string is shown in place of a pattern that holds the secret itself.
     */
    secretInPath?: boolean | string;
  }
}

/** The route config of a path that carries a secret. */
export const SECRET_IN_PATH = { secretInPath: true } as const;

/** What a request no route matched is called where its route's pattern would be. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The header that carries a request's id, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is taken when it is a short token that cannot forge or break a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A request's id: the caller's `X-Request-Id` (a proxy's, or a client's that wants to follow
 * its request) when it is a safe token, else a new UUID. Fastify's own `requestIdHeader` takes
 * any value the header holds, so it stays off and this checks the header instead.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request, so a caller can quote it and find its lines. */
export const answerWithRequestId: onRequestHookHandler = (request, reply, done) => {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
};

/**
 * The route's pattern (`/api/v1/catalog/product/:id/`) as logs and metrics name a request: never
 * its path, whose ids would make every request a name of its own.
 */
export function routeOf(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  if (typeof config?.secretInPath === 'string') return config.secretInPath;
  return url ?? UNMATCHED_ROUTE;
}

/** The path as asked for, or the route's pattern when the path carries a secret. */
function shownUrl(request: FastifyRequest): string {
  return request.routeOptions.config?.secretInPath ? routeOf(request) : request.url;
}

/**
 * A request as its log lines show it: Fastify's own fields, with the route's pattern
 * (`/email/verify/:token`) in place of a path that carries a secret, so whoever reads the logs
 * cannot follow a confirmation link.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: shownUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The one line of a finished request; its `reqId` comes from the request's logger. */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: routeOf(request),
    url: shownUrl(request),
    statusCode: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 100) / 100,
    remoteAddress: request.ip,
  };
}

/**
 * One line per request, once it is answered, instead of Fastify's two (incoming, completed):
 * half the lines, and the one left says all. A route's `logLevel` still silences it.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ ...requestLine(request, reply), err: error }, 'request errored');
    else reply.log.info(requestLine(request, reply), 'request completed');
  }
}
