import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import type { Config } from '../config';
import { createMerchantReads } from './merchant-reads';
import { createAuthService } from '../features/auth/auth.service';
import { createDeviceTokens } from '../features/auth/device-tokens';
import { createEmailConfirmationService } from '../features/auth/email-confirmation.service';
import { createPasswordResetService } from '../features/auth/password-reset.service';
import { createPasswords } from '../features/auth/passwords';
import { createSessionService } from '../features/auth/session.service';
import { createSignInLinks } from '../features/auth/sign-in-links';
import { createCategoriesService } from '../features/catalog/categories.service';
import { createCollectionsService } from '../features/catalog/collections.service';
import { createCatalogExportService } from '../features/catalog-import/catalog-export.service';
import { createCatalogImportService } from '../features/catalog-import/catalog-import.service';
import { createBell } from '../shared/bell';
import { createCharacteristicsService } from '../features/characteristics/characteristics.service';
import { createAnalyticsService } from '../features/analytics/analytics.service';
import { createBlocklistService } from '../features/blocklist/blocklist.service';
import { createEventsService } from '../features/analytics/events.service';
import { createFeedsService } from '../features/feeds/feeds.service';
import { createDeliveryService, type DeliveryService } from '../features/delivery/delivery.service';
import { createHealthService } from '../features/health/health.service';
import {
  createMediaCleanupService,
  type MediaCleanupService,
} from '../features/media-cleanup/media-cleanup.service';
import { createChatKeysService } from '../features/notifier/chat-keys.service';
import { createContactsService } from '../features/notifier/contacts.service';
import { createEmailContactsService } from '../features/notifier/email-contacts.service';
import { createNotifierBot } from '../features/notifier/notifier-bot';
import { createOrderButtons } from '../features/notifier/order-buttons';
import { createTelegramContactsService } from '../features/notifier/telegram-contacts.service';
import { createCustomersService } from '../features/customers/customers.service';
import { createOrdersService } from '../features/orders/orders.service';
import {
  createPaymentSettingsService,
  type PaymentSettingsService,
} from '../features/payments/payment-settings.service';
import { createYookassaProvider } from '../features/payments/yookassa/yookassa-provider';
import {
  createOrderPayments,
  type OrderPaymentHooks,
} from '../features/payments/order-payments.service';
import { createOrderRefunds } from '../features/payments/order-refunds';
import { createPaymentNotifications } from '../features/payments/payment-notifications';
import { createPaymentPoll } from '../features/payments/payment-poll';
import { orderPaymentHooks } from '../features/orders/order-payment-hooks';
import { buyerLetterCauses } from '../features/orders/status-letter';
import { createShopEvents } from '../features/shop-events/shop-events.service';
import { createProductCopyService } from '../features/product-photos/product-copy.service';
import { createProductPhotosService } from '../features/product-photos/product-photos.service';
import { createProductRowsService } from '../features/product-rows/product-rows.service';
import { createCollectionViewService } from '../features/products/collection-view.service';
import { createMainValuesService } from '../features/products/main-values.service';
import { createProductsService } from '../features/products/products.service';
import { createProfileService } from '../features/profile/profile.service';
import { createUserCache } from '../features/profile/user-cache';
import { createSetupService } from '../features/setup/setup.service';
import { createSiteTreeService } from '../features/site-tree/site-tree.service';
import { createDomainVerificationService } from '../features/sites/domain-verification.service';
import { createDomainsService } from '../features/sites/domains.service';
import { createSiteOriginsService } from '../features/sites/site-origins.service';
import { createSitePagesService } from '../features/sites/site-pages.service';
import { createSitesService } from '../features/sites/sites.service';
import { createStorefrontService } from '../features/storefront/storefront.service';
import { createVariantUpkeep } from '../features/variants/variant-upkeep.service';
import { createVariantsService } from '../features/variants/variants.service';
import { createInstallCheckService } from '../features/widgets/install-check.service';
import { createShowcasesService } from '../features/widgets/showcases.service';
import { createInvitationsService } from '../features/team/invitations.service';
import { createMembersService } from '../features/team/members.service';
import { createMembershipCache } from '../features/team/membership-cache';
import { createShopAccess } from '../features/team/shop-access.service';
import { createShopJournal } from '../features/team/shop-journal.service';
import { createShopsService } from '../features/team/shops.service';
import { createMessageTemplatesService } from '../features/message-templates/message-templates.service';
import { createShopTemplates } from '../features/message-templates/shop-templates.service';
import { createWidgetListService } from '../features/widgets/widget-list.service';
import { createWidgetsService } from '../features/widgets/widgets.service';
import { createWebhooks } from '../features/webhooks/webhooks.service';
import { currentRequestId } from '../http/request-scope';
import { createSecretsCipher } from '../infra/secrets/secrets-cipher';
import type { Logger } from '../logger';
import type { Infrastructure } from './infrastructure';

