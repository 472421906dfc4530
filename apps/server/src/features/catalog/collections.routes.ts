import { messageResponseSchema } from '@vitrina/contracts/auth';
import {
  collectionCreateSchema,
  collectionSummarySchema,
  collectionUpdateSchema,
} from '@vitrina/contracts/catalog';
import { messages } from '@vitrina/contracts/messages';
import { z } from 'zod';
import { actingOf } from '../../http/authorize';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { CollectionsService } from './collections.service';

const tags = ['catalog'];
const collectionResponseSchema = z.object({ data: collectionSummarySchema });

export const collectionsRoutes: FeatureRoutes<{ collections: CollectionsService }> = async (
  app,
  { collections },
) => {
  app.get(
    '/catalog/collections',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: "The merchant's collections with their product counts",
        tags,
        security: bearerAuth,
        response: {
          200: z.object({ data: z.array(collectionSummarySchema) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ({ data: await collections.list(request.shop.id) }),
  );

  app.post(
    '/catalog/collection',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Create a collection',
        tags,
        security: bearerAuth,
        body: collectionCreateSchema,
        response: { 200: collectionResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: await collections.create(request.shop.id, request.body) }),
  );

  app.put(
    '/catalog/collection/:id',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: "Change a collection's title and description",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: collectionUpdateSchema,
        response: { 200: collectionResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await collections.update(request.shop.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/catalog/collection/:id',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Delete a collection with its categories and products',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await collections.delete(actingOf(request), request.params.id);
      return { message: messages.collection.deleted };
    },
  );
};
