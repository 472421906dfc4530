import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
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

interface Listed {
  id: number;
  number: number;
  customer: { name: string };
}

describe("the merchant's orders: filters, search and paging", () => {
  const session = useSignedInApp();
  const { call } = session;
  let boris: Account;
  let shirts: PublishedShowcase;
  let cups: PublishedShowcase;
  const numberOf: Record<string, number> = {};

  /** Places an order of `name` through `showcase`, dated `at` as if it had come then. */
  async function place(showcase: PublishedShowcase, name: string, phone: string, at: string) {
    const ip = `192.0.2.${Object.keys(numberOf).length + 1}`;
    const placed = await postOrder(session.app, orderFor(showcase, { name, phone }), { ip });
    const number = placed.json().data.number;
    numberOf[name] = number;
    await session.testApp.database.db
      .update(orders)
      .set({ createdAt: new Date(at) })
      .where(and(eq(orders.number, number), eq(orders.widgetId, showcase.widgetId)));
  }

  const names = async (query: string) =>
    ((await call('GET', `orders/?${query}`)).json().data.orders as Listed[]).map(
      (order) => order.customer.name,
    );

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    shirts = await publishedShowcase(session.testApp, session.merchant, {
      product: { price: 1000, discount_value: 10 },
    });
    cups = await publishedShowcase(session.testApp, session.merchant);
    await place(shirts, 'Анна Петрова', '8 (900) 111-22-33', '2026-03-02T09:00:00Z');
    // 01:30 on March 3 in Moscow, still March 2 in UTC.
    await place(cups, 'Борис Ёлкин', '+7 901 222-33-44', '2026-03-02T22:30:00Z');
    await place(shirts, 'Вера Анникова', '8 902 333 44 55', '2026-03-03T22:30:00Z');
    await place(cups, 'Глеб 100%_скидка', '8 903 444 55 66', '2026-03-04T20:59:59Z');
    const [vera] = (await call('GET', `orders/?search=${numberOf['Вера Анникова']}`)).json().data
      .orders as Listed[];
    await call('PATCH', `orders/${vera!.id}/`, { status: 'IN_PROGRESS' });
    // Another merchant's order, which no filter may show.
    const theirs = await publishedShowcase(session.testApp, boris);
    await postOrder(session.app, orderFor(theirs, { name: 'Анна Чужая' }), { ip: '192.0.2.99' });
  });

  it('answers each order with its titles and total in rubles', async () => {
    const [vera] = (await call('GET', 'orders/?status=IN_PROGRESS')).json().data.orders;

    expect(vera).toMatchObject({
      customer: { name: 'Вера Анникова', phone: '+79023334455' },
      status: 'IN_PROGRESS',
      widget_id: shirts.widgetId,
      widget_title: 'Витрина на главной',
      site_title: 'Магазин одежды',
      total: 1800,
    });
  });

  it('filters by status and by widget, alone and together', async () => {
    expect(await names('status=NEW')).toEqual(['Глеб 100%_скидка', 'Борис Ёлкин', 'Анна Петрова']);
    expect(await names(`widget=${shirts.widgetId}`)).toEqual(['Вера Анникова', 'Анна Петрова']);
    expect(await names(`widget=${shirts.widgetId}&status=NEW`)).toEqual(['Анна Петрова']);
    expect(await names('status=DONE')).toEqual([]);
  });

  it('filters by Moscow days, both ends included', async () => {
    expect(await names('from=2026-03-02&to=2026-03-02')).toEqual(['Анна Петрова']);
    expect(await names('from=2026-03-03&to=2026-03-03')).toEqual(['Борис Ёлкин']);
    expect(await names('from=2026-03-03')).toEqual([
      'Глеб 100%_скидка',
      'Вера Анникова',
      'Борис Ёлкин',
    ]);
    expect(await names(`to=2026-03-03&widget=${cups.widgetId}`)).toEqual(['Борис Ёлкин']);
  });

  it('refuses a period that ends before it starts, or a date of another form, with 422', async () => {
    expect((await call('GET', 'orders/?from=2026-03-04&to=2026-03-03')).statusCode).toBe(422);
    expect((await call('GET', 'orders/?from=04.03.2026')).statusCode).toBe(422);
  });

  it('searches by number, with or without #', async () => {
    const number = numberOf['Борис Ёлкин'];
    expect(await names(`search=${number}`)).toEqual(['Борис Ёлкин']);
    expect(await names(`search=${encodeURIComponent(`#${number}`)}`)).toEqual(['Борис Ёлкин']);
  });

  it('searches by any part of the name, in any letter case', async () => {
    expect(await names(`search=${encodeURIComponent('анн')}`)).toEqual([
      'Вера Анникова',
      'Анна Петрова',
    ]);
    expect(await names(`search=${encodeURIComponent('100%_')}`)).toEqual(['Глеб 100%_скидка']);
    expect(await names(`search=${encodeURIComponent('%')}`)).toEqual(['Глеб 100%_скидка']);
  });

  it('searches a name with ё and е as one letter, either way typed', async () => {
    for (const typed of ['елкин', 'ЁЛК', 'Борис ёлкин']) {
      expect(await names(`search=${encodeURIComponent(typed)}`)).toEqual(['Борис Ёлкин']);
    }
  });

  it('searches by the start of the phone, however it is typed', async () => {
    for (const typed of ['8 (901) 222', '+7901', '901-22', '79012223344']) {
      expect(await names(`search=${encodeURIComponent(typed)}`)).toEqual(['Борис Ёлкин']);
    }
  });

  it('combines the search with the filters', async () => {
    const search = `search=${encodeURIComponent('анн')}`;
    expect(await names(`${search}&status=NEW`)).toEqual(['Анна Петрова']);
    expect(await names(`${search}&from=2026-03-04`)).toEqual(['Вера Анникова']);
  });

  it('pages a filtered list with `before`, each order once', async () => {
    const first = (await call('GET', `orders/?status=NEW&limit=2`)).json().data;
    await place(cups, 'Дина Новая', '8 904 555 66 77', '2026-03-05T10:00:00Z');
    const second = (
      await call('GET', `orders/?status=NEW&limit=2&before=${first.next_before}`)
    ).json().data;

    expect((first.orders as Listed[]).map((order) => order.customer.name)).toEqual([
      'Глеб 100%_скидка',
      'Борис Ёлкин',
    ]);
    expect((second.orders as Listed[]).map((order) => order.customer.name)).toEqual([
      'Анна Петрова',
    ]);
    expect(second.next_before).toBeNull();
  });

  it('reads a page in as many queries whatever its size and filters', async () => {
    const { db } = session.testApp.database;
    const one = await countQueries(db, () => call('GET', 'orders/?limit=1'));
    const all = await countQueries(db, () => call('GET', 'orders/?limit=100'));
    const filtered = await countQueries(db, () =>
      call(
        'GET',
        `orders/?limit=100&status=NEW&widget=${cups.widgetId}&search=8901&from=2026-03-01`,
      ),
    );

    expect(all).toBe(one);
    expect(filtered).toBe(one);
  });

  it('shows another merchant none of them, whatever the filters', async () => {
    const theirs = async (query: string) =>
      (await callApi(session.app, boris, 'GET', `orders/?${query}`)).json().data.orders as Listed[];

    expect(
      (await theirs(`search=${encodeURIComponent('Анна')}`)).map((order) => order.customer.name),
    ).toEqual(['Анна Чужая']);
    expect(await theirs(`widget=${shirts.widgetId}`)).toEqual([]);
    expect(await theirs(`search=${numberOf['Борис Ёлкин']}&status=NEW`)).not.toContainEqual(
      expect.objectContaining({ customer: expect.objectContaining({ name: 'Борис Ёлкин' }) }),
    );
  });
});
