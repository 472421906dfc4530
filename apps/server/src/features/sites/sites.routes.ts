import { messageResponseSchema } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { siteCreateSchema, siteSchema, siteUpdateSchema } from '@vitrina/contracts/platform';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { SitesService } from './sites.service';

const tags = ['platform'];
const siteResponseSchema = z.object({ data: siteSchema });

/** Writes of sites; the reads with their parts are the site tree's. */
export const sitesRoutes: FeatureRoutes<{ sites: SitesService }> = async (app, { sites }) => {
  app.post(
    '/platform/site',
    {
      config: { access: 'sites.write' },
      schema: {
        summary: 'Create a site with its domains, each unconfirmed with its own code',
        tags,
        security: bearerAuth,
        body: siteCreateSchema,
        response: { 200: siteResponseSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (request) => ({ data: await sites.create(request.shop.id, request.body) }),
  );

  app.patch(
    '/platform/site/:id',
    {
      config: { access: 'sites.write' },
      schema: {
        summary: "Change a site's title and description",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: siteUpdateSchema,
        response: { 200: siteResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await sites.update(request.shop.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/platform/site/:id',
    {
      config: { access: 'sites.write' },
      schema: {
        summary: 'Delete a site with its domains, widgets and showcases',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await sites.delete(request.shop.id, request.params.id);
      return { message: messages.site.deleted };
    },
  );
};
