import { COLLECTION_TREE_PARTS } from '@vitrina/contracts/catalog';
import { collectionViewSchema, productSchema } from '@vitrina/contracts/products';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParam, idParamsSchema, repeatedQueryParam } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import { sendJsonText } from '../../http/send-json-text';
import type { FeatureRoutes } from '../feature-routes';
import type { CollectionViewService } from './collection-view.service';
import type { ProductsService } from './products.service';

const tags = ['catalog'];

/** The reads that answer products: a whole collection, and the products of categories. */
export const collectionViewRoutes: FeatureRoutes<{
  collectionView: CollectionViewService;
  products: ProductsService;
}> = async (app, { collectionView, products }) => {
  app.get(
    '/catalog/collection/:id',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary:
          'One collection; `tree` adds its category tree and/or a page of its products (`after`: the `products_next` of the page before)',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        querystring: z.object({
          tree: repeatedQueryParam(z.enum(COLLECTION_TREE_PARTS)).default([]),
          after: z.string().max(64).optional(),
        }),
        response: {
          200: z.object({ data: collectionViewSchema }),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await collectionView.getAsJson(
          request.shop.id,
          request.params.id,
          request.query.tree,
          request.query.after,
        ),
      ),
  );

  app.get(
    '/catalog/category/products',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: 'Products filed under any of the categories or their descendants, each once',
        tags,
        security: bearerAuth,
        querystring: z.object({ ids: repeatedQueryParam(idParam).default([]) }),
        response: {
          200: z.object({ data: z.array(productSchema) }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request) => ({
      data: await products.inCategories(request.shop.id, request.query.ids),
    }),
  );
};
