import { messages } from '@vitrina/contracts/messages';
import { orderCreatedSchema, orderPayloadSchema } from '@vitrina/contracts/storefront';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { addressKey } from '../../infra/rate-limits/address-key';
import type { FeatureRoutes } from '../feature-routes';
import type { OrdersService } from './orders.service';

/** An order is a few short fields: anything larger is not one. */
const ORDER_BODY_LIMIT = 16 * 1024;

const headersSchema = z.object({
  'idempotency-key': z.uuid({ error: messages.order.idempotencyKeyInvalid }),
});

/** The buyer's order from a showcase widget on a merchant's site: no account, no session. */
export const publicOrdersRoutes: FeatureRoutes<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.post(
    '/public/orders',
    {
      bodyLimit: ORDER_BODY_LIMIT,
      schema: {
        summary: 'Place an order for a product of a published showcase widget',
        tags: ['storefront'],
        headers: headersSchema,
        body: orderPayloadSchema,
        response: { 201: orderCreatedSchema, ...errorResponses(404, 409, 413, 422, 429) },
      },
    },
    async (request, reply) => {
      const number = await orders.place({
        payload: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        clientKey: addressKey(request.ip),
      });
      return reply.code(201).send({ data: { number } });
    },
  );
};
