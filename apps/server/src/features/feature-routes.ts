import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A feature's route plugin, declaring the services it uses; the composition root passes them.
 * Authentication is not a feature's business: the root mounts signed-in plugins behind it.
 */
export type FeatureRoutes<Deps extends object> = FastifyPluginAsyncZod<Deps>;
