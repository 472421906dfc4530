import { orderSchema, ordersPageSchema, ordersQuerySchema } from '@vitrina/contracts/orders';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { OrdersService } from './orders.service';

const tags = ['orders'];

/** The merchant's orders, newest first, a page at a time. */
export const ordersRoutes: FeatureRoutes<{ orders: OrdersService }> = async (app, { orders }) => {
  app.get(
    '/orders',
    {
      schema: {
        summary: "The merchant's orders, newest first; `before` continues after a page",
        tags,
        security: bearerAuth,
        querystring: ordersQuerySchema,
        response: { 200: ordersPageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      data: await orders.list(request.auth.userId, request.query.limit, request.query.before),
    }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        summary: 'One order of the merchant',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: z.object({ data: orderSchema }), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await orders.get(request.auth.userId, request.params.id) }),
  );
};
