import {
  orderDetailSchema,
  ordersPageSchema,
  ordersQuerySchema,
  orderUpdateSchema,
} from '@vitrina/contracts/orders';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParam, idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import { ordersExportRoutes } from './orders-export.routes';
import { ordersInboxRoutes } from './orders-inbox.routes';
import type { OrdersService } from './orders.service';

const tags = ['orders'];
const orderAnswer = z.object({ data: orderDetailSchema });

/** The merchant's orders: the filtered list a page at a time, its exports, one order, changes. */
export const ordersRoutes: FeatureRoutes<{ orders: OrdersService }> = async (app, { orders }) => {
  await ordersExportRoutes(app, { orders });
  await ordersInboxRoutes(app, { orders });

  app.get(
    '/orders',
    {
      config: { access: 'orders.read' },
      schema: {
        summary:
          "The merchant's orders, newest first, filtered by status, widget, period (the shop's " +
          'days, both included) and a search by number, name or phone start; `before` continues ' +
          'a page',
        tags,
        security: bearerAuth,
        querystring: ordersQuerySchema,
        response: { 200: ordersPageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: await orders.list(request.shop.id, request.query) }),
  );

  app.get(
    '/orders/:id',
    {
      config: { access: 'orders.read' },
      schema: {
        summary: 'One order of the merchant, with its status changes and its deliveries',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: orderAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await orders.get(request.shop.id, request.params.id) }),
  );

  app.patch(
    '/orders/:id',
    {
      config: { access: 'orders.write' },
      schema: {
        summary:
          'Moves the order to a status (NEW → IN_PROGRESS → DONE, or CANCELLED from NEW or ' +
          'IN_PROGRESS; 422 otherwise) and sets its note',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: orderUpdateSchema,
        response: { 200: orderAnswer, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await orders.update(
        { shopId: request.shop.id, actorId: request.auth.userId },
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/orders/:id/deliveries/:deliveryId/retry',
    {
      config: { access: 'orders.write' },
      schema: {
        summary: 'Sends a failed message about the order to its service again',
        tags,
        security: bearerAuth,
        params: z.object({ id: idParam, deliveryId: z.coerce.number().int().positive() }),
        response: { 200: orderAnswer, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await orders.sendAgain(request.shop.id, request.params.id, request.params.deliveryId),
    }),
  );
};
