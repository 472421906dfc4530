import { paymentConfirmationSchema, publicPaymentSchema } from '@vitrina/contracts/payments';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { grantSiteOrigin } from '../../http/allowed-origin';
import { errorResponses } from '../../http/error-responses';
import { idParam } from '../../http/id-params';
import { limitPerIp } from '../../http/limit-per-ip';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { FeatureRoutes } from '../feature-routes';
import type { SiteOriginsService } from '../sites/site-origins.service';
import type { OrderPayments } from './order-payments.service';
import { notificationSchema, type PaymentNotifications } from './payment-notifications';

/** A notification is a small JSON object: anything larger is not one. */
const NOTIFICATION_BODY_LIMIT = 16 * 1024;

const tokenParams = z.object({ token: z.string().regex(/^[\w-]{32}$/) });

/**
 * The public side of orders paid online: the buyer's return page (status and a new try, for the
 * pages of the order's site only), and the provider's notifications per shop.
 */
export const orderPaymentsRoutes: FeatureRoutes<{
  orderPayments: OrderPayments;
  paymentNotifications: PaymentNotifications;
  siteOrigins: Pick<SiteOriginsService, 'originsOf'>;
  rateLimiter: RateLimiter;
}> = async (app, deps) => {
  const { orderPayments, paymentNotifications, siteOrigins, rateLimiter } = deps;

  /** CORS for the pages of the order's site: the token's payment tells which site. */
  const grantBuyerPage = (origin: string | undefined, reply: FastifyReply, token: string) =>
    grantSiteOrigin(origin, reply, async () => {
      const siteId = await orderPayments.siteOfToken(token);
      return siteId === null ? null : siteOrigins.originsOf(siteId);
    });

  app.get(
    '/public/payments/:token',
    {
      onRequest: limitPerIp(rateLimiter, 'paymentChecksPerIp'),
      schema: {
        summary: "Where an order's online payment stands, for the page the buyer came back to",
        tags: ['public'],
        params: tokenParams,
        response: { 200: publicPaymentSchema, ...errorResponses(403, 404, 429) },
      },
    },
    async (request, reply) => {
      await grantBuyerPage(request.headers.origin, reply, request.params.token);
      reply.header('cache-control', 'no-store');
      return { data: await orderPayments.publicStatus(request.params.token) };
    },
  );

  app.post(
    '/public/payments/:token/retry',
    {
      onRequest: limitPerIp(rateLimiter, 'paymentChecksPerIp'),
      schema: {
        summary: 'A new try to pay an order not paid yet: the page to pay it on',
        tags: ['public'],
        params: tokenParams,
        response: {
          200: z.object({ data: paymentConfirmationSchema }),
          ...errorResponses(403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      await grantBuyerPage(request.headers.origin, reply, request.params.token);
      return { data: await orderPayments.retry(request.params.token) };
    },
  );

  app.post(
    '/public/payments/yookassa/:shopId/notifications',
    {
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      // Per shop, not per address: the provider sends every shop's from the same few.
      onRequest: (request) =>
        rateLimiter.hit(
          'paymentNotificationsPerShop',
          String((request.params as { shopId: unknown }).shopId),
        ),
      schema: {
        summary:
          "ЮKassa's HTTP notification for a shop: the payment it names is read from ЮKassa and " +
          'acted on; the body itself is never believed',
        tags: ['public'],
        params: z.object({ shopId: idParam }),
        body: notificationSchema,
        response: { 200: z.object({}), ...errorResponses(400, 429, 502) },
      },
    },
    async (request) => {
      await paymentNotifications.notified(request.params.shopId, request.body);
      return {};
    },
  );
};
