import { messageResponseSchema } from '@vitrina/contracts/auth';
import { WIDGET_TREE_PARTS } from '@vitrina/contracts/enums';
import { messages } from '@vitrina/contracts/messages';
import { widgetCreateSchema, widgetSchema, widgetUpdateSchema } from '@vitrina/contracts/platform';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema, repeatedQueryParam } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { WidgetsService } from './widgets.service';

const tags = ['platform'];
const widgetResponseSchema = z.object({ data: widgetSchema });

export const widgetsRoutes: FeatureRoutes<{ widgets: WidgetsService }> = async (
  app,
  { widgets },
) => {
  app.post(
    '/platform/widget',
    {
      config: { access: 'widgets.write' },
      schema: {
        summary: 'Create a widget of a site, with its showcase and container id',
        tags,
        security: bearerAuth,
        body: widgetCreateSchema,
        response: { 200: widgetResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ data: await widgets.create(request.shop.id, request.body) }),
  );

  app.get(
    '/platform/widget/:id',
    {
      config: { access: 'widgets.read' },
      schema: {
        summary: 'One widget; `tree` adds the tags of its showcase and/or the products it shows',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        querystring: z.object({
          tree: repeatedQueryParam(z.enum(WIDGET_TREE_PARTS)).default([]),
        }),
        response: { 200: widgetResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await widgets.get(request.shop.id, request.params.id, request.query.tree),
    }),
  );

  app.patch(
    '/platform/widget/:id',
    {
      config: { access: 'widgets.write' },
      schema: {
        summary: "Change a widget's title and description",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: widgetUpdateSchema,
        response: { 200: widgetResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await widgets.update(request.shop.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/platform/widget/:id',
    {
      config: { access: 'widgets.write' },
      schema: {
        summary: 'Delete a widget with its showcase',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await widgets.delete(request.shop.id, request.params.id);
      return { message: messages.widget.deleted };
    },
  );
};