/** The longest a read kept in memory stays stale after a write another process did not announce
 * (the announcement lost): a user, the sites' showcases and confirmed domains, a collection's
 * head and counts, a widget's feed. */
const KEPT_READS_TTL_MS = 60_000;

function teamServices(
  { db, now, changes }: Infrastructure,
  delivery: DeliveryService,
  mediaCleanup: MediaCleanupService,
) {
  const membershipCache = createMembershipCache({
    now,
    changes,
    ttlMs: TEAM_LIMITS.membershipCacheMs,
  });
  const shopAccess = createShopAccess({ db, now, membershipCache });
  const journal = createShopJournal({ db });
  const team = { db, membershipCache, journal };
  return {
    membershipCache,
    shopAccess,
    journal,
    shops: createShopsService({ ...team, shopAccess, mediaCleanup }),
    members: createMembersService(team),
    invitations: createInvitationsService({ ...team, now, delivery }),
  };
}

type TeamServices = ReturnType<typeof teamServices>;

function accountServices(
  infra: Infrastructure,
  config: Config,
  delivery: DeliveryService,
  { shops }: Pick<TeamServices, 'shops'>,
) {
  const { db, now, rateLimiter, accessTokens, liveSessions, changes } = infra;
  const userCache = createUserCache({ now, changes, ttlMs: KEPT_READS_TTL_MS });
  const letters = { db, now, delivery, userChanged: userCache.changed };
  const sessions = createSessionService({ db, now, accessTokens, liveSessions });
  const emailConfirmation = createEmailConfirmationService({ ...letters, rateLimiter });
  const deviceTokens = createDeviceTokens(config.auth.jwtSecret);
  const passwords = createPasswords(config.auth.passwordHashing);
  const signInLinks = createSignInLinks({ ...letters, rateLimiter, sessions, deviceTokens });
  const auth = createAuthService({
    ...letters,
    shops,
    rateLimiter,
    sessions,
    deviceTokens,
    signInLinks,
    passwords,
  });
  const passwordReset = createPasswordResetService({
    ...letters,
    rateLimiter,
    sessions,
    passwords,
  });
  const profile = createProfileService({ db, auth, emailConfirmation, userCache });
  return { sessions, emailConfirmation, auth, signInLinks, passwordReset, userCache, profile };
}

function catalogServices(
  { db, media, now }: Infrastructure,
  config: Config,
  { journal }: Pick<TeamServices, 'journal'>,
  mediaCleanup: MediaCleanupService,
) {
  const variantUpkeep = createVariantUpkeep();
  const characteristics = createCharacteristicsService({ db, variants: variantUpkeep });
  const collections = createCollectionsService({ db, mediaCleanup, characteristics, journal });
  const categories = createCategoriesService({ db, collections });
  const products = createProductsService({
    db,
    collections,
    categories,
    characteristics,
    mediaUrlBase: media.urlBase,
    mediaCleanup,
    journal,
    variants: variantUpkeep,
  });
  const productPhotos = createProductPhotosService({
    db,
    media,
    products,
    mediaCleanup,
    limits: config.media.photoLimits,
  });
  const productCopy = createProductCopyService({
    db,
    media,
    products,
    mediaCleanup,
    variants: variantUpkeep,
  });
  const variants = createVariantsService({ db, products, characteristics });
  const collectionView = createCollectionViewService({
    collections,
    categories,
    products,
    now,
    headTtlMs: KEPT_READS_TTL_MS,
  });
  const productRows = createProductRowsService({
    db,
    mediaUrlBase: media.urlBase,
    now,
    countsTtlMs: KEPT_READS_TTL_MS,
  });
  const mainValues = createMainValuesService({ db, products, characteristics });
  const photoUrlBase = new URL(media.urlBase, config.http.publicUrl).href;
  const catalogExport = createCatalogExportService({ db, collections, photoUrlBase });
  // Rung by a new import, heard by this process's import worker (workers.ts).
  const importJobs = createBell();
  const catalogImport = createCatalogImportService({
    db,
    now,
    collections,
    nudge: importJobs.ring,
  });
  return {
    catalogExport,
    catalogImport,
    importJobs,
    photoUrlBase,
    characteristics,
    collections,
    categories,
    products,
    mainValues,
    variants,
    productPhotos,
    productCopy,
    collectionView,
    productRows,
  };
}

