import { mainValuesSchema, productMainValuesSchema } from '@vitrina/contracts/characteristics';
import { productSchema } from '@vitrina/contracts/products';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParam, idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { MainValuesService } from './main-values.service';

const tags = ['catalog'];

export const mainValuesRoutes: FeatureRoutes<{ mainValues: MainValuesService }> = async (
  app,
  { mainValues },
) => {
  app.put(
    '/catalog/product/:product_id/characteristic/:characteristic_id/values/main',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: "Choose the product's main values of one of its characteristics",
        description:
          'Replaces them: every id must be a value of the characteristic, which the product must ' +
          'have. Answers the product.',
        tags,
        security: bearerAuth,
        params: z.object({ product_id: idParam, characteristic_id: idParam }),
        body: mainValuesSchema,
        response: { 200: z.object({ data: productSchema }), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { product_id: productId, characteristic_id: characteristicId } = request.params;
      return {
        data: await mainValues.replace(
          request.shop.id,
          productId,
          characteristicId,
          request.body.values_id,
        ),
      };
    },
  );

  app.put(
    '/catalog/product/:id/characteristics/values/main',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: "Choose the product's main values of several of its characteristics at once",
        description:
          'Each characteristic once, its main values replaced as the call of one replaces them; ' +
          'one transaction, so a refused choice changes none. The characteristics left out keep ' +
          'theirs. Answers the product.',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: productMainValuesSchema,
        response: { 200: z.object({ data: productSchema }), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await mainValues.replaceMany(
        request.shop.id,
        request.params.id,
        request.body.characteristics,
      ),
    }),
  );
};
