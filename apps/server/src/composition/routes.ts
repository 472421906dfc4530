import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { Config } from '../config';
import { analyticsRoutes } from '../features/analytics/analytics.routes';
import { publicEventsRoutes } from '../features/analytics/public-events.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { blocklistRoutes } from '../features/blocklist/blocklist.routes';
import { passwordResetRoutes } from '../features/auth/password-reset.routes';
import { categoriesRoutes } from '../features/catalog/categories.routes';
import { collectionsRoutes } from '../features/catalog/collections.routes';
import { catalogExportRoutes } from '../features/catalog-import/catalog-export.routes';
import { catalogImportRoutes } from '../features/catalog-import/catalog-import.routes';
import { characteristicsRoutes } from '../features/characteristics/characteristics.routes';
import { customersRoutes } from '../features/customers/customers.routes';
import type { FeatureRoutes } from '../features/feature-routes';
import { feedsRoutes } from '../features/feeds/feeds.routes';
import { publicFeedRoutes } from '../features/feeds/public-feed.routes';
import { healthRoutes } from '../features/health/health.routes';
import type { ReadinessService } from '../features/health/readiness.service';
import { legalRoutes } from '../features/legal/legal.routes';
import { messageTemplatesRoutes } from '../features/message-templates/message-templates.routes';
import { contactsRoutes } from '../features/notifier/contacts.routes';
import { emailContactsRoutes } from '../features/notifier/email-contacts.routes';
import { telegramContactsRoutes } from '../features/notifier/telegram-contacts.routes';
import { ordersRoutes } from '../features/orders/orders.routes';
import { publicOrdersRoutes } from '../features/orders/public-orders.routes';
import { paymentSettingsRoutes } from '../features/payments/payment-settings.routes';
import { orderPaymentsRoutes } from '../features/payments/order-payments.routes';
import { orderRefundsRoutes } from '../features/payments/order-refunds.routes';
import { shopEventsRoutes } from '../features/shop-events/shop-events.routes';
import { shopsRoutes } from '../features/team/shops.routes';
import { invitationPreviewRoutes, teamRoutes } from '../features/team/team.routes';
import { productRowsRoutes } from '../features/product-rows/product-rows.routes';
import { productPhotosRoutes } from '../features/product-photos/product-photos.routes';
import { collectionViewRoutes } from '../features/products/collection-view.routes';
import { mainValuesRoutes } from '../features/products/main-values.routes';
import { productsRoutes } from '../features/products/products.routes';
import { profileRoutes } from '../features/profile/profile.routes';
import { setupRoutes } from '../features/setup/setup.routes';
import { supportRoutes } from '../features/support/support.routes';
import { siteTreeRoutes } from '../features/site-tree/site-tree.routes';
import { domainsRoutes } from '../features/sites/domains.routes';
import { sitesRoutes } from '../features/sites/sites.routes';
import { previewRoutes } from '../features/storefront/preview.routes';
import { productViewRoutes } from '../features/storefront/product-view.routes';
import { storefrontRoutes } from '../features/storefront/storefront.routes';
import { variantsRoutes } from '../features/variants/variants.routes';
import { webhooksRoutes } from '../features/webhooks/webhooks.routes';
import { showcasesRoutes } from '../features/widgets/showcases.routes';
import { widgetListRoutes } from '../features/widgets/widget-list.routes';
import { widgetPublishingRoutes } from '../features/widgets/widget-publishing.routes';
import { widgetsRoutes } from '../features/widgets/widgets.routes';
import { requireDeclaredAccess } from '../http/authorize';
import { noStore } from '../http/no-store';
import type { RateLimiter } from '../infra/rate-limits/rate-limiter';
import type { TelegramWebhook } from '../infra/telegram/telegram';
import { telegramWebhookRoutes } from '../infra/telegram/telegram-webhook.routes';
import type { MerchantReads } from './merchant-reads';
import type { Services } from './services';

/**
 * What route plugins may ask for: any service, the configuration, the per-IP limiter, the
 * Telegram bot's webhook receiver (null unless the bot takes updates by webhook), and readiness
 * (which knows the workers, built after the services).
 */