function platformServices(
  { db, now, pageFetcher, rateLimiter }: Infrastructure,
  { products, collections }: Pick<ReturnType<typeof catalogServices>, 'products' | 'collections'>,
  { notifierContacts }: Pick<ReturnType<typeof notifierServices>, 'notifierContacts'>,
  { journal }: Pick<TeamServices, 'journal'>,
  paymentSettings: Pick<PaymentSettingsService, 'connectionOf'>,
) {
  const domains = createDomainsService({ db });
  const domainVerification = createDomainVerificationService({
    db,
    now,
    pageFetcher,
    rateLimiter,
    domains,
  });
  const sites = createSitesService({ db, domains });
  const siteOrigins = createSiteOriginsService({ db, now, ttlMs: KEPT_READS_TTL_MS });
  const sitePages = createSitePagesService({ db, pageFetcher });
  const widgets = createWidgetsService({
    db,
    now,
    sites,
    products,
    contacts: notifierContacts,
    journal,
    hasPaymentProvider: async (shopId) =>
      (await paymentSettings.connectionOf(shopId)) !== undefined,
  });
  const showcases = createShowcasesService({ db, widgets, collections });
  const installCheck = createInstallCheckService({ rateLimiter, widgets, sitePages });
  const siteTree = createSiteTreeService({ sites, widgets });
  return {
    domains,
    domainVerification,
    sites,
    siteOrigins,
    sitePages,
    widgets,
    showcases,
    installCheck,
    siteTree,
  };
}

function notifierServices(
  { db, now, rateLimiter, telegram }: Infrastructure,
  delivery: DeliveryService,
) {
  const notifierContacts = createContactsService({ db, delivery, rateLimiter });
  const emailContacts = createEmailContactsService({
    db,
    now,
    delivery,
    rateLimiter,
    contacts: notifierContacts,
  });
  const telegramContacts = createTelegramContactsService({
    db,
    now,
    telegram,
    delivery,
    contacts: notifierContacts,
  });
  const chatKeys = createChatKeysService({ db, now, delivery });
  telegram?.use(createNotifierBot(chatKeys));
  return { notifierContacts, emailContacts, telegramContacts, chatKeys };
}

/** The shop's payment provider: ЮKassa, its keys kept encrypted under the server's secret. */
function paymentConnection(
  { db }: Infrastructure,
  config: Config,
  logger: Logger,
  { journal }: Pick<TeamServices, 'journal'>,
) {
  const { yookassaApiRoot, secret } = config.payments;
  const provider = createYookassaProvider({ apiRoot: yookassaApiRoot, logger });
  const cipher = createSecretsCipher(secret);
  return {
    provider,
    paymentSettings: createPaymentSettingsService({ db, provider, cipher, journal }),
  };
}

/** The orders paid through the provider: payments, refunds, notifications and the poll. */
function orderPaymentServices(
  { db, now }: Infrastructure,
  config: Config,
  logger: Logger,
  { journal }: Pick<TeamServices, 'journal'>,
  { provider, paymentSettings }: ReturnType<typeof paymentConnection>,
  hooks: OrderPaymentHooks,
) {
  const { holdMinutes, pollIntervalMs } = config.payments;
  const { connectionOf } = paymentSettings;
  const parts = { db, now, logger, provider, connectionOf, hooks };
  const orderPayments = createOrderPayments({ ...parts, holdMinutes });
  return {
    paymentSettings,
    orderPayments,
    orderRefunds: createOrderRefunds({ ...parts, journal }),
    paymentNotifications: createPaymentNotifications({ ...parts, payments: orderPayments }),
    paymentPoll: createPaymentPoll({
      ...parts,
      payments: orderPayments,
      intervalMs: pollIntervalMs,
    }),
  };
}

