import { messageResponseSchema } from '@vitrina/contracts/auth';
import {
  characteristicCreateSchema,
  characteristicSchema,
  characteristicUpdateSchema,
} from '@vitrina/contracts/characteristics';
import { messages } from '@vitrina/contracts/messages';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { CharacteristicsService } from './characteristics.service';

const tags = ['catalog'];
const characteristicResponseSchema = z.object({ data: characteristicSchema });

export const characteristicsRoutes: FeatureRoutes<{
  characteristics: CharacteristicsService;
}> = async (app, { characteristics }) => {
  app.get(
    '/catalog/characteristics',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: "The merchant's characteristics, each with its values in their order",
        tags,
        security: bearerAuth,
        response: {
          200: z.object({ data: z.array(characteristicSchema) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ({ data: await characteristics.list(request.shop.id) }),
  );

  app.post(
    '/catalog/characteristic',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Create a characteristic with its values; blanks dropped, repeats merged',
        tags,
        security: bearerAuth,
        body: characteristicCreateSchema,
        response: { 200: characteristicResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      data: await characteristics.create(request.shop.id, request.body),
    }),
  );

  app.put(
    '/catalog/characteristic/:id',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Change the title and the values: stored ids renamed, temp- ids created',
        description:
          'The values in their new order. A value with a stored id keeps it (renamed in ' +
          'place), one with a `temp-` id is created, a stored value left out is deleted and ' +
          "leaves every product's main values. One transaction.",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: characteristicUpdateSchema,
        response: { 200: characteristicResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await characteristics.update(request.shop.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/catalog/characteristic/:id',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Delete a characteristic; it leaves every product that has it',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await characteristics.delete(request.shop.id, request.params.id);
      return { message: messages.characteristic.deleted };
    },
  );
};
