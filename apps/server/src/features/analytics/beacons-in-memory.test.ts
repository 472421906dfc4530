import type { EventBatch, WidgetEvent } from '@vitrina/contracts/events';
import { DEFAULT_TIME_ZONE, zoneDay } from '@vitrina/contracts/time-zone';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import type { Db } from '../../db/client';
import { MemoryRateLimiter } from '../../infra/rate-limits/memory-rate-limiter';
import { ownShopId, registerAccount } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { captureLogs } from '../../testing/capture-logs';
import { callApi } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { originOf, sendBeacon, widgetDays, productDays } from '../../testing/funnel-events';
import { publishedShowcase, type PublishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { createTestDatabase, testDatabaseUrl } from '../../testing/test-database';
import { useTwoProcesses } from '../../testing/two-processes';
import { createEventsService } from './events.service';

const today = zoneDay(new Date(), DEFAULT_TIME_ZONE);
const viewOf = (showcase: PublishedShowcase): WidgetEvent => ({
  type: 'view',
  tag_div: showcase.tagDiv,
});
const clickOf = (showcase: PublishedShowcase, productId = showcase.productId): WidgetEvent => ({
  type: 'click',
  tag_div: showcase.tagDiv,
  product_id: productId,
});
const batchOf = (showcase: PublishedShowcase, events: WidgetEvent[]): EventBatch => ({
  site_id: showcase.siteId,
  visitor: randomUUID(),
  events,
});

/** `db`, whose statements fail while `away` is set: a database that does not answer. */
function unreliable(db: Db) {
  const state = { away: false };
  const failing = () => Promise.reject(new Error('the database is away'));
  const proxy = new Proxy(db, {
    get: (target, property, receiver) =>
      property === 'execute' && state.away ? failing : Reflect.get(target, property, receiver),
  });
  return { db: proxy, state };
}

describe('beacons counted in memory, written once a second', () => {
  const session = useSignedInApp();
  const db = () => session.testApp.database.db;

  /** A service of the app's database whose timer never runs: the test flushes it. */
  function eventsService(database: Db = db()) {
    const { logger, lines } = captureLogs();
    const now = () => new Date();
    const rateLimiter = new MemoryRateLimiter(DEFAULT_RATE_LIMITS, now);
    const events = createEventsService({
      db: database,
      now,
      rateLimiter,
      logger,
      cacheTtlMs: 60_000,
    });
    return { events, lines };
  }

  it('counts a beacon without a statement once its site is known, and writes a second’s beacons in one', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const { events } = eventsService();
    await events.count(batchOf(showcase, [viewOf(showcase)]), '198.51.100.1');

    const counting = await countQueries(db(), async () => {
      for (const address of ['198.51.100.2', '198.51.100.3']) {
        await events.count(batchOf(showcase, [viewOf(showcase), clickOf(showcase)]), address);
      }
    });

    expect(counting).toBe(0);
    expect(await widgetDays(db(), showcase.widgetId)).toEqual([]);
    expect(await countQueries(db(), () => events.flush())).toBe(1);
    expect(await widgetDays(db(), showcase.widgetId)).toEqual([
      { day: today, views: 3, clicks: 2, cartAdds: 0, formOpens: 0 },
    ]);
    expect(await productDays(db(), showcase.widgetId)).toMatchObject([
      { productId: showcase.productId, clicks: 2 },
    ]);
  });

  it('adds each flush to the rows written before, and writes nothing when nothing is pending', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const { events } = eventsService();

    await events.count(batchOf(showcase, [viewOf(showcase), clickOf(showcase)]), '198.51.100.4');
    await events.flush();
    await events.count(batchOf(showcase, [viewOf(showcase)]), '198.51.100.5');
    await events.flush();

    expect(await widgetDays(db(), showcase.widgetId)).toMatchObject([{ views: 2, clicks: 1 }]);
    expect(await countQueries(db(), () => events.flush())).toBe(0);
  });

  it('keeps the counts of a flush that fails, says so, and writes them with the next', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const database = unreliable(db());
    const { events, lines } = eventsService(database.db);
    await events.count(batchOf(showcase, [viewOf(showcase), clickOf(showcase)]), '198.51.100.6');

    database.state.away = true;
    await events.flush();
    await events.count(batchOf(showcase, [viewOf(showcase)]), '198.51.100.7');
    await events.flush();
    database.state.away = false;

    expect(await widgetDays(db(), showcase.widgetId)).toEqual([]);
    const failures = lines.filter((line) => line.msg.startsWith('Could not write the funnel'));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ rows: 2, err: { message: 'the database is away' } });
    await events.flush();
    expect(await widgetDays(db(), showcase.widgetId)).toMatchObject([{ views: 2, clicks: 1 }]);
    expect(await productDays(db(), showcase.widgetId)).toMatchObject([{ clicks: 1 }]);
  });

  it('drops the counts of a widget deleted before the flush and of another shop’s product, and writes the rest', async () => {
    const kept = await publishedShowcase(session.testApp, session.merchant);
    const deleted = await publishedShowcase(session.testApp, session.merchant);
    const boris = await registerAccount(session.app);
    const borisShowcase = await publishedShowcase(session.testApp, boris);
    const { events } = eventsService();
    await events.count(batchOf(deleted, [viewOf(deleted), clickOf(deleted)]), '198.51.100.8');
    const foreignClick = clickOf(kept, borisShowcase.productId);
    await events.count(batchOf(kept, [viewOf(kept), foreignClick]), '198.51.100.8');

    const answer = await session.call('DELETE', `platform/widget/${deleted.widgetId}/`);
    expect(answer.statusCode, answer.body).toBe(200);
    await events.flush();

    expect(await widgetDays(db(), kept.widgetId)).toMatchObject([{ views: 1, clicks: 1 }]);
    expect(await productDays(db(), kept.widgetId)).toEqual([]);
    expect(await widgetDays(db(), deleted.widgetId)).toEqual([]);
  });

  it('shows the merchant their own process’s beacons at once: the analytics reads flush first', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const origin = await originOf(db(), showcase.siteId);
    const beacon = { site_id: showcase.siteId, events: [viewOf(showcase), clickOf(showcase)] };
    expect((await sendBeacon(session.app, beacon, { origin })).statusCode).toBe(204);

    const period = `from=${today}&to=${today}&widget=${showcase.widgetId}`;
    const funnel = await session.call('GET', `analytics/funnel?${period}`);

    expect(funnel.json().data).toMatchObject({ views: 1, clicks: 1 });
  });
});

