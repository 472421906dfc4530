import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../errors/app-error';
import { errorResponses } from '../../http/error-responses';
import { isFresh } from '../../http/is-fresh';
import { limitPerIp } from '../../http/limit-per-ip';
import { SECRET_IN_PATH } from '../../http/request-log';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { FeatureRoutes } from '../feature-routes';
import type { FeedAnswer, FeedsService } from './feeds.service';

/**
 * Marketplaces fetch a feed a few times an hour: five minutes in their caches and any proxy's,
 * then a 304 while the catalog is the same.
 */
const CACHE_CONTROL = 'public, max-age=300';

/** The feed with its ETag, or 304 with no body when the client holds that very feed. */
function sendFeed(request: FastifyRequest, reply: FastifyReply, feed: FeedAnswer) {
  reply.header('cache-control', CACHE_CONTROL).header('etag', feed.etag);
  if (isFresh(request, feed.etag)) return reply.code(304).send();
  return reply.type('application/xml; charset=utf-8').send(feed.body);
}

/**
 * GET /api/v1/public/feeds/{token}.yml: a published widget's products as a YML catalog for Yandex
 * Market and marketplaces. The token is the address's secret: an unknown one, a feed turned off
 * and a widget not published all answer the same 404.
 */
export const publicFeedRoutes: FeatureRoutes<{
  feeds: FeedsService;
  rateLimiter: RateLimiter;
}> = async (app, { feeds, rateLimiter }) => {
  app.get(
    '/public/feeds/:token.yml',
    {
      // The feed is read rarely, and no page asks it; the showcases' budget is ample for it.
      onRequest: limitPerIp(rateLimiter, 'showcasesPerIp'),
      // Logs name the route, not the token: whoever reads them cannot fetch the catalog.
      config: SECRET_IN_PATH,
      schema: {
        summary: "A published widget's products as a YML feed (application/xml)",
        tags: ['public'],
        params: z.object({ token: z.string() }),
        response: errorResponses(404, 429),
      },
    },
    async (request, reply) => {
      const feed = await feeds.feedOf(request.params.token);
      if (!feed) throw new NotFoundError();
      return sendFeed(request, reply, feed);
    },
  );
};
