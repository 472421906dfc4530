import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { cartOrderFor, cartShowcase } from '../../testing/carts';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';

/** The products of a cart's showcase, as cartShowcase takes them. */
type CartProducts = Parameters<typeof cartShowcase>[2];

describe("the merchant's orders: /api/v1/orders/", () => {
  const session = useSignedInApp();
  const { call } = session;
  let boris: Account;
  let showcase: PublishedShowcase;
  const numbers: number[] = [];

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    showcase = await publishedShowcase(session.testApp, session.merchant);
    for (const name of ['Анна', 'Борис', 'Вера']) {
      const response = await postOrder(session.app, orderFor(showcase, { name }), {
        ip: `192.0.2.${numbers.length + 1}`,
      });
      numbers.push(response.json().data.number);
    }
  });

  it('lists the orders newest first, a page at a time', async () => {
    const first = (await call('GET', 'orders/?limit=2')).json().data;
    const second = (await call('GET', `orders/?limit=2&before=${first.next_before}`)).json().data;

    expect(first.orders.map((order: { number: number }) => order.number)).toEqual([1003, 1002]);
    expect(second.orders.map((order: { number: number }) => order.number)).toEqual([1001]);
    expect(second.next_before).toBeNull();
    expect(first.orders[0]).toMatchObject({
      status: 'NEW',
      status_changed_at: null,
      note: null,
      widget_id: showcase.widgetId,
      site_id: showcase.siteId,
      customer: { name: 'Вера', phone: '+79001234567', email: 'anna@example.ru' },
      lines: [{ product_id: showcase.productId, title: 'Футболка белая', module: 'THINGS' }],
      units: 2,
    });
  });

  describe('an order of a cart', () => {
    const toy = { title: 'Ёлочная игрушка', price: 250, sku: 'TOY-7' };
    let number: number;
    let carol: Account;
    let carolsNumber: number;

    /** A cart of `account`'s showcase, `quantities` of its products, from its own address. */
    const placeCart = async (
      account: Account,
      products: CartProducts,
      quantities: number[],
      ip: string,
    ) => {
      const shop = await cartShowcase(session.testApp, account, products);
      const placed = await postOrder(session.app, cartOrderFor(shop, quantities), { ip });
      return placed.json().data.number as number;
    };

    beforeAll(async () => {
      number = await placeCart(
        session.merchant,
        [
          toy,
          { title: 'Гирлянда', price: 900, discount_value: 100, discount_type: 'RUBLES' },
          { title: 'Открытка' },
        ],
        [4, 1, 2],
        '192.0.2.77',
      );
      // Another merchant selling a product of the same title and SKU.
      carol = await registerAccount(session.app);
      carolsNumber = await placeCart(carol, [toy], [1], '192.0.2.78');
    });

    const search = async (account: Account, term: string) =>
      (await callApi(session.app, account, 'GET', `orders/?search=${encodeURIComponent(term)}`))
        .json()
        .data.orders.map((order: { number: number }) => order.number);

    it('reads its lines, its units and its total in the list and the card', async () => {
      const [listed] = (await call('GET', 'orders/?limit=1')).json().data.orders;

      expect(listed).toMatchObject({
        number,
        units: 7,
        total: 1800,
        lines: [
          { title: 'Ёлочная игрушка', sku: 'TOY-7', price: 250, quantity: 4, total: 1000 },
          { title: 'Гирлянда', discount_value: 100, quantity: 1, total: 800 },
          { title: 'Открытка', price: null, quantity: 2, total: null },
        ],
      });
      expect((await call('GET', `orders/${listed.id}/`)).json().data).toMatchObject({
        lines: listed.lines,
        units: 7,
        total: 1800,
      });
    });

    it.each(['елочная', 'ЁЛОЧН', 'ГИРЛЯН', 'toy-7'])(
      'finds it by a piece of a line’s title or SKU: %s',
      async (term) => {
        expect(await search(session.merchant, term)).toEqual([number]);
      },
    );

    it('takes % and _ in a search for themselves, not for any letters', async () => {
      for (const term of ['TOY_7', 'TOY%', '%'])
        expect(await search(session.merchant, term)).toEqual([]);
    });

    it('finds each merchant only their own order of the same title and SKU', async () => {
      for (const term of ['елочная', 'TOY-7']) {
        expect(await search(carol, term)).toEqual([carolsNumber]);
      }
      expect(await search(boris, 'TOY-7')).toEqual([]);
    });
  });

  it('reads one order by its id, with its history and deliveries', async () => {
    const [newest] = (await call('GET', 'orders/?limit=1')).json().data.orders;

    const response = await call('GET', `orders/${newest.id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...newest,
      status_changes: [],
      deliveries: [],
      refunds: [],
    });
  });

  it('shows another merchant neither the list nor an order: 404 as for a missing one', async () => {
    const [newest] = (await call('GET', 'orders/?limit=1')).json().data.orders;

    const list = await callApi(session.app, boris, 'GET', 'orders/');
    const one = await callApi(session.app, boris, 'GET', `orders/${newest.id}/`);

    expect(list.json().data).toEqual({ orders: [], next_before: null });
    expect(one.statusCode).toBe(404);
  });

  it('refuses a page of more than 100 with 422', async () => {
    expect((await call('GET', 'orders/?limit=101')).statusCode).toBe(422);
  });

  it('answers 401 without a session', async () => {
    const response = await session.app.inject({ method: 'GET', url: '/api/v1/orders/' });
    expect(response.statusCode).toBe(401);
  });
});
