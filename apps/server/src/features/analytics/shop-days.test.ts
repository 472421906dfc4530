import type { SeriesDay } from '@vitrina/contracts/analytics';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { originOf, postBeacon, widgetDays } from '../../testing/funnel-events';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { testClock } from '../../testing/test-clock';

const plenty = { max: 1000, windowSeconds: 60 };
// 00:30 on March 3 in Yekaterinburg (UTC+5), still 22:30 on March 2 in Moscow (UTC+3).
const clock = testClock(new Date('2026-03-02T19:30:00Z'));

describe("the analytics' days are the shop's, in its time zone", () => {
  const session = useSignedInApp({
    now: clock.now,
    rateLimits: { eventsPerIp: plenty, ordersPerIp: plenty, ordersPerSite: plenty },
  });
  let showcase: PublishedShowcase;
  let origin: string;

  const db = () => session.testApp.database.db;
  const setZone = async (time_zone: string) =>
    expect((await session.call('PATCH', 'shop/', { time_zone })).statusCode).toBe(200);
  const view = (of = showcase) => ({
    site_id: of.siteId,
    events: [{ type: 'view' as const, tag_div: of.tagDiv }],
  });

  /** Places an order of the showcase, dated `at` as if it had come then. */
  async function placedAt(at: string, of = showcase) {
    const { number } = (await postOrder(session.app, orderFor(of))).json().data;
    await db()
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.number, number));
  }

  const ordersByDay = async (period: string) =>
    ((await session.call('GET', `analytics/series?${period}`)).json().data.days as SeriesDay[]).map(
      ({ day, orders: count }) => [day, count],
    );

  beforeAll(async () => {
    await setZone('Asia/Yekaterinburg');
    showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { price: 500 },
    });
    origin = await originOf(db(), showcase.siteId);
    // 23:30 on March 2 in Yekaterinburg; 00:30 and 02:30 on March 3 there.
    await placedAt('2026-03-02T18:30:00Z');
    await placedAt('2026-03-02T19:30:00Z');
    await placedAt('2026-03-02T21:30:00Z');
  });

  it('counts an order at 21:30 UTC, and one at 19:30, on the next day in Yekaterinburg', async () => {
    expect(await ordersByDay('from=2026-03-02&to=2026-03-03')).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 2],
    ]);
    const funnel = await session.call('GET', 'analytics/funnel?from=2026-03-03&to=2026-03-03');
    expect(funnel.json().data).toMatchObject({ orders: 2, revenue: 2000 });
  });

  it("counts a widget's beacon on the shop's day", async () => {
    await postBeacon(session.app, view(), { origin });

    expect(await widgetDays(db(), showcase.widgetId)).toEqual([
      { day: '2026-03-03', views: 1, clicks: 0, cartAdds: 0, formOpens: 0 },
    ]);
  });

  it('keeps the days already counted when the zone changes; new counts and orders follow it', async () => {
    const other = await publishedShowcase(session.testApp, session.merchant);
    const otherOrigin = await originOf(db(), other.siteId);
    await placedAt('2026-03-02T19:30:00Z', other);
    await postBeacon(session.app, view(other), { origin: otherOrigin });

    await setZone('Europe/Moscow');
    clock.advanceSeconds(60);
    // 22:31 on March 2 in Moscow.
    await postBeacon(session.app, view(other), { origin: otherOrigin });

    expect(await widgetDays(db(), other.widgetId)).toEqual([
      { day: '2026-03-02', views: 1, clicks: 0, cartAdds: 0, formOpens: 0 },
      { day: '2026-03-03', views: 1, clicks: 0, cartAdds: 0, formOpens: 0 },
    ]);
    // Orders are counted from their times at each read: 19:30 UTC is March 2 in Moscow.
    expect(await ordersByDay(`from=2026-03-02&to=2026-03-03&widget=${other.widgetId}`)).toEqual([
      ['2026-03-02', 1],
      ['2026-03-03', 0],
    ]);
  });
});
