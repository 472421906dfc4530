import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FeatureRoutes } from '../feature-routes';

const healthSchema = z.object({ status: z.enum(['ok', 'error']) });

export const healthRoutes: FeatureRoutes = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the server and its database answer',
        tags: ['health'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'The database did not answer the health check');
        return reply.code(503).send({ status: 'error' });
      }
    },
  );
};
