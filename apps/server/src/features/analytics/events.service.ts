import type { EventBatch } from '@vitrina/contracts/events';
import { zoneDay } from '@vitrina/contracts/time-zone';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import { dailyCounts } from './daily-counts';
import { addDailyCounts, findOwnedProductIds, findPublishedWidgets } from './events.repository';
import { withinCaps } from './visitor-caps';

interface EventsServiceDeps {
  db: Db;
  now: Clock;
  rateLimiter: Pick<RateLimiter, 'take'>;
}

/** The widgets' funnel beacons, added to per-day counters of the shop's days (issue 14, 32). */
export function createEventsService({ db, now, rateLimiter }: EventsServiceDeps) {
  return {
    /**
     * Counts a beacon whose page may speak of its site, once, within its sender's caps of the
     * day: three statements and a transaction of two upserts at most, whatever the number of
     * its events; one when nothing fits.
     */
    async count(batch: EventBatch, address: string): Promise<void> {
      const tagDivs = [...new Set(batch.events.map((event) => event.tag_div))];
      const published = await findPublishedWidgets(db, batch.site_id, tagDivs);
      if (!published) return;
      const { shopId, timeZone, widgets } = published;
      // The shop's day: a changed zone counts from its next beacon on, the days already counted
      // stay as they were counted.
      const day = zoneDay(now(), timeZone);
      const sender = { visitor: batch.visitor, address };
      const events = await withinCaps(rateLimiter, batch.events, widgets, sender, day);
      if (!events.length) return;
      const productIds = events.flatMap((event) => event.product_id ?? []);
      const owned = await findOwnedProductIds(db, shopId, [...new Set(productIds)]);
      await addDailyCounts(db, dailyCounts(events, day, widgets, owned));
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
