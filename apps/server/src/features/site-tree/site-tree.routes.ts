import { SITE_TREE_PARTS } from '@vitrina/contracts/enums';
import { siteSchema } from '@vitrina/contracts/platform';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema, repeatedQueryParam } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { SiteTreeService } from './site-tree.service';

const tags = ['platform'];
const treeQuerySchema = z.object({
  tree: repeatedQueryParam(z.enum(SITE_TREE_PARTS)).default([]),
});

/** The reads of sites with their domains, widgets and tags. */
export const siteTreeRoutes: FeatureRoutes<{ siteTree: SiteTreeService }> = async (
  app,
  { siteTree },
) => {
  app.get(
    '/platform/sites',
    {
      config: { access: 'sites.read' },
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
    async (request) => ({ data: await siteTree.list(request.shop.id, request.query.tree) }),
  );

  app.get(
    '/platform/site/:id',
    {
      config: { access: 'sites.read' },
      schema: {
        summary: 'One site; `tree` adds its domains, its widgets and their tags',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        querystring: treeQuerySchema,
        response: { 200: z.object({ data: siteSchema }), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await siteTree.get(request.shop.id, request.params.id, request.query.tree),
    }),
  );
};
