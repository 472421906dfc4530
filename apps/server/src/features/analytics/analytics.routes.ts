import {
  analyticsQuerySchema,
  funnelSchema,
  seriesSchema,
  topProductsQuerySchema,
  topProductsSchema,
} from '@vitrina/contracts/analytics';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { AnalyticsService } from './analytics.service';

const tags = ['analytics'];
const period =
  "from `from` to `to` (the shop's days in its time zone, both included, a year at most), " +
  'of `widget` if given';

/** The merchant's funnel of their widgets: totals, a series of days, the top products. */
export const analyticsRoutes: FeatureRoutes<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.get(
    '/analytics/funnel',
    {
      config: { access: 'analytics.read' },
      schema: {
        summary: `Views, clicks, cart additions, form opens, orders and the revenue of orders not cancelled, ${period}`,
        tags,
        security: bearerAuth,
        querystring: analyticsQuerySchema,
        response: { 200: funnelSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: await analytics.funnel(request.shop.id, request.query) }),
  );

  app.get(
    '/analytics/series',
    {
      config: { access: 'analytics.read' },
      schema: {
        summary: `The same per day, days without events at zero, ${period}`,
        tags,
        security: bearerAuth,
        querystring: analyticsQuerySchema,
        response: { 200: seriesSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      data: { days: await analytics.series(request.shop.id, request.query) },
    }),
  );

  app.get(
    '/analytics/top-products',
    {
      config: { access: 'analytics.read' },
      schema: {
        summary: `Products by units ordered, revenue and clicks (from the orders' lines), at most \`limit\`, ${period}`,
        tags,
        security: bearerAuth,
        querystring: topProductsQuerySchema,
        response: { 200: topProductsSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      data: { products: await analytics.topProducts(request.shop.id, request.query) },
    }),
  );
};
