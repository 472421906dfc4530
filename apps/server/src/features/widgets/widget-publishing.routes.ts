import {
  installCheckResultSchema,
  widgetContactsSchema,
  widgetInstallCheckSchema,
  widgetSchema,
  widgetStyleSchema,
} from '@vitrina/contracts/platform';
import { z } from 'zod';
import { actingOf } from '../../http/authorize';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { InstallCheckService } from './install-check.service';
import type { WidgetsService } from './widgets.service';

const tags = ['platform'];
const widgetResponseSchema = z.object({ data: widgetSchema });

/** The widget editor's calls beyond the widget itself: its style, contacts, publication, install. */
export const widgetPublishingRoutes: FeatureRoutes<{
  widgets: WidgetsService;
  installCheck: InstallCheckService;
}> = async (app, { widgets, installCheck }) => {
  app.put(
    '/platform/widget/:id/style',
    {
      config: { access: 'widgets.write' },
      schema: {
        summary: "Replace a widget's style settings; those left out take their defaults",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: widgetStyleSchema,
        response: { 200: widgetResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await widgets.setStyle(request.shop.id, request.params.id, request.body),
    }),
  );

  app.put(
    '/platform/widget/:id/contacts',
    {
      config: { access: 'widgets.write' },
      schema: {
        summary: "Choose the merchant's confirmed contacts that receive the widget's orders",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: widgetContactsSchema,
        response: { 200: widgetResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await widgets.setContacts(request.shop.id, request.params.id, request.body.contacts_id),
    }),
  );

  app.post(
    '/platform/widget/:id/publish',
    {
      config: { access: 'widgets.write' },
      schema: {
        summary: "Publish the widget's current content, style and contacts as what visitors see",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: widgetResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await widgets.publish(actingOf(request), request.params.id),
    }),
  );

  app.delete(
    '/platform/widget/:id/publish',
    {
      config: { access: 'widgets.write' },
      schema: {
        summary: 'Unpublish the widget: visitors see nothing of it, its settings stay',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: widgetResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await widgets.unpublish(actingOf(request), request.params.id),
    }),
  );

  app.post(
    '/platform/widget/:id/install-check',
    {
      config: { access: 'widgets.write' },
      schema: {
        summary:
          "Fetch a page of a confirmed domain of the widget's site and report its script and container",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: widgetInstallCheckSchema,
        response: {
          200: z.object({ data: installCheckResultSchema }),
          ...errorResponses(400, 401, 404, 422, 429),
        },
      },
    },
    async (request) => ({
      data: await installCheck.check(request.shop.id, request.params.id, request.body.link),
    }),
  );
};
