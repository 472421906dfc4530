import { z } from 'zod';
import type { FeatureRoutes } from '../feature-routes';
import type { HealthService } from './health.service';
import type { ReadinessService } from './readiness.service';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded', 'error']) });

const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    migrations: z.boolean().describe("The database has all of this release's migrations"),
    database: z.boolean().describe('The database answers, if slowly'),
    delivery: z.boolean().describe("This process's outbox worker runs, or it is to run none"),
  }),
});

export const healthRoutes: FeatureRoutes<{
  health: HealthService;
  readiness: ReadinessService;
}> = async (app, { health, readiness }) => {
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

  app.get(
    '/health/ready',
    {
      schema: {
        summary: 'Whether this process should take traffic: for a load balancer; 503 and why not',
        tags: ['health'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await readiness.check();
      if (ready) return { status: 'ready' as const, checks };
      return reply.code(503).send({ status: 'not_ready', checks });
    },
  );
};
