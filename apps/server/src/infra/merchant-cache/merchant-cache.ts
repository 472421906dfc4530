import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock';

interface Entry<Value> {
  shopId: number;
  /** The owner's version when the read began: a write since then makes the entry stale. */
  version: number;
  expiresAt: number;
  value: Value;
}

interface MerchantCacheSettings {
  now: Clock;
  ttlMs: number;
  /** The most entries kept, the newest: for ids that visitors name (a site's products). */
  maxEntries?: number;
}

/**
 * Answers of a merchant's reads kept in this process's memory, each under an id (a site's, a
 * collection's, a site's product's). Every successful write of a merchant bumps the merchant's
 * version, and an entry read before the bump is not served again; entries also expire after
 * `ttlMs`, which bounds how stale another process's copy can be, and leave memory then, asked
 * for again or not (decision 55). An id is read once at a time:
 * requests that come while it is read wait for that read.
 */
export function createMerchantCache<Value, Id extends number | string = number>({
  now,
  ttlMs,
  maxEntries = Infinity,
}: MerchantCacheSettings) {
  const versions = new Map<number, number>();
  // An entry leaves when its time is up, asked for again or not (a timer an entry, on the app's
  // clock): answers are large and ids (sites, collections) may never be asked for again.
  const entries = new LRUCache<Id, Entry<Value>>({
    ...(Number.isFinite(maxEntries) ? { max: maxEntries } : {}),
    ttl: ttlMs,
    ttlAutopurge: true,
    ttlResolution: 0,
    perf: { now: () => now().getTime() },
  });
  const reading = new Map<Id, Promise<Value | null>>();
  const versionOf = (shopId: number) => versions.get(shopId) ?? 0;

  return {
    get(id: Id): Value | undefined {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.version === versionOf(entry.shopId) && now().getTime() < entry.expiresAt) {
        return entry.value;
      }
      entries.delete(id);
      return undefined;
    },
    /**
     * What `read` gives, shared with every request for the id until it is done: an answer that
     * expires under a site's traffic is read (and compressed) once, not once per request waiting.
     * After a merchant's write, a request starts a read of its own.
     */
    readOnce(id: Id, read: () => Promise<Value | null>): Promise<Value | null> {
      const underWay = reading.get(id);
      if (underWay) return underWay;
      const started = read().finally(() => {
        if (reading.get(id) === started) reading.delete(id);
      });
      reading.set(id, started);
      return started;
    },
    /** Call before reading what is stored; pass the result to `set` with the value read. */
    versionOf,
    set(id: Id, shopId: number, version: number, value: Value) {
      entries.set(id, { shopId, version, expiresAt: now().getTime() + ttlMs, value });
    },
    /** How many answers are kept, fresh or not yet let go. */
    size: () => entries.size,
    merchantChanged(shopId: number) {
      versions.set(shopId, versionOf(shopId) + 1);
      // Which ids are the merchant's is known once read: no read under way is joined again.
      reading.clear();
    },
  };
}
