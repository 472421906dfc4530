import { messageResponseSchema } from '@vitrina/contracts/auth';
import {
  blockedEntryAnswerSchema,
  blockedEntryCreateSchema,
  blocklistAnswerSchema,
} from '@vitrina/contracts/blocklist';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { BlocklistService } from './blocklist.service';

/** Beside the form-data services of the settings page (spec §7.4). */
const BASE = '/platform/service/blocklist';
const tags = ['blocklist'];

/**
 * The shop's blocked buyers (decision 74). They are buyers' personal data: read with the orders'
 * permission, changed with the right to change orders.
 */
export const blocklistRoutes: FeatureRoutes<{ blocklist: BlocklistService }> = async (
  app,
  { blocklist },
) => {
  app.get(
    BASE,
    {
      config: { access: 'orders.read' },
      schema: {
        summary: 'The blocked phones, e-mails and networks of the shop, newest first',
        tags,
        security: bearerAuth,
        response: { 200: blocklistAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await blocklist.list(request.shop.id) }),
  );

  app.post(
    BASE,
    {
      config: { access: 'orders.write' },
      schema: {
        summary:
          'Block a phone, an e-mail or a network (an IPv4 or IPv6 address or CIDR): the orders ' +
          'that match are refused quietly; 409 when it is in the list already',
        tags,
        security: bearerAuth,
        body: blockedEntryCreateSchema,
        response: { 201: blockedEntryAnswerSchema, ...errorResponses(401, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await blocklist.add(request.shop.id, request.body) }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: 'orders.write' },
      schema: {
        summary: 'Take an entry off the list: the orders it matched are taken again',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      message: await blocklist.remove(request.shop.id, request.params.id),
    }),
  );

  app.post(
    `${BASE}/orders/:id`,
    {
      config: { access: 'orders.write' },
      schema: {
        summary:
          "Block the order's phone and e-mail; answers their entries. 422 when the buyer's " +
          'data was erased',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: blocklistAnswerSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await blocklist.blockBuyerOf(request.shop.id, request.params.id),
    }),
  );
};
