import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import type { Db } from '../../db/client';
import { weakEtagOf } from '../../http/etag';
import type { Clock } from '../../infra/clock';
import { createMerchantCache } from '../../infra/merchant-cache/merchant-cache';
import type { ProductsService } from '../products/products.service';
import type { WidgetsService } from '../widgets/widgets.service';
import { encodeBody, type EncodedBody } from './encoded-body';
import { nodesByKey, showcaseOf } from './showcase-cards';
import {
  selectNodes,
  selectPublishedWidgets,
  selectSiteAccess,
  type PublishedWidget,
} from './storefront.repository';

/** A site's answer, ready to send: who may read it, its body in each encoding and its ETag. */
export interface SiteShowcases {
  /** The site's confirmed domains, ASCII. */
  domains: string[];
  body: EncodedBody;
  /** Weak: the same for every encoding of the body. */
  etag: string;
}

interface StorefrontDeps {
  db: Db;
  now: Clock;
  products: Pick<ProductsService, 'cardsOnSale'>;
  widgets: Pick<WidgetsService, 'draftOf'>;
  /** How long a process keeps a site's answer at most, whatever the writes. */
  cacheTtlMs: number;
}

/**
 * The public read of a site's published showcases (issue 13), cached per site in memory, and the
 * style tab's preview of one widget as it would be published now.
 */
export function createStorefrontService({
  db,
  now,
  products,
  widgets,
  cacheTtlMs,
}: StorefrontDeps) {
  const cache = createMerchantCache<SiteShowcases>({ now, ttlMs: cacheTtlMs });

  /** The owner's widgets with their cards on sale: two statements whatever the catalog's size. */
  async function showcasesWithCards(
    userId: number,
    shown: PublishedWidget[],
  ): Promise<StorefrontShowcase[]> {
    const content = shown.flatMap((widget) => widget.content);
    const collectionIds = content.flatMap((node) => node.collection_id ?? []);
    const categoryIds = content.flatMap((node) => node.category_id ?? []);
    const titles = await selectNodes(db, userId, collectionIds, categoryIds);
    const rows = await products.cardsOnSale(userId, {
      collectionIds: titles.collections.map((collection) => collection.id),
      categoryIds: titles.categories.flatMap((category) => category.subtree),
    });
    const nodes = nodesByKey(titles);
    return shown.map((widget) => showcaseOf(widget, nodes, rows));
  }

  /** Four statements whatever the catalog's size: the site, its widgets, their nodes, the cards. */
  async function read(siteId: number): Promise<SiteShowcases | null> {
    const site = await selectSiteAccess(db, siteId);
    if (!site) return null;
    const version = cache.versionOf(site.userId);
    const published = await selectPublishedWidgets(db, site.userId, siteId);
    const showcases = await showcasesWithCards(site.userId, published);
    const text = JSON.stringify({ data: { showcases } });
    const answer = { domains: site.domains, body: encodeBody(text), etag: weakEtagOf(text) };
    cache.set(siteId, site.userId, version, answer);
    return answer;
  }

  return {
    /** The site's answer, from the cache when no write of its owner came since; null: no site. */
    async showcasesOf(siteId: number): Promise<SiteShowcases | null> {
      return cache.get(siteId) ?? cache.readOnce(siteId, () => read(siteId));
    },
    /**
     * The merchant's widget as visitors would see it once published: its draft content and
     * style, the same cards as the public read. Three statements; never cached.
     */
    async previewOf(userId: number, widgetId: number): Promise<StorefrontShowcase> {
      const draft = await widgets.draftOf(userId, widgetId);
      const [showcase] = await showcasesWithCards(userId, [draft]);
      return showcase!;
    },
    forgetMerchant: cache.merchantChanged,
  };
}

export type StorefrontService = ReturnType<typeof createStorefrontService>;
