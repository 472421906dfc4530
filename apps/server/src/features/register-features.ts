import type { FastifyInstance } from 'fastify';
import type { FeatureDeps, FeatureRoutes } from './feature-routes';
import { healthRoutes } from './health/health.routes';

/** Every feature's routes under their API base; a new feature adds its plugin to its base. */
const ROUTES_BY_BASE: Record<string, FeatureRoutes[]> = {
  '/api': [healthRoutes],
  '/api/user': [],
  '/api/v1': [],
};

export async function registerFeatures(app: FastifyInstance, deps: FeatureDeps) {
  for (const [prefix, plugins] of Object.entries(ROUTES_BY_BASE)) {
    for (const plugin of plugins) await app.register(plugin, { ...deps, prefix });
  }
}
