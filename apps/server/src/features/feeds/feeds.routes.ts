import { feedSettingsSchema, feedSwitchSchema } from '@vitrina/contracts/feeds';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { FeedsService } from './feeds.service';

const tags = ['platform'];
const path = '/platform/widget/:id/feed';
const settingsResponseSchema = z.object({ data: feedSettingsSchema });

/** The widget's YML feed switch in its integration tab: whether it is on, and its address. */
export const feedsRoutes: FeatureRoutes<{ feeds: FeedsService }> = async (app, { feeds }) => {
  app.get(
    path,
    {
      config: { access: 'widgets.read' },
      schema: {
        summary: "Whether the widget's YML feed is on, and its public address",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: settingsResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({ data: await feeds.settings(request.shop.id, request.params.id) }),
  );

  app.put(
    path,
    {
      config: { access: 'widgets.write' },
      schema: {
        summary:
          "Turn the widget's YML feed on (a new address unless it is on) or off (its address stops working)",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: feedSwitchSchema,
        response: { 200: settingsResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await feeds.setEnabled(request.shop.id, request.params.id, request.body.enabled),
    }),
  );
};
