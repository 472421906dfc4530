import { EVENT_LIMITS, eventBatchSchema } from '@vitrina/contracts/analytics';
import { grantSiteOrigin } from '../../http/allowed-origin';
import { CROSS_ORIGIN_RESOURCE } from '../../http/security-headers';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { limitPerIp } from '../../http/limit-per-ip';
import { addressKey } from '../../infra/rate-limits/address-key';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { FeatureRoutes } from '../feature-routes';
import type { SiteOriginsService } from '../sites/site-origins.service';
import type { EventsService } from './events.service';

/**
 * A widget's funnel beacon. `navigator.sendBeacon` sends its body as `text/plain`, a simple
 * request with no preflight: in this plugin alone such a body is read as JSON.
 */
export const publicEventsRoutes: FeatureRoutes<{
  events: EventsService;
  rateLimiter: RateLimiter;
  siteOrigins: Pick<SiteOriginsService, 'originsOf'>;
}> = async (app, { events, rateLimiter, siteOrigins }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.post(
    '/public/events',
    {
      bodyLimit: EVENT_LIMITS.beaconBytes,
      // A beacon is a no-cors request: a same-origin resource policy would block its answer.
      config: CROSS_ORIGIN_RESOURCE,
      onRequest: limitPerIp(rateLimiter, 'eventsPerIp'),
      // No body to compress in a 204.
      compress: false,
      // Several beacons a page view of every merchant's site: a line at info each would cost
      // more than counting them and drown the log. Failures are still logged, at error.
      logLevel: 'warn',
      schema: {
        summary:
          "Count a showcase widget's funnel events (a text/plain or JSON body); only pages of " +
          "the site's confirmed domains count, 204 whatever was counted",
        tags: ['public'],
        body: eventBatchSchema,
        response: { 204: z.null(), ...errorResponses(400, 403, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      // The same check as the showcases read, on the site's domains alone: a foreign page
      // counts nothing.
      await grantSiteOrigin(request.headers.origin, reply, () =>
        siteOrigins.originsOf(request.body.site_id),
      );
      await events.count(request.body, addressKey(request.ip));
      return reply.code(204).send(null);
    },
  );
};
