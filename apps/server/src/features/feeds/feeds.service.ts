import type { FeedSettings } from '@vitrina/contracts/feeds';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import { createMerchantCache } from '../../infra/merchant-cache/merchant-cache';
import { newSecretToken } from '../../secret-token';
import { weakEtagOf } from '../../shared/etag';
import type { ProductsService } from '../products/products.service';
import { feedXml, shopXml, type FeedShop } from './feed-document';
import { offersOf, type CardRow } from './feed-offers';
import { offerPlaces, shopOf } from './feed-places';
import {
  selectFeedNodes,
  selectFeedOwner,
  selectFeedToken,
  selectFeedWidget,
  selectOfferDetails,
  updateFeedToken,
  type FeedNodes,
  type FeedWidget,
} from './feeds.repository';

/** A feed as it is sent: its UTF-8 bytes and weak ETag. */
export interface FeedAnswer {
  body: Buffer;
  etag: string;
}

/** What `newSecretToken` makes: 32 bytes, base64url. Anything else is no feed's, unasked. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Feeds a process keeps at most, the newest: a catalog of thousands of products makes a feed of
 * megabytes, and marketplaces fetch each a few times an hour.
 */
const FEEDS_KEPT = 100;

interface FeedsDeps {
  db: Db;
  now: Clock;
  products: Pick<ProductsService, 'cardsOnSale'>;
  /** The server's public address, where the feeds are read. */
  publicUrl: string;
  /** The absolute address photos' keys follow. */
  photoUrlBase: string;
  /** How long a process keeps a feed at most, whatever the writes. */
  cacheTtlMs: number;
}

/**
 * A published widget's YML feed (issue 31): the merchant turns it on and off, marketplaces read
 * it at its secret address. Each feed is kept per token in memory until a write of its owner.
 */
export function createFeedsService({
  db,
  now,
  products,
  publicUrl,
  photoUrlBase,
  cacheTtlMs,
}: FeedsDeps) {
  const cache = createMerchantCache<FeedAnswer, string>({
    now,
    ttlMs: cacheTtlMs,
    maxEntries: FEEDS_KEPT,
  });

  const settingsOf = (token: string | null | undefined): FeedSettings => {
    if (token === undefined) throw new NotFoundError();
    return {
      enabled: token !== null,
      url: token === null ? null : `${publicUrl}/api/v1/public/feeds/${token}.yml`,
    };
  };

  /** The offers of the cards the widget shows, in the cards' (id) order: two statements. */
  async function offersShown(widget: FeedWidget, nodes: FeedNodes, shop: FeedShop) {
    const cards: CardRow[] = await products.cardsOnSale(widget.shopId, {
      collectionIds: nodes.collections.filter((node) => node.chosen).map((node) => node.id),
      categoryIds: nodes.categories.filter((node) => node.chosen).map((node) => node.id),
    });
    const ids = cards.map((card) => card.id);
    const details = await selectOfferDetails(db, widget.shopId, ids, photoUrlBase);
    const detailsById = new Map(details.map((row) => [row.id, row]));
    const placeOf = offerPlaces(widget, nodes, shop);
    return cards.flatMap((card) => {
      const row = detailsById.get(card.id);
      return row ? offersOf(card, row, placeOf(card, row)) : [];
    });
  }

  /**
   * Five statements: the owner first, so that a write of theirs from then on makes the answer
   * stale (the feed turned off among them); then the widget by its token again, its nodes, the
   * cards and what offers add to them. Null: no feed, or nothing of it is public.
   */
  async function read(token: string): Promise<FeedAnswer | null> {
    const shopId = await selectFeedOwner(db, token);
    if (shopId === null) return null;
    const version = cache.versionOf(shopId);
    const widget = await selectFeedWidget(db, token);
    const shop = widget && shopOf(widget);
    if (!widget || !shop) return null;
    const content = widget.content;
    const nodes = await selectFeedNodes(
      db,
      widget.shopId,
      content.flatMap((node) => node.collection_id ?? []),
      content.flatMap((node) => node.category_id ?? []),
    );
    const offers = await offersShown(widget, nodes, shop);
    const catalog = shopXml(shop, nodes, offers);
    const answer = { body: Buffer.from(feedXml(catalog, now())), etag: weakEtagOf(catalog) };
    cache.set(token, shopId, version, answer);
    return answer;
  }

  return {
    /** The widget's feed: on with its address, or off. 404: not the merchant's widget. */
    async settings(shopId: number, widgetId: number): Promise<FeedSettings> {
      return settingsOf(await selectFeedToken(db, shopId, widgetId));
    },
    /** Turns the feed on (its address stays while it is on) or off (the address stops working). */
    async setEnabled(shopId: number, widgetId: number, enabled: boolean): Promise<FeedSettings> {
      const token = enabled ? newSecretToken() : null;
      return settingsOf(await updateFeedToken(db, shopId, widgetId, token));
    },
    /** The feed at this token, from the cache when no write of its owner came since; null: none. */
    async feedOf(token: string): Promise<FeedAnswer | null> {
      if (!TOKEN_SHAPE.test(token)) return null;
      return cache.get(token) ?? cache.readOnce(token, () => read(token));
    },
    forgetMerchant(shopId: number) {
      cache.merchantChanged(shopId);
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
