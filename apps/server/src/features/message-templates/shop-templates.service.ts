import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { createMerchantCache } from '../../infra/merchant-cache/merchant-cache';
import { selectShopTemplates } from './message-templates.repository';
import type { ShopTemplates } from './template-values';

// What the features that render order messages need of the templates.
export {
  buyerValues,
  merchantValues,
  statusValues,
  templateOf,
  type ShopTemplates,
} from './template-values';

/** Shops whose texts a process keeps at most, those used last. */
const SHOPS_KEPT = 10_000;

interface ShopTemplatesDeps {
  db: Db;
  now: Clock;
  /** How long a process keeps a shop's texts at most, whatever the writes. */
  ttlMs: number;
}

/**
 * The shops' texts of their order messages as the messages are written from them: one statement
 * per shop, kept until the merchant's next write here or in any other process (decision 55's
 * merchant reads), so a delivery reads nothing more per message.
 */
export function createShopTemplates({ db, now, ttlMs }: ShopTemplatesDeps) {
  const cache = createMerchantCache<ShopTemplates>({ now, ttlMs, maxEntries: SHOPS_KEPT });

  async function read(shopId: number): Promise<ShopTemplates> {
    // Taken before the read: a write while it runs makes what it read stale at once.
    const version = cache.versionOf(shopId);
    const templates = await selectShopTemplates(db, shopId);
    cache.set(shopId, shopId, version, templates);
    return templates;
  }

  return {
    /** The shop's own texts; none for a message of no shop. */
    async of(shopId: number | null): Promise<ShopTemplates> {
      if (shopId === null) return {};
      return cache.get(shopId) ?? (await cache.readOnce(shopId, () => read(shopId))) ?? {};
    },
    forgetMerchant: cache.merchantChanged,
  };
}

export type ShopTemplatesService = ReturnType<typeof createShopTemplates>;
