import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, widgetDailyStats, widgets } from '../../db/schema';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { originOf, sendBeacon } from '../../testing/funnel-events';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { createSite, createWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';
import { addMember, callInShop } from '../../testing/team';
import { testClock } from '../../testing/test-clock';

// 01:30 on March 2 in Moscow, the shop's zone, while it is still March 1 in UTC: the week is
// February 24 to March 2.
const clock = testClock(new Date('2026-03-01T22:30:00Z'));

describe('the widgets of every site: GET /api/v1/platform/widgets/', () => {
  const session = useSignedInApp({ now: clock.now });
  let showcase: PublishedShowcase;
  let pharmacy: { site: number; widget: number };
  let sale: number;
  let boris: Account;
  let borisWidget: number;

  const db = () => session.testApp.database.db;
  const list = (account = session.merchant) =>
    callApi(session.app, account, 'GET', 'platform/widgets/');

  /** Writes the widget's daily views, as the beacons' flushes do. */
  async function counted(widgetId: number, days: Record<string, number>) {
    const [widget] = await db()
      .select({ shopId: widgets.shopId })
      .from(widgets)
      .where(eq(widgets.id, widgetId));
    await db()
      .insert(widgetDailyStats)
      .values(
        Object.entries(days).map(([day, views]) => ({
          shopId: widget!.shopId,
          widgetId,
          day,
          views,
        })),
      );
  }

  /** Places an order of the showcase and moves it to `at`. */
  async function orderedAt(at: string) {
    const { number } = (await postOrder(session.app, orderFor(showcase))).json().data;
    await db()
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.number, number));
  }

  beforeAll(async () => {
    showcase = await publishedShowcase(session.testApp, session.merchant);
    const site = (await createSite(session.app, session.merchant, [], 'Аптека')).id;
    const widget = (await createWidget(session.app, session.merchant, site, 'Лекарства')).id;
    pharmacy = { site, widget };
    sale = (await createWidget(session.app, session.merchant, showcase.siteId, 'Распродажа')).id;
    await orderedAt('2026-02-20T10:00:00Z');
    await orderedAt('2026-03-01T15:30:00Z');
    // February 23 is the eighth day back, outside the week.
    await counted(showcase.widgetId, { '2026-02-23': 100, '2026-02-24': 10, '2026-03-02': 5 });
    await counted(pharmacy.widget, { '2026-03-01': 7 });

    boris = await registerAccount(session.app);
    const borisSite = (await createSite(session.app, boris, [], 'Автозапчасти')).id;
    borisWidget = (await createWidget(session.app, boris, borisSite, 'Шины')).id;
    await counted(borisWidget, { '2026-03-02': 50 });
  });

  it('lists every widget of every site by site title, each with its publication, last order and views of the week', async () => {
    const response = await list();

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: pharmacy.widget,
        title: 'Лекарства',
        site: { id: pharmacy.site, title: 'Аптека' },
        published_at: null,
        has_unpublished_changes: false,
        last_order_at: null,
        week_views: 7,
      },
      {
        id: showcase.widgetId,
        title: 'Витрина на главной',
        site: { id: showcase.siteId, title: 'Магазин одежды' },
        published_at: expect.any(String),
        has_unpublished_changes: false,
        last_order_at: '2026-03-01T15:30:00.000Z',
        week_views: 15,
      },
      {
        id: sale,
        title: 'Распродажа',
        site: { id: showcase.siteId, title: 'Магазин одежды' },
        published_at: null,
        has_unpublished_changes: false,
        last_order_at: null,
        week_views: 0,
      },
    ]);
  });

  it('counts the views this process has not written yet', async () => {
    const origin = await originOf(db(), showcase.siteId);
    const view = { type: 'view', tag_div: showcase.tagDiv } as const;
    const beacon = { site_id: showcase.siteId, events: [view] };
    expect((await sendBeacon(session.app, beacon, { origin })).statusCode).toBe(204);

    const listed = (await list()).json().data;

    expect(listed.find((row: { id: number }) => row.id === showcase.widgetId).week_views).toBe(16);
  });

  it('reads the list in one statement, however many widgets', async () => {
    await list();
    const before = await countQueries(db(), list);
    for (const title of ['Весна', 'Лето', 'Осень', 'Зима']) {
      await createWidget(session.app, session.merchant, pharmacy.site, title);
    }

    const after = await countQueries(db(), list);

    expect([before, after]).toEqual([1, 1]);
    expect((await list()).json().data).toHaveLength(7);
  });

  it("shows another merchant only their own widgets and figures, and none of this shop's", async () => {
    const theirs = await list(boris);
    const annasShop = await ownShopId(db(), session.merchant.email);
    const intoAnnas = await callInShop(session.app, boris, annasShop, 'GET', 'platform/widgets/');

    expect(theirs.json().data).toEqual([
      expect.objectContaining({ id: borisWidget, week_views: 50, last_order_at: null }),
    ]);
    expect([intoAnnas.statusCode, intoAnnas.json()]).toEqual([
      404,
      { detail: messages.team.shopNotFound },
    ]);
  });

  it('lists the shop’s widgets to a member whose role reads widgets but not orders', async () => {
    const shopId = await ownShopId(db(), session.merchant.email);
    const editor = await registerAccount(session.app);
    await addMember(db(), shopId, editor, 'CONTENT_MANAGER');

    const response = await callInShop(session.app, editor, shopId, 'GET', 'platform/widgets/');

    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { id: number }) => row.id)).toContain(showcase.widgetId);
  });
});
