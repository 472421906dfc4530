import { messageResponseSchema } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import {
  productCreateSchema,
  productSchema,
  productUpdateSchema,
  sameSkuSchema,
} from '@vitrina/contracts/products';
import { z } from 'zod';
import { actingOf } from '../../http/authorize';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { ProductsService } from './products.service';

const tags = ['catalog'];
const productResponseSchema = z.object({ data: productSchema });

export const productsRoutes: FeatureRoutes<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.post(
    '/catalog/collection/:id/product',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Create a product in a collection; unset fields take their defaults',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: productCreateSchema,
        response: {
          200: z.object({ data: z.object({ id: z.number().int() }) }),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request) => ({
      data: await products.create(request.shop.id, request.params.id, request.body),
    }),
  );

  app.get(
    '/catalog/product/:id',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: 'One product',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: productResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ data: await products.get(request.shop.id, request.params.id) }),
  );

  app.get(
    '/catalog/product/:id/same-sku',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: 'The other products of its collection with the same SKU',
        description:
          'A product may share its SKU (a copy keeps it): the save takes it, and the editor ' +
          'warns with these. The first few in id order, and how many there are.',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: {
          200: z.object({ data: sameSkuSchema }),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request) => ({ data: await products.sameSku(request.shop.id, request.params.id) }),
  );

  app.put(
    '/catalog/product/:id',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Change any of the fields and the categories; read-only fields are ignored',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: productResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => ({
      data: await products.update(request.shop.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/catalog/product/:id',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Delete a product',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await products.delete(actingOf(request), request.params.id);
      return { message: messages.product.deleted };
    },
  );
};
