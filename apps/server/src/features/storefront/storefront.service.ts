import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { createMerchantCache } from '../../infra/merchant-cache/merchant-cache';
import type { CardsScope, ProductsService } from '../products/products.service';
import type { WidgetsService } from '../widgets/widgets.service';
import { publicAnswerOf, type PublicAnswer } from './send-public-answer';
import { nodesByKey, showcaseOf } from './showcase-cards';
import {
  selectNodes,
  selectPublishedWidgets,
  selectSiteAccess,
  type PublishedWidget,
} from './storefront.repository';

/**
 * A site's answer, ready to send: who may read it, its body in each encoding and its ETag (weak:
 * the same for every encoding of the body).
 */
export interface SiteShowcases extends PublicAnswer {
  /** The site's confirmed domains, ASCII. */
  domains: string[];
}

/** A product's view asked of a site: who may read it, and the view; null when it is not shown. */
export interface SiteProduct {
  domains: string[];
  view: PublicAnswer | null;
}

/**
 * Product views a process keeps at most, the newest: their ids come from visitors, and a view
 * may hold 10 000 characters of text and 30 photos.
 */
const PRODUCT_VIEWS_KEPT = 2000;

interface StorefrontDeps {
  db: Db;
  now: Clock;
  products: Pick<ProductsService, 'cardsOnSale' | 'viewOnSale'>;
  widgets: Pick<WidgetsService, 'draftOf'>;
  /** How long a process keeps a site's answer at most, whatever the writes. */
  cacheTtlMs: number;
}

/**
 * The public read of a site's published showcases (issue 13), cached per site in memory, the
 * view of one of their products (issue 26), cached per site and product, and the style tab's
 * preview of one widget as it would be published now.
 */
export function createStorefrontService({
  db,
  now,
  products,
  widgets,
  cacheTtlMs,
}: StorefrontDeps) {
  const cache = createMerchantCache<SiteShowcases>({ now, ttlMs: cacheTtlMs });
  const productViews = createMerchantCache<SiteProduct, string>({
    now,
    ttlMs: cacheTtlMs,
    maxEntries: PRODUCT_VIEWS_KEPT,
  });

  /** The owner's nodes the widgets show, and the products they take: one statement. */
  async function nodesShown(shopId: number, shown: PublishedWidget[]) {
    const content = shown.flatMap((widget) => widget.content);
    const collectionIds = content.flatMap((node) => node.collection_id ?? []);
    const categoryIds = content.flatMap((node) => node.category_id ?? []);
    const titles = await selectNodes(db, shopId, collectionIds, categoryIds);
    const scope: CardsScope = {
      collectionIds: titles.collections.map((collection) => collection.id),
      categoryIds: titles.categories.flatMap((category) => category.subtree),
    };
    return { titles, scope };
  }

  /** The owner's widgets with their cards on sale: two statements whatever the catalog's size. */
  async function showcasesWithCards(
    shopId: number,
    shown: PublishedWidget[],
  ): Promise<StorefrontShowcase[]> {
    const { titles, scope } = await nodesShown(shopId, shown);
    const rows = await products.cardsOnSale(shopId, scope);
    const nodes = nodesByKey(titles);
    return shown.map((widget) => showcaseOf(widget, nodes, rows));
  }

  /** Four statements whatever the catalog's size: the site, its widgets, their nodes, the cards. */
  async function read(siteId: number): Promise<SiteShowcases | null> {
    const site = await selectSiteAccess(db, siteId);
    if (!site) return null;
    const version = cache.versionOf(site.shopId);
    const published = await selectPublishedWidgets(db, site.shopId, siteId);
    const showcases = await showcasesWithCards(site.shopId, published);
    const answer = {
      domains: site.domains,
      ...publicAnswerOf(JSON.stringify({ data: { showcases } })),
    };
    cache.set(siteId, site.shopId, version, answer);
    return answer;
  }

  /**
   * Four statements: the site, its published widgets, their nodes, the product. Kept only when
   * the product is shown: an id a visitor made up costs the reads, not the memory.
   */
  async function readProduct(key: string, siteId: number, productId: number) {
    const site = await selectSiteAccess(db, siteId);
    if (!site) return null;
    const version = productViews.versionOf(site.shopId);
    const published = await selectPublishedWidgets(db, site.shopId, siteId);
    const { scope } = await nodesShown(site.shopId, published);
    const row = await products.viewOnSale(site.shopId, productId, scope);
    if (!row) return { domains: site.domains, view: null };
    const answer = { domains: site.domains, view: publicAnswerOf(JSON.stringify({ data: row })) };
    productViews.set(key, site.shopId, version, answer);
    return answer;
  }

  return {
    /** The site's answer, from the cache when no write of its owner came since; null: no site. */
    async showcasesOf(siteId: number): Promise<SiteShowcases | null> {
      return cache.get(siteId) ?? cache.readOnce(siteId, () => read(siteId));
    },
    /**
     * A product of the site's published showcases as its view shows it, from the cache when no
     * write of its owner came since; null: no site.
     */
    async productOf(siteId: number, productId: number): Promise<SiteProduct | null> {
      const key = `${siteId}:${productId}`;
      return (
        productViews.get(key) ??
        productViews.readOnce(key, () => readProduct(key, siteId, productId))
      );
    },
    /**
     * The merchant's widget as visitors would see it once published: its draft content and
     * style, the same cards as the public read. Three statements; never cached.
     */
    async previewOf(shopId: number, widgetId: number): Promise<StorefrontShowcase> {
      const draft = await widgets.draftOf(shopId, widgetId);
      const [showcase] = await showcasesWithCards(shopId, [draft]);
      return showcase!;
    },
    forgetMerchant(shopId: number) {
      cache.merchantChanged(shopId);
      productViews.merchantChanged(shopId);
    },
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
