import { moscowDay } from '@vitrina/contracts/moscow-days';
import type { EventBatch } from '@vitrina/contracts/events';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import { dailyCounts } from './daily-counts';
import { addDailyCounts, findOwnedProductIds, findPublishedWidgets } from './events.repository';

interface EventsServiceDeps {
  db: Db;
  now: Clock;
  rateLimiter: Pick<RateLimiter, 'hit'>;
}

/** The widgets' funnel beacons, added to per-day counters (issue 14). */
export function createEventsService({ db, now, rateLimiter }: EventsServiceDeps) {
  return {
    /**
     * Counts a beacon whose page may speak of its site, once: three statements and a
     * transaction of two upserts at most, whatever the number of its events.
     */
    async count(batch: EventBatch): Promise<void> {
      await rateLimiter.hit('eventsPerSite', String(batch.site_id));
      const tagDivs = [...new Set(batch.events.map((event) => event.tag_div))];
      const widgets = await findPublishedWidgets(db, batch.site_id, tagDivs);
      // A site is one merchant's: its widgets share an owner.
      const [owner] = widgets.values();
      if (!owner) return;
      const productIds = batch.events.flatMap((event) => event.product_id ?? []);
      const owned = await findOwnedProductIds(db, owner.userId, [...new Set(productIds)]);
      await addDailyCounts(db, dailyCounts(batch.events, moscowDay(now()), widgets, owned));
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
