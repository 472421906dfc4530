import { messageResponseSchema } from '@vitrina/contracts/auth';
import {
  categoryCreateSchema,
  categoryNodeSchema,
  categoryUpdateSchema,
} from '@vitrina/contracts/catalog';
import { messages } from '@vitrina/contracts/messages';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { CategoriesService } from './categories.service';

const tags = ['catalog'];
const categoryResponseSchema = z.object({ data: categoryNodeSchema });

export const categoriesRoutes: FeatureRoutes<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.post(
    '/catalog/category',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Create a category in a collection, at the top level or under a parent',
        tags,
        security: bearerAuth,
        body: categoryCreateSchema,
        response: { 200: categoryResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => ({ data: await categories.create(request.shop.id, request.body) }),
  );

  app.put(
    '/catalog/category/:id',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Rename a category or move it under another parent of its collection',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: categoryResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => ({
      data: await categories.update(request.shop.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/catalog/category/:id',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Delete a category and its subtree; their products stay, unlinked',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await categories.delete(request.shop.id, request.params.id);
      return { message: messages.category.deleted };
    },
  );
};
