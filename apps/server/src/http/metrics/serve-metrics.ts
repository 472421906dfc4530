import { createHash, timingSafeEqual } from 'node:crypto';
import { messages } from '@vitrina/contracts/messages';
import type { FastifyInstance } from 'fastify';
import { AppError, NotFoundError } from '../../errors/app-error';
import type { AppMetrics } from './app-metrics';

/** Where Prometheus scrapes: at the root, beside /widget.js, outside the API's bases. */
export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `authorization` is `Bearer <token>`. Digests have one length, so the comparison takes
 * the same time whatever was sent, and says nothing of the token's length either.
 */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics for Prometheus, behind `Authorization: Bearer <METRICS_TOKEN>`, and the count of
 * every answered request. Without a token (`metrics` null) nothing is counted and the route
 * answers 404 as a path that does not exist would; it is out of the OpenAPI document, as the
 * other paths outside the API are.
 */
export function serveMetrics(
  app: FastifyInstance,
  metrics: { token: string; registry: AppMetrics } | null,
) {
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => metrics.registry.observe(request, reply));
  }
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!metrics) throw new NotFoundError();
    if (!bearerMatches(request.headers.authorization, metrics.token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHORIZED', messages.session.unauthorized);
    }
    const text = await metrics.registry.scrape();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
