import { orderRefundSchema, refundCreateSchema } from '@vitrina/contracts/payments';
import { z } from 'zod';
import { actingOf } from '../../http/authorize';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { OrderRefunds } from './order-refunds';

const tags = ['payments'];

/** The merchant's refunds of orders paid online, from the order card. */
export const orderRefundsRoutes: FeatureRoutes<{ orderRefunds: OrderRefunds }> = async (
  app,
  { orderRefunds },
) => {
  app.post(
    '/orders/:id/refunds',
    {
      config: { access: 'orders.write' },
      schema: {
        summary: "Give back all or part of an order's online payment, with the refund's receipt",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: refundCreateSchema,
        response: {
          201: z.object({ data: orderRefundSchema }),
          ...errorResponses(401, 404, 409, 422, 502),
        },
      },
    },
    async (request, reply) => {
      const refund = await orderRefunds.refund(
        actingOf(request),
        request.params.id,
        request.body.amount,
      );
      return reply.code(201).send({ data: refund });
    },
  );
};