describe('an app that closes', () => {
  it('writes the beacons it has counted before its database closes', async () => {
    const database = await createTestDatabase(captureLogs().logger);
    const closeDatabase = database.close;
    let writtenAtClose: Awaited<ReturnType<typeof widgetDays>> = [];
    database.close = async () => {
      writtenAtClose = await widgetDays(database.db, showcase.widgetId);
      await closeDatabase();
    };
    const testApp = await buildTestApp({ database });
    const merchant = await registerAccount(testApp.app);
    const showcase = await publishedShowcase(testApp, merchant);
    const origin = await originOf(database.db, showcase.siteId);
    const beacon = { site_id: showcase.siteId, events: [viewOf(showcase)] };
    await sendBeacon(testApp.app, beacon, { origin });
    await sendBeacon(testApp.app, beacon, { origin, ip: '198.51.100.9' });

    await testApp.close();

    expect(writtenAtClose).toMatchObject([{ views: 2 }]);
  });
});

// Several server processes share one PostgreSQL (PGlite has one process): this runs there only.
describe.runIf(testDatabaseUrl)('beacons counted by two server processes', () => {
  const apps = useTwoProcesses();

  it('add up in the database, and stop counting in both once one unpublishes the widget', async () => {
    const { writer, reader } = apps;
    const merchant = await registerAccount(writer.app);
    const showcase = await publishedShowcase(writer, merchant);
    const origin = await originOf(writer.database.db, showcase.siteId);
    const beacon = { site_id: showcase.siteId, events: [viewOf(showcase)] };
    const both = async () => {
      for (const { app } of [writer, reader]) {
        expect((await sendBeacon(app, beacon, { origin })).statusCode).toBe(204);
        await app.beaconCounts.flush();
      }
    };
    await both();
    expect(await widgetDays(writer.database.db, showcase.widgetId)).toMatchObject([{ views: 2 }]);

    const shopId = await ownShopId(writer.database.db, merchant.email);
    const heard = apps.readerHears('merchant', shopId);
    const path = `platform/widget/${showcase.widgetId}/publish/`;
    expect((await callApi(writer.app, merchant, 'DELETE', path)).statusCode).toBe(200);
    await heard;
    await both();

    expect(await widgetDays(writer.database.db, showcase.widgetId)).toMatchObject([{ views: 2 }]);
  });
});
