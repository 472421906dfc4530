import { z } from 'zod';
import type { FeatureRoutes } from '../feature-routes';
import type { HealthService } from './health.service';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded', 'error']) });

export const healthRoutes: FeatureRoutes<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the server and its database answer; `degraded` when it is slow',
        tags: ['health'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const status = await health.check();
      if (status !== 'error') return { status };
      request.log.warn('The database did not answer the health check');
      return reply.code(503).send({ status });
    },
  );
};
