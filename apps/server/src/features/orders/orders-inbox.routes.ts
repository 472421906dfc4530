import { ordersInboxSchema } from '@vitrina/contracts/orders';
import { errorResponses } from '../../http/error-responses';
import { sendTagged } from '../../http/send-tagged';
import { weakEtagOf } from '../../shared/etag';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { OrdersService } from './orders.service';

/**
 * GET /orders/inbox: what the console's bell polls. The answer carries an ETag of its body and
 * the account (another account's tag never matches), so a poll that changed nothing is a 304
 * with no body. It stays `no-store`: the console sends the tag it holds itself.
 */
export const ordersInboxRoutes: FeatureRoutes<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/orders/inbox',
    {
      config: { access: 'orders.read' },
      schema: {
        summary:
          'How many orders are NEW and the 5 newest orders of any status, with an ETag ' +
          '(304 when `If-None-Match` names it)',
        tags: ['orders'],
        security: bearerAuth,
        response: { 200: ordersInboxSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const shopId = request.shop.id;
      const answer = { data: await orders.inbox(shopId) };
      const etag = weakEtagOf(`${shopId}:${JSON.stringify(answer)}`);
      return sendTagged(request, reply, etag, answer);
    },
  );
};
