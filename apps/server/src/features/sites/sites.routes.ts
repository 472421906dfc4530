import { messageResponseSchema } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import {
  SITE_TREE_PARTS,
  siteCreateSchema,
  siteSchema,
  siteUpdateSchema,
} from '@vitrina/contracts/platform';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema, repeatedQueryParam } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import { createSiteViewService } from './site-view.service';
import { createSitesService } from './sites.service';

const tags = ['platform'];
const siteResponseSchema = z.object({ data: siteSchema });
const treeQuerySchema = z.object({
  tree: repeatedQueryParam(z.enum(SITE_TREE_PARTS)).default([]),
});

export const sitesRoutes: FeatureRoutes = async (app, deps) => {
  const sites = createSitesService(deps);
  const siteView = createSiteViewService(deps);
  app.addHook('onRequest', deps.authenticate);

  app.get(
    '/platform/sites',
    {
      schema: {
        summary: "The merchant's sites; `tree` adds their domains and/or widgets",
        tags,
        security: bearerAuth,
        querystring: treeQuerySchema,
        response: {
          200: z.object({ data: z.array(siteSchema) }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request) => ({ data: await siteView.list(request.auth.userId, request.query.tree) }),
  );

  app.post(
    '/platform/site',
    {
      schema: {
        summary: 'Create a site with its domains, each unconfirmed with its own code',
        tags,
        security: bearerAuth,
        body: siteCreateSchema,
        response: { 200: siteResponseSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (request) => ({ data: await sites.create(request.auth.userId, request.body) }),
  );

  app.get(
    '/platform/site/:id',
    {
      schema: {
        summary: 'One site; `tree` adds its domains, its widgets and their tags',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        querystring: treeQuerySchema,
        response: { 200: siteResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await siteView.get(request.auth.userId, request.params.id, request.query.tree),
    }),
  );

  app.patch(
    '/platform/site/:id',
    {
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
      data: await sites.update(request.auth.userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/platform/site/:id',
    {
      schema: {
        summary: 'Delete a site with its domains, widgets and showcases',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await sites.delete(request.auth.userId, request.params.id);
      return { message: messages.site.deleted };
    },
  );
};
