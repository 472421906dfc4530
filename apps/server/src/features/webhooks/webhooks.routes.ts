import { messageResponseSchema } from '@vitrina/contracts/auth';
import {
  WEBHOOK_HEADERS,
  webhookDeliveriesPageSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookMessages,
} from '@vitrina/contracts/webhooks';
import { z } from 'zod';
import { actingOf } from '../../http/authorize';
import { errorResponses } from '../../http/error-responses';
import { idParam, idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { Webhooks } from './webhooks.service';

const BASE = '/platform/service';
const tags = ['webhooks'];
const endpointResponseSchema = z.object({ data: webhookEndpointSchema });
const deliveryResponseSchema = z.object({ data: webhookDeliverySchema });
const deliveryParamsSchema = z.object({ id: idParam, deliveryId: idParam });

/**
 * The shop's webhook addresses and their logs (decision 73): every member with the services'
 * read sees them; changing, testing and resending are the services' writes, as the other ways
 * orders leave the shop.
 */
export const webhooksRoutes: FeatureRoutes<{ webhooks: Webhooks }> = async (
  app,
  { webhooks: { endpoints, log } },
) => {
  app.get(
    `${BASE}/webhooks`,
    {
      config: { access: 'services.read' },
      schema: {
        summary: "The shop's webhook addresses, each with how its newest delivery went",
        tags,
        security: bearerAuth,
        response: {
          200: z.object({ data: z.array(webhookEndpointSchema) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ({ data: await endpoints.list(request.shop.id) }),
  );

  app.post(
    `${BASE}/webhooks`,
    {
      config: { access: 'services.write' },
      schema: {
        summary:
          'Add an https address and its events. The answer holds the secret, shown this once: ' +
          `each delivery carries ${WEBHOOK_HEADERS.signature}: sha256=<HMAC-SHA256 of the body ` +
          'under it> (the body: the WebhookPayload schema). An address that leads inside is refused',
        tags,
        security: bearerAuth,
        body: webhookEndpointCreateSchema,
        response: {
          201: z.object({ data: webhookEndpointCreatedSchema }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request, reply) => {
      const data = await endpoints.create(actingOf(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    `${BASE}/webhook/:id`,
    {
      config: { access: 'services.write' },
      schema: {
        summary: 'Switch an address on or off, or change its events',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: webhookEndpointUpdateSchema,
        response: { 200: endpointResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await endpoints.update(actingOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${BASE}/webhook/:id`,
    {
      config: { access: 'services.write' },
      schema: {
        summary: 'Delete an address with its log and its deliveries not yet sent',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await endpoints.remove(actingOf(request), request.params.id);
      return { message: webhookMessages.deleted };
    },
  );

  app.post(
    `${BASE}/webhook/:id/test`,
    {
      config: { access: 'services.write' },
      schema: {
        summary: 'Send the address a test event (webhook.test) now; answered pending',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: deliveryResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ data: await log.sendTest(request.shop.id, request.params.id) }),
  );

  app.get(
    `${BASE}/webhook/:id/deliveries`,
    {
      config: { access: 'services.read' },
      schema: {
        summary:
          "The address's deliveries, newest first, each with its tries: the receiver's status, " +
          'the start of its answer, or why there was none; `before` continues after a page',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesPageSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await log.deliveries(request.shop.id, request.params.id, request.query.before),
    }),
  );

  app.post(
    `${BASE}/webhook/:id/delivery/:deliveryId/resend`,
    {
      config: { access: 'services.write' },
      schema: {
        summary:
          'Send an ended delivery’s event again (its id, time and data) as a new delivery; ' +
          'answered pending',
        tags,
        security: bearerAuth,
        params: deliveryParamsSchema,
        response: { 200: deliveryResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { id, deliveryId } = request.params;
      return { data: await log.resend(request.shop.id, id, deliveryId) };
    },
  );
};
