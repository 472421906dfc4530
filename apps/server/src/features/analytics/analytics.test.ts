import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, productDailyStats, widgetDailyStats, widgets } from '../../db/schema';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { useSignedInApp } from '../../testing/signed-in-app';
import { cartOrderFor, cartShowcase, type CartShowcase } from '../../testing/carts';
import { orderFor, postOrder } from '../../testing/orders';

const plenty = { max: 1000, windowSeconds: 60 };
const period = 'from=2026-03-01&to=2026-03-03';

describe('the funnel read calls: GET /api/v1/analytics/…', () => {
  const session = useSignedInApp({ rateLimits: { ordersPerIp: plenty, ordersPerSite: plenty } });
  let showcase: CartShowcase;
  let boris: Account;
  /** The T-shirt at 1990 − 10 %, the cap at 500, the panama at 300 (deleted once ordered). */
  let [shirt, cap, panama] = [0, 0, 0];

  const db = () => session.testApp.database.db;
  const get = (path: string, account = session.merchant) =>
    callApi(session.app, account, 'GET', `analytics/${path}`);

  /** Places the order and moves it to `at`, in `status`. */
  async function placedAt(payload: object, at: string, status: 'NEW' | 'CANCELLED' = 'NEW') {
    const { number } = (await postOrder(session.app, payload)).json().data;
    await db()
      .update(orders)
      .set({ createdAt: new Date(at), status })
      .where(eq(orders.number, number));
  }

  beforeAll(async () => {
    showcase = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Футболка', price: 1990, discount_value: 10 },
      { title: 'Кепка', price: 500 },
      { title: 'Панама', price: 300 },
    ]);
    [shirt, cap, panama] = showcase.products.map((product) => product.id) as [
      number,
      number,
      number,
    ];
    boris = await registerAccount(session.app);
    const [widget] = await db()
      .select({ shopId: widgets.shopId, widgetId: widgets.id })
      .from(widgets)
      .where(eq(widgets.id, showcase.widgetId));
    await db()
      .insert(widgetDailyStats)
      .values([
        { ...widget!, day: '2026-02-28', views: 100, clicks: 100, cartAdds: 100, formOpens: 100 },
        { ...widget!, day: '2026-03-01', views: 10, clicks: 4, cartAdds: 3, formOpens: 2 },
        { ...widget!, day: '2026-03-03', views: 20, clicks: 6, cartAdds: 4, formOpens: 3 },
      ]);
    await db()
      .insert(productDailyStats)
      .values({
        ...widget!,
        productId: shirt,
        day: '2026-03-03',
        impressions: 40,
        clicks: 6,
        cartAdds: 4,
        formOpens: 3,
      });
    // T-shirts alone at 1 791; 23:30 on March 3 in Moscow, and 00:30 on March 4 outside the period.
    await placedAt(orderFor(showcase, { quantity: 2 }), '2026-03-03T20:30:00Z');
    await placedAt(orderFor(showcase, { quantity: 1 }), '2026-03-03T21:30:00Z');
    await placedAt(orderFor(showcase, { quantity: 1 }), '2026-03-01T10:00:00Z');
    await placedAt(orderFor(showcase, { quantity: 1 }), '2026-03-01T11:00:00Z', 'CANCELLED');
    // A cart of three lines on March 2: 1 791 + 5 × 500 + 300 = 4 591.
    await placedAt(cartOrderFor(showcase, [1, 5, 1]), '2026-03-02T10:00:00Z');
    await callApi(session.app, session.merchant, 'PUT', `catalog/product/${shirt}/`, {
      title: 'Футболка белая',
    });
    await callApi(session.app, session.merchant, 'DELETE', `catalog/product/${panama}/`);
  });

  it('answers the period’s totals, its orders and their revenue from the orders not cancelled', async () => {
    const response = await get(`funnel?${period}`);

    expect(response.statusCode).toBe(200);
    // 1791 a T-shirt: two on March 3 and one on March 1; the cart of 4 591 on March 2.
    expect(response.json().data).toEqual({
      views: 30,
      clicks: 10,
      cart_adds: 7,
      form_opens: 5,
      orders: 3,
      revenue: 9964,
    });
  });

  it('answers every day of the period, a day without events at zero', async () => {
    const response = await get(`series?${period}&widget=${showcase.widgetId}`);

    const none = { views: 0, clicks: 0, cart_adds: 0, form_opens: 0 };
    expect(response.json().data.days).toEqual([
      {
        day: '2026-03-01',
        views: 10,
        clicks: 4,
        cart_adds: 3,
        form_opens: 2,
        orders: 1,
        revenue: 1791,
      },
      { day: '2026-03-02', ...none, orders: 1, revenue: 4591 },
      {
        day: '2026-03-03',
        views: 20,
        clicks: 6,
        cart_adds: 4,
        form_opens: 3,
        orders: 1,
        revenue: 3582,
      },
    ]);
  });

  it('ranks the top products by units ordered, then revenue, from the lines of the orders', async () => {
    const response = await get(`top-products?${period}&limit=5`);

    const noEvents = { impressions: 0, clicks: 0, cart_adds: 0, form_opens: 0 };
    expect(response.json().data.products).toEqual([
      { product_id: cap, title: 'Кепка', ...noEvents, orders: 1, units: 5, revenue: 2500 },
      {
        product_id: shirt,
        title: 'Футболка белая',
        impressions: 40,
        clicks: 6,
        cart_adds: 4,
        form_opens: 3,
        orders: 3,
        units: 4,
        revenue: 7164,
      },
      // Deleted since: named as its line was.
      { product_id: panama, title: 'Панама', ...noEvents, orders: 1, units: 1, revenue: 300 },
    ]);
    const [first] = (await get(`top-products?${period}&limit=1`)).json().data.products;
    expect(first.product_id).toBe(cap);
  });

  it('answers the funnel and the series in two statements, the top products in one', async () => {
    for (const [path, statements] of [
      ['funnel', 2],
      ['series', 2],
      ['top-products', 1],
    ] as const) {
      const queries = await countQueries(db(), () => get(`${path}?from=2026-01-01&to=2026-12-31`));
      expect(queries).toBe(statements);
    }
  });

  it('shows another merchant nothing of these widgets, even asked by the widget', async () => {
    const response = await get(`funnel?${period}&widget=${showcase.widgetId}`, boris);

    expect(response.json().data).toEqual({
      views: 0,
      clicks: 0,
      cart_adds: 0,
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
