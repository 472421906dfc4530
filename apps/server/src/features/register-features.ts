import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { categoriesRoutes } from './catalog/categories.routes';
import { collectionsRoutes } from './catalog/collections.routes';
import { passwordResetRoutes } from './auth/password-reset.routes';
import type { FeatureDeps, FeatureRoutes } from './feature-routes';
import { healthRoutes } from './health/health.routes';
import { collectionViewRoutes } from './products/collection-view.routes';
import { productsRoutes } from './products/products.routes';
import { profileRoutes } from './profile/profile.routes';
import { domainsRoutes } from './sites/domains.routes';
import { sitesRoutes } from './sites/sites.routes';
import { showcasesRoutes } from './widgets/showcases.routes';
import { widgetsRoutes } from './widgets/widgets.routes';

/** Every feature's routes under their API base; a new feature adds its plugin to its base. */
const ROUTES_BY_BASE: Record<string, FeatureRoutes[]> = {
  '/api': [healthRoutes],
  '/api/user': [authRoutes, passwordResetRoutes, profileRoutes],
  '/api/v1': [
    collectionsRoutes,
    categoriesRoutes,
    collectionViewRoutes,
    productsRoutes,
    sitesRoutes,
    domainsRoutes,
    widgetsRoutes,
    showcasesRoutes,
  ],
};

export async function registerFeatures(app: FastifyInstance, deps: FeatureDeps) {
  for (const [prefix, plugins] of Object.entries(ROUTES_BY_BASE)) {
    for (const plugin of plugins) await app.register(plugin, { ...deps, prefix });
  }
}
