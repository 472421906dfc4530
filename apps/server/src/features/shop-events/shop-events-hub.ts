import { SHOP_EVENT_LIMITS } from '@vitrina/contracts/shop-events';
import type { Database, Db } from '../../db/client';
import type { ShopEventRow } from '../../db/schema';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../logger';
import { pruneShopEvents, SHOP_EVENTS_CHANNEL, shopEventsAfter } from './shop-events.repository';

/** One open stream: its shop, the last event it was sent, and how it is sent more. */
export interface Listener {
  shopId: number;
  lastId: number;
  send(events: ShopEventRow[]): void;
}

interface HubDeps {
  db: Db;
  database: Pick<Database, 'listen'>;
  now: Clock;
  logger: Logger;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * A process's open streams by shop. Every process hears of every shop's new events on one
 * channel (decision 61); on a shop's news its streams are sent what each has not seen, read once
 * for all of them. Reads of one shop never overlap, so no event is sent twice or out of order.
 */
export function createShopEventsHub({ db, database, now, logger }: HubDeps) {
  const listeners = new Map<number, Set<Listener>>();
  /** Shops being read now; `true` when news came meanwhile and they must be read again. */
  const reading = new Map<number, boolean>();
  let stopListening: (() => Promise<void>) | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;

  async function readFor(shopId: number, shopListeners: Set<Listener>) {
    for (;;) {
      const from = Math.min(...[...shopListeners].map((listener) => listener.lastId));
      const events = await shopEventsAfter(db, shopId, from, SHOP_EVENT_LIMITS.readBatch);
      for (const listener of shopListeners) {
        const unseen = events.filter((event) => event.id > listener.lastId);
        if (unseen.length === 0) continue;
        listener.lastId = unseen.at(-1)!.id;
        listener.send(unseen);
      }
      if (events.length < SHOP_EVENT_LIMITS.readBatch) return;
    }
  }

  async function wake(shopId: number) {
    if (reading.has(shopId)) {
      reading.set(shopId, true);
      return;
    }
    reading.set(shopId, false);
    try {
      do {
        reading.set(shopId, false);
        const shopListeners = listeners.get(shopId);
        if (shopListeners?.size) await readFor(shopId, shopListeners);
      } while (reading.get(shopId));
    } catch (error) {
      logger.warn({ err: error, shopId }, 'Shop events: could not read what is new');
    } finally {
      reading.delete(shopId);
    }
  }

  function prune() {
    const before = new Date(now().getTime() - SHOP_EVENT_LIMITS.keptHours * 60 * 60 * 1000);
    pruneShopEvents(db, before).catch((error: unknown) => {
      logger.warn({ err: error }, 'Shop events: could not forget the old ones');
    });
  }

  return {
    /** Listens for every process's news and forgets old events hourly; never throws. */
    async start() {
      stopListening = await database
        .listen(SHOP_EVENTS_CHANNEL, (payload) => {
          const shopId = Number(payload);
          if (Number.isSafeInteger(shopId) && listeners.has(shopId)) void wake(shopId);
        })
        .catch((error: unknown) => {
          // The consoles then keep to their fallback poll: freshness is lost, not service.
          logger.warn({ err: error }, 'Shop events: not listening');
          return undefined;
        });
      prune();
      pruneTimer = setInterval(prune, PRUNE_EVERY_MS).unref();
    },

    /** Adds the stream and sends it at once what came after its `lastId`; answers its removal. */
    add(listener: Listener): () => void {
      const shopListeners = listeners.get(listener.shopId) ?? new Set();
      listeners.set(listener.shopId, shopListeners.add(listener));
      void wake(listener.shopId);
      return () => {
        shopListeners.delete(listener);
        if (shopListeners.size === 0) listeners.delete(listener.shopId);
      };
    },

    async close() {
      clearInterval(pruneTimer);
      await stopListening?.().catch(() => undefined);
    },
  };
}

export type ShopEventsHub = ReturnType<typeof createShopEventsHub>;
