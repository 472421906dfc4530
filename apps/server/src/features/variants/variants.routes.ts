import { variantsSaveSchema, variantsSchema, variantUsesSchema } from '@vitrina/contracts/variants';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { VariantsService } from './variants.service';

const tags = ['catalog'];
const variantsResponseSchema = z.object({ data: variantsSchema });

export const variantsRoutes: FeatureRoutes<{ variants: VariantsService }> = async (
  app,
  { variants },
) => {
  app.get(
    '/catalog/product/:id/variants',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: "The product's options and variants, in the merchant's order",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: variantsResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ data: await variants.get(request.shop.id, request.params.id) }),
  );

  app.put(
    '/catalog/product/:id/variants',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: "Replace the product's options and variants; answers them, each with its id",
        description:
          'Options are characteristics of the product with some of their values; each variant ' +
          "has one value of each option, in the options' order. A variant keeps its row (id and " +
          'stock) when it names its `id`, or else when its combination of values is stored; ' +
          'stored variants not in the set are deleted, the rest created. The order of the list ' +
          'is the variants’ order. One transaction.',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: variantsSaveSchema,
        response: { 200: variantsResponseSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) => ({
      data: await variants.save(request.shop.id, request.params.id, request.body),
    }),
  );

  app.get(
    '/catalog/characteristic/:id/variant-uses',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: "How many of the merchant's variants use each value of the characteristic",
        description:
          'Every value in its order, 0 included: what deleting the value (or the ' +
          'characteristic) would delete.',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: {
          200: z.object({ data: variantUsesSchema }),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request) => ({ data: await variants.uses(request.shop.id, request.params.id) }),
  );
};
