import { messages } from '@vitrina/contracts/messages';
import {
  linesConflictSchema,
  orderCreatedSchema,
  orderPayloadSchema,
  priceChangedSchema,
  stockShortSchema,
} from '@vitrina/contracts/storefront';
import { z } from 'zod';
import { grantSiteOrigin, PREFLIGHT_MAX_AGE_SECONDS } from '../../http/allowed-origin';
import { errorResponses } from '../../http/error-responses';
import { addressKey } from '../../infra/rate-limits/address-key';
import type { FeatureRoutes } from '../feature-routes';
import type { SiteOriginsService } from '../sites/site-origins.service';
import type { OrdersService } from './orders.service';

/** An order is a few short fields and up to 100 lines: anything larger is not one. */
const ORDER_BODY_LIMIT = 32 * 1024;

const path = '/public/orders';

/**
 * 409: lines whose price the buyer saw is not today's (with the price now) or of which fewer are
 * left than ordered (with how many), each named; or the key was reused. The lines' answer comes
 * first: the others would read it without its lines.
 */
const orderConflict = z.union([
  linesConflictSchema,
  priceChangedSchema,
  stockShortSchema,
  errorResponses(409)[409],
]);

const headersSchema = z.object({
  'idempotency-key': z.uuid({ error: messages.order.idempotencyKeyInvalid }),
  origin: z.string().optional(),
});

/** The buyer's order from a showcase widget on a merchant's site: no account, no session. */
export const publicOrdersRoutes: FeatureRoutes<{
  orders: OrdersService;
  siteOrigins: Pick<SiteOriginsService, 'originsOf'>;
}> = async (app, { orders, siteOrigins }) => {
  app.post(
    path,
    {
      bodyLimit: ORDER_BODY_LIMIT,
      schema: {
        summary: 'Place an order for the products of a cart from a published showcase widget',
        tags: ['public'],
        headers: headersSchema,
        body: orderPayloadSchema,
        response: {
          201: orderCreatedSchema,
          ...errorResponses(403, 404, 413, 422, 429),
          409: orderConflict,
        },
      },
    },
    async (request, reply) => {
      // Like the showcases read: a refused page gets 403 before anything is kept.
      const { origin } = request.headers;
      const site = await grantSiteOrigin(origin, reply, () =>
        siteOrigins.originsOf(request.body.site_id),
      );
      const placed = await orders.place({
        payload: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        clientAddress: request.ip,
        clientKey: addressKey(request.ip),
        // Granted: one of the site's confirmed domains.
        shopUrl: origin!,
        siteDomains: site.domains,
      });
      return reply.code(201).send({ data: placed });
    },
  );

  // The preflight carries no body, so no site: it allows the call, and the POST checks the page.
  app.options(path, { schema: { hide: true } }, async (request, reply) =>
    reply
      .code(204)
      .header('vary', 'Origin')
      .header('access-control-allow-origin', request.headers.origin ?? '*')
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'Content-Type, Idempotency-Key')
      .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
      .send(),
  );
};
