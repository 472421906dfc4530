import { messageResponseSchema } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import {
  currentShopSchema,
  shopCreateSchema,
  shopDeleteSchema,
  shopHoldingQuerySchema,
  shopSchema,
  shopUpdateSchema,
} from '@vitrina/contracts/team';
import { z } from 'zod';
import { NotFoundError } from '../../errors/app-error';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { ShopsService } from './shops.service';

const tags = ['team'];

/** The signed-in user's shops (listing, creating, finding one by its rows) and the current one. */
export const shopsRoutes: FeatureRoutes<{ shops: ShopsService }> = async (app, { shops }) => {
  app.get(
    '/shops',
    {
      config: { access: 'account' },
      schema: {
        summary: 'The shops of the signed-in user with their role, the one used last first',
        tags,
        security: bearerAuth,
        response: { 200: z.object({ data: z.array(shopSchema) }), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await shops.list(request.auth.userId) }),
  );

  app.post(
    '/shops',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Create another shop, owned by the signed-in user',
        tags,
        security: bearerAuth,
        body: shopCreateSchema,
        response: { 200: z.object({ data: shopSchema }), ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => ({ data: await shops.create(request.auth.userId, request.body.title) }),
  );

  app.get(
    '/shops/holding',
    {
      config: { access: 'account' },
      schema: {
        summary: "Which of the user's shops holds an order, product, collection, site or widget",
        tags,
        security: bearerAuth,
        querystring: shopHoldingQuerySchema,
        response: { 200: z.object({ data: shopSchema }), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { kind, id } = request.query;
      const shop = await shops.holding(request.auth.userId, kind, id);
      if (!shop) throw new NotFoundError();
      return { data: shop };
    },
  );

  app.get(
    '/shop',
    {
      config: { access: 'shop.read' },
      schema: {
        summary: 'The current shop (X-Shop-Id, or the one used last) with what the user may do',
        tags,
        security: bearerAuth,
        response: { 200: z.object({ data: currentShopSchema }), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await shops.current(request.shop) }),
  );

  app.patch(
    '/shop',
    {
      config: { access: 'shop.write' },
      schema: {
        summary:
          'Change the current shop: any of its title, time zone (an IANA name) and the statuses ' +
          'whose move sends the buyer a letter',
        tags,
        security: bearerAuth,
        body: shopUpdateSchema,
        response: { 200: z.object({ data: currentShopSchema }), ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      data: await shops.update(request.auth.userId, request.shop, request.body),
    }),
  );

  app.delete(
    '/shop',
    {
      config: { access: 'shop.delete' },
      schema: {
        summary: 'Delete the current shop and everything in it; its title is typed to confirm',
        tags,
        security: bearerAuth,
        body: shopDeleteSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      await shops.delete(request.shop.id, request.body.title);
      return { message: messages.team.shopDeleted };
    },
  );
};
