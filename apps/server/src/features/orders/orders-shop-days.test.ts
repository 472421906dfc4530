import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';

const plenty = { max: 1000, windowSeconds: 60 };

describe("the orders list's period is of the shop's days, in its time zone", () => {
  const session = useSignedInApp({ rateLimits: { ordersPerIp: plenty, ordersPerSite: plenty } });
  let showcase: PublishedShowcase;

  /** Places an order of `name`, dated `at` as if it had come then. */
  async function place(name: string, at: string) {
    const { number } = (await postOrder(session.app, orderFor(showcase, { name }))).json().data;
    await session.testApp.database.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(eq(orders.number, number));
  }

  const names = async (period: string) =>
    (
      (await session.call('GET', `orders/?${period}`)).json().data.orders as {
        customer: { name: string };
      }[]
    ).map((order) => order.customer.name);

  beforeAll(async () => {
    showcase = await publishedShowcase(session.testApp, session.merchant);
    // In Yekaterinburg (UTC+5): 23:30 on March 2, then 00:30 and 02:30 on March 3.
    await place('Анна', '2026-03-02T18:30:00Z');
    await place('Борис', '2026-03-02T19:30:00Z');
    await place('Вера', '2026-03-02T21:30:00Z');
  });

  it('lists by Moscow days until the shop names another zone, then by its days', async () => {
    expect(await names('from=2026-03-02&to=2026-03-02')).toEqual(['Борис', 'Анна']);

    await session.call('PATCH', 'shop/', { time_zone: 'Asia/Yekaterinburg' });

    expect(await names('from=2026-03-02&to=2026-03-02')).toEqual(['Анна']);
    expect(await names('from=2026-03-03')).toEqual(['Вера', 'Борис']);
    expect(await names('to=2026-03-02')).toEqual(['Анна']);
  });
});