export type RouteDeps = Services & {
  config: Config;
  readiness: ReadinessService;
  rateLimiter: RateLimiter;
  telegramWebhook: TelegramWebhook | null;
};

interface RoutesOfBase {
  /** Open to anyone; each guards itself (rate limits, forms only). */
  open?: FeatureRoutes<RouteDeps>[];
  /**
   * Behind `authenticate` (a valid access token of a live session) and `authorize` (the role's
   * permission in the call's shop, as the route declares it).
   */
  signedIn?: FeatureRoutes<RouteDeps>[];
}

/** Every feature's routes under their API base; a new feature adds its plugin here. */
const ROUTES_BY_BASE: Record<string, RoutesOfBase> = {
  '/api': { open: [healthRoutes] },
  '/api/user': { open: [authRoutes, passwordResetRoutes], signedIn: [profileRoutes] },
  '/api/v1': {
    open: [
      storefrontRoutes,
      productViewRoutes,
      publicFeedRoutes,
      publicOrdersRoutes,
      orderPaymentsRoutes,
      legalRoutes,
      publicEventsRoutes,
      invitationPreviewRoutes,
    ],
    signedIn: [
      shopsRoutes,
      teamRoutes,
      paymentSettingsRoutes,
      collectionsRoutes,
      categoriesRoutes,
      collectionViewRoutes,
      catalogExportRoutes,
      catalogImportRoutes,
      productsRoutes,
      productRowsRoutes,
      productPhotosRoutes,
      characteristicsRoutes,
      mainValuesRoutes,
      variantsRoutes,
      sitesRoutes,
      siteTreeRoutes,
      domainsRoutes,
      widgetsRoutes,
      widgetListRoutes,
      showcasesRoutes,
      widgetPublishingRoutes,
      feedsRoutes,
      previewRoutes,
      contactsRoutes,
      emailContactsRoutes,
      telegramContactsRoutes,
      messageTemplatesRoutes,
      webhooksRoutes,
      ordersRoutes,
      orderRefundsRoutes,
      blocklistRoutes,
      customersRoutes,
      shopEventsRoutes,
      analyticsRoutes,
      setupRoutes,
      supportRoutes,
    ],
  },
};

/**
 * After a merchant's successful write, before its answer leaves: any of them may change what the
 * merchant's sites show (products, photos, categories, publishing, domains) or their collections'
 * heads and counts, and telling them apart would miss the next new one.
 */
function forgetMerchantReadsOnWrite(merchantReads: Pick<MerchantReads, 'changed'>) {
  const reads = new Set(['GET', 'HEAD', 'OPTIONS']);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.shop && !reads.has(request.method) && reply.statusCode < 400) {
      merchantReads.changed(request.shop.id);
    }
  };
}

async function registerAll(
  scope: FastifyInstance,
  pick: (routes: RoutesOfBase) => FeatureRoutes<RouteDeps>[] | undefined,
  deps: RouteDeps,
) {
  for (const [prefix, routes] of Object.entries(ROUTES_BY_BASE)) {
    for (const plugin of pick(routes) ?? []) await scope.register(plugin, { ...deps, prefix });
  }
}

/** The hooks of the signed-in scope, in the order they run. */
export interface SignedInGuards {
  authenticate: onRequestAsyncHookHandler;
  authorize: onRequestAsyncHookHandler;
}

/**
 * Open routes as they are; signed-in routes in one scope that authenticates and authorizes
 * every request before anything of it is read, and marks every answer `no-store`.
 */
export async function registerRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  guards: SignedInGuards,
) {
  await registerAll(app, (routes) => routes.open, deps);
  // At its own secret path, outside the API bases; it registers nothing when the bot polls.
  await app.register(telegramWebhookRoutes, deps);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRoute', requireDeclaredAccess(app));
    signedIn.addHook('onRequest', noStore);
    signedIn.addHook('onRequest', guards.authenticate);
    signedIn.addHook('onRequest', guards.authorize);
    signedIn.addHook('onSend', forgetMerchantReadsOnWrite(deps.merchantReads));
    await registerAll(signedIn, (routes) => routes.signedIn, deps);
  });
}
