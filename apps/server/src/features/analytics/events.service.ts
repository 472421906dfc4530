import type { EventBatch } from '@vitrina/contracts/events';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { createMerchantCache } from '../../infra/merchant-cache/merchant-cache';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { Logger } from '../../logger';
import { dailyCounts } from './daily-counts';
import { addDailyCounts, findSiteWidgets, type SiteWidgets } from './events.repository';
import { createPendingCounts } from './pending-counts';
import { withinCaps } from './visitor-caps';
import { createZoneDays } from './zone-days';

/** How often a process writes what its beacons counted: a crash loses at most this much. */
const FLUSH_INTERVAL_MS = 1000;

/**
 * Day rows a process keeps unwritten at most, some 15 MB: a second's beacons fill a few hundred;
 * only a database away for long, or a flood of made-up product ids, reaches it.
 */
const PENDING_ROWS_MAX = 50_000;

/** Sites whose widgets a process keeps at most, the newest: their ids come from visitors. */
const SITES_KEPT = 10_000;

interface EventsServiceDeps {
  db: Db;
  now: Clock;
  rateLimiter: Pick<RateLimiter, 'take'>;
  logger: Logger;
  /** How long a process keeps a site's published widgets at most, whatever the writes. */
  cacheTtlMs: number;
}

/**
 * The widgets' funnel beacons, added to per-day counters of the shop's days (issue 14, 32):
 * counted in this process's memory, written once a second in one statement (decision 69). A
 * beacon never waits for the database: what it needs of its site is kept per site until the
 * merchant's next write, heard from the other processes as the showcases' answers are.
 */
export function createEventsService({
  db,
  now,
  rateLimiter,
  logger,
  cacheTtlMs,
}: EventsServiceDeps) {
  const sites = createMerchantCache<SiteWidgets>({
    now,
    ttlMs: cacheTtlMs,
    maxEntries: SITES_KEPT,
  });
  const pending = createPendingCounts(PENDING_ROWS_MAX);
  const dayIn = createZoneDays();
  /** The flushes asked for, one after the other. */
  let flushes = Promise.resolve();
  let flushesQueued = 0;
  let timer: NodeJS.Timeout | undefined;

  async function readSite(siteId: number) {
    const site = await findSiteWidgets(db, siteId);
    if (!site) return null;
    sites.set(siteId, site.shopId, sites.versionOf(site.shopId), site);
    return site;
  }

  /** What is pending, written; kept for the next flush when the write fails. Never throws. */
  async function write() {
    const { dropped, ...counts } = pending.take();
    if (dropped) {
      logger.warn({ rows: dropped }, 'Funnel counts of new rows dropped: too many left unwritten');
    }
    const rows = counts.widgetRows.length + counts.productRows.length;
    if (!rows) return;
    try {
      await addDailyCounts(db, counts);
    } catch (error) {
      pending.add(counts);
      logger.error(
        { err: error, rows },
        'Could not write the funnel counts; kept for the next try',
      );
    }
  }

  function flush(): Promise<void> {
    flushesQueued += 1;
    flushes = flushes.then(write).finally(() => {
      flushesQueued -= 1;
    });
    return flushes;
  }

  return {
    /**
     * Counts a beacon whose page may speak of its site, once, within its sender's caps of the
     * day, in memory: no statement, unless the site's widgets are not kept yet.
     */
    async count(batch: EventBatch, address: string): Promise<void> {
      const siteId = batch.site_id;
      const site = sites.get(siteId) ?? (await sites.readOnce(siteId, () => readSite(siteId)));
      if (!site?.widgets.size) return;
      // The shop's day: a changed zone counts from its next beacon on, the days already counted
      // stay as they were counted.
      const day = dayIn(now(), site.timeZone);
      const sender = { visitor: batch.visitor, address };
      const events = await withinCaps(rateLimiter, batch.events, site.widgets, sender, day);
      if (events.length) pending.add(dailyCounts(events, day, site.widgets));
    },
    /**
     * Writes what is counted and not yet written, after any write under way: the timer's
     * rounds, the analytics reads (the merchant sees their own process's beacons) and tests.
     */
    flush,
    /** The writes once a second, until `close`. */
    start() {
      // A slow database gets one write at a time, not a queue of them.
      timer = setInterval(() => {
        if (flushesQueued === 0) void flush();
      }, FLUSH_INTERVAL_MS).unref();
    },
    /** Stops the writes and writes what is left: before the database closes. */
    async close() {
      clearInterval(timer);
      await flush();
    },
    forgetMerchant: sites.merchantChanged,
  };
}

export type EventsService = ReturnType<typeof createEventsService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The beacons' counts this process has not written yet: `flush()` writes them now. */
    beaconCounts: Pick<EventsService, 'flush'>;
  }
}
