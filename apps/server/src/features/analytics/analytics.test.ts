import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, productDailyStats, widgetDailyStats, widgets } from '../../db/schema';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';

const plenty = { max: 1000, windowSeconds: 60 };
const period = 'from=2026-03-01&to=2026-03-03';

describe('the funnel read calls: GET /api/v1/analytics/…', () => {
  const session = useSignedInApp({ rateLimits: { ordersPerIp: plenty, ordersPerSite: plenty } });
  let showcase: PublishedShowcase;
  let boris: Account;

  const db = () => session.testApp.database.db;
  const get = (path: string, account = session.merchant) =>
    callApi(session.app, account, 'GET', `analytics/${path}`);

  /** An order of `quantity` of the showcase's product at 1990 − 10 %, placed at `at`. */
  async function orderAt(at: string, { quantity = 1, status = 'NEW' as 'NEW' | 'CANCELLED' } = {}) {
    const response = await postOrder(session.app, orderFor(showcase, { quantity }));
    await db()
      .update(orders)
      .set({ createdAt: new Date(at), status })
      .where(eq(orders.number, response.json().data.number));
  }

  beforeAll(async () => {
    showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Футболка белая', price: 1990, discount_value: 10 },
    });
    boris = await registerAccount(session.app);
    const [widget] = await db()
      .select({ shopId: widgets.shopId, widgetId: widgets.id })
      .from(widgets)
      .where(eq(widgets.id, showcase.widgetId));
    await db()
      .insert(widgetDailyStats)
      .values([
        { ...widget!, day: '2026-02-28', views: 100, clicks: 100, formOpens: 100 },
        { ...widget!, day: '2026-03-01', views: 10, clicks: 4, formOpens: 2 },
        { ...widget!, day: '2026-03-03', views: 20, clicks: 6, formOpens: 3 },
      ]);
    await db()
      .insert(productDailyStats)
      .values({
        ...widget!,
        productId: showcase.productId,
        day: '2026-03-03',
        impressions: 40,
        clicks: 6,
        formOpens: 3,
      });
    // 23:30 on March 3 in Moscow, and 00:30 on March 4: the second is outside the period.
    await orderAt('2026-03-03T20:30:00Z', { quantity: 2 });
    await orderAt('2026-03-03T21:30:00Z');
    await orderAt('2026-03-01T10:00:00Z');
    await orderAt('2026-03-01T11:00:00Z', { status: 'CANCELLED' });
  });

  it('answers the period’s totals, its orders and their revenue from the orders not cancelled', async () => {
    const response = await get(`funnel?${period}`);

    expect(response.statusCode).toBe(200);
    // 1791 a unit: an order of two on March 3 and one of one on March 1.
    expect(response.json().data).toEqual({
      views: 30,
      clicks: 10,
      form_opens: 5,
      orders: 2,
      revenue: 5373,
    });
  });

  it('answers every day of the period, a day without events at zero', async () => {
    const response = await get(`series?${period}&widget=${showcase.widgetId}`);

    expect(response.json().data.days).toEqual([
      { day: '2026-03-01', views: 10, clicks: 4, form_opens: 2, orders: 1, revenue: 1791 },
      { day: '2026-03-02', views: 0, clicks: 0, form_opens: 0, orders: 0, revenue: 0 },
      { day: '2026-03-03', views: 20, clicks: 6, form_opens: 3, orders: 1, revenue: 3582 },
    ]);
  });

  it('answers the top products with their impressions, events, orders and revenue', async () => {
    const response = await get(`top-products?${period}&limit=5`);

    expect(response.json().data.products).toEqual([
      {
        product_id: showcase.productId,
        title: 'Футболка белая',
        impressions: 40,
        clicks: 6,
        form_opens: 3,
        orders: 2,
        revenue: 5373,
      },
    ]);
  });

  it('answers each call in two statements', async () => {
    for (const path of ['funnel', 'series', 'top-products']) {
      const queries = await countQueries(db(), () => get(`${path}?from=2026-01-01&to=2026-12-31`));
      expect(queries).toBe(2);
    }
  });

  it('shows another merchant nothing of these widgets, even asked by the widget', async () => {
    const response = await get(`funnel?${period}&widget=${showcase.widgetId}`, boris);

    expect(response.json().data).toEqual({
      views: 0,
      clicks: 0,
      form_opens: 0,
      orders: 0,
      revenue: 0,
    });
    expect((await get(`top-products?${period}`, boris)).json().data.products).toEqual([]);
  });

  it.each([
    ['a period over a year', 'from=2026-01-01&to=2027-01-02', messages.analytics.periodTooLong],
    ['a reversed period', 'from=2026-03-02&to=2026-03-01', messages.orders.periodReversed],
    ['a day that is no date', 'from=2026-3-1&to=2026-03-02', messages.orders.dateInvalid],
  ])('refuses %s with 422', async (_, query, message) => {
    const response = await get(`series?${query}`);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(
      message,
    );
  });
});
