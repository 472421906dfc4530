import {
  categoryCountsSchema,
  productRowsPageSchema,
  productRowsQuerySchema,
} from '@vitrina/contracts/product-rows';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { ProductRowsService } from './product-rows.service';

const tags = ['catalog'];

/** The paged product lists of the console and the category counts beside them. */
export const productRowsRoutes: FeatureRoutes<{ productRows: ProductRowsService }> = async (
  app,
  { productRows },
) => {
  app.get(
    '/catalog/products/rows',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary:
          'A page of product rows of collections or categories, optionally searched or only those out of stock',
        tags,
        security: bearerAuth,
        querystring: productRowsQuerySchema,
        response: { 200: productRowsPageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: await productRows.page(request.shop.id, request.query) }),
  );

  app.get(
    '/catalog/collection/:id/counts',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: "A collection's product count and each category's, descendants included",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: categoryCountsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      data: await productRows.counts(request.shop.id, request.params.id),
    }),
  );
};