/**
 * Every service, built once, in dependency order: each receives the infrastructure and the
 * narrow parts of other services it uses, never a way to build them itself.
 */
export function createServices(infra: Infrastructure, config: Config, logger: Logger) {
  // A message keeps the id of the request that caused it, for the logs of its tries.
  const delivery = createDeliveryService({
    db: infra.db,
    now: infra.now,
    requestId: currentRequestId,
  });
  // Deleting a product, a collection or a whole shop deletes photos.
  const mediaCleanup = createMediaCleanupService({ db: infra.db, media: infra.media, logger });
  const team = teamServices(infra, delivery, mediaCleanup);
  const catalog = catalogServices(infra, config, team, mediaCleanup);
  const notifier = notifierServices(infra, delivery);
  const webhooks = createWebhooks({
    db: infra.db,
    now: infra.now,
    delivery,
    // Decision 63's cipher, under the same server secret as the payment keys.
    cipher: createSecretsCipher(config.payments.secret),
    fetcher: infra.pageFetcher,
    journal: team.journal,
    allowPlainHttp: config.pageFetch.allowPrivate,
    cacheTtlMs: KEPT_READS_TTL_MS,
  });
  const connection = paymentConnection(infra, config, logger, team);
  const platform = platformServices(infra, catalog, notifier, team, connection.paymentSettings);
  const storefront = createStorefrontService({
    db: infra.db,
    now: infra.now,
    products: catalog.products,
    widgets: platform.widgets,
    cacheTtlMs: KEPT_READS_TTL_MS,
  });
  const feeds = createFeedsService({
    db: infra.db,
    now: infra.now,
    products: catalog.products,
    publicUrl: config.http.publicUrl,
    photoUrlBase: catalog.photoUrlBase,
    cacheTtlMs: KEPT_READS_TTL_MS,
  });
  const events = createEventsService({ ...infra, logger, cacheTtlMs: KEPT_READS_TTL_MS });
  const shopTemplates = createShopTemplates({ ...infra, ttlMs: KEPT_READS_TTL_MS });
  const merchantReads = createMerchantReads(infra.changes, [
    storefront.forgetMerchant,
    feeds.forgetMerchant,
    platform.siteOrigins.forgetMerchant,
    events.forgetMerchant,
    catalog.collectionView.forgetMerchant,
    catalog.productRows.forgetMerchant,
    webhooks.forgetMerchant,
    shopTemplates.forgetMerchant,
  ]);
  const shopEvents = createShopEvents({
    ...infra,
    database: infra,
    logger,
    shopAccess: team.shopAccess,
  });
  const customers = createCustomersService({
    ...infra,
    journal: team.journal,
    dropBuyerLetters: (tx, shopId, orderIds) =>
      delivery.dropUnsent(tx, shopId, buyerLetterCauses(orderIds)),
  });
  const payments = orderPaymentServices(
    infra,
    config,
    logger,
    team,
    connection,
    orderPaymentHooks({
      delivery,
      shopEvents,
      stockChanged: merchantReads.changed,
      webhooks: webhooks.events,
    }),
  );
  const blocklist = createBlocklistService({ ...infra, ttlMs: KEPT_READS_TTL_MS });
  const orders = createOrdersService({
    ...infra,
    delivery,
    blocklist,
    stockChanged: merchantReads.changed,
    shopEvents,
    webhooks: webhooks.events,
    customers,
    payments: payments.orderPayments,
  });
  const { telegram } = infra;
  const { publicUrl } = config.http;
  telegram?.use(
    createOrderButtons({ db: infra.db, telegram, orders, publicUrl, templates: shopTemplates }),
  );
  return {
    health: createHealthService({ db: infra.db }),
    delivery,
    mediaCleanup,
    ...team,
    ...accountServices(infra, config, delivery, team),
    ...catalog,
    ...platform,
    ...notifier,
    orders,
    blocklist,
    webhooks,
    customers,
    shopEvents,
    ...payments,
    events,
    analytics: createAnalyticsService({ db: infra.db, flushBeacons: events.flush }),
    widgetList: createWidgetListService({ ...infra, flushBeacons: events.flush }),
    setup: createSetupService(infra),
    storefront,
    feeds,
    merchantReads,
    shopTemplates,
    messageTemplates: createMessageTemplatesService({
      db: infra.db,
      journal: team.journal,
      orders,
      publicUrl,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
