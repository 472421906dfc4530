import { DEFAULT_DISCOUNT_TYPE } from '@vitrina/contracts/enums';
import { messages } from '@vitrina/contracts/messages';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { formatRubles } from '@vitrina/contracts/pricing';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, outboxMessages } from '../../db/schema';
import { ownShopId, registerAccount } from '../../testing/accounts';
import { insertEmailContact } from '../../testing/contacts';
import { cartOrderFor, cartShowcase, type CartShowcase } from '../../testing/carts';
import { countQueries } from '../../testing/count-queries';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { stockOf, trackStock } from '../../testing/stocked-products';
import { giveVariants } from '../../testing/variants';

const unlimited = { max: 100_000, windowSeconds: 60 };

describe('a cart: POST /api/v1/public/orders with lines', () => {
  const session = useSignedInApp({
    rateLimits: { ordersPerIp: unlimited, ordersPerSite: unlimited },
  });
  const db = () => session.testApp.database.db;
  let shop: CartShowcase;

  beforeAll(async () => {
    shop = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Кружка', price: 500, sku: 'MUG-1' },
      { title: 'Тарелка', price: 300, discount_value: 10, discount_type: 'PERCENT' },
      { title: 'Ложка' },
    ]);
  });

  const linesOf = async (number: number) =>
    (
      await db()
        .select()
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.number, number))
        .orderBy(asc(orderItems.position))
    ).map((row) => row.order_items);
  const orderCount = async () => (await db().select({ rows: count() }).from(orders))[0]!.rows;

  it('keeps one order of every line at its price, and answers the sum of the priced lines', async () => {
    const response = await postOrder(session.app, cartOrderFor(shop, [2, 1, 3]));

    expect(response.statusCode).toBe(201);
    const { number, total } = response.json().data;
    // Two mugs at 500, a plate at 270, three spoons without a price.
    expect(total).toBe(1270);
    expect(await linesOf(number)).toMatchObject([
      { position: 0, productTitle: 'Кружка', sku: 'MUG-1', quantity: 2, total: 1000 },
      { position: 1, productTitle: 'Тарелка', price: 300, quantity: 1, total: 270 },
      { position: 2, productTitle: 'Ложка', price: null, quantity: 3, total: null },
    ]);
  });

  it('orders a variant of a product beside a product without variants', async () => {
    const cups = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Чашка', price: 400 },
      { title: 'Блюдце', price: 100 },
    ]);
    const variants = await giveVariants(session.app, session.merchant, cups.products[0]!.id, [
      { values: ['синий', '350 мл'], price: 450, sku: 'CUP-B' },
    ]);
    const payload = cartOrderFor(cups);
    payload.lines[0] = {
      ...payload.lines[0]!,
      variant_id: variants.get('синий, 350 мл')!,
      unit_price_seen: 450,
    } as (typeof payload.lines)[number];

    const response = await postOrder(session.app, payload);

    expect(response.statusCode).toBe(201);
    expect(response.json().data.total).toBe(550);
    expect(await linesOf(response.json().data.number)).toMatchObject([
      { productTitle: 'Чашка', variantValues: 'синий, 350 мл', sku: 'CUP-B', price: 450 },
      { productTitle: 'Блюдце', variantId: null, price: 100 },
    ]);
  });

  it.each([
    ['no lines', 0],
    [`${ORDER_LIMITS.linesMax + 1} lines`, ORDER_LIMITS.linesMax + 1],
  ])('refuses %s with 422, keeping nothing', async (_case, size) => {
    const before = await orderCount();
    const line = cartOrderFor(shop).lines[0]!;
    const lines = Array.from({ length: size }, (_, at) => ({ ...line, product_id: at + 1 }));

    const response = await postOrder(session.app, { ...cartOrderFor(shop), lines });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      {
        field: 'lines',
        message: size === 0 ? messages.order.linesEmpty : messages.order.linesTooMany,
      },
    ]);
    expect(await orderCount()).toBe(before);
  });

  it(`places a cart of ${ORDER_LIMITS.linesMax} lines, reading them in as many statements as a cart of two`, async () => {
    const titles = Array.from({ length: ORDER_LIMITS.linesMax }, (_, at) => `Открытка ${at + 1}`);
    const full = await cartShowcase(
      session.testApp,
      session.merchant,
      titles.map((title) => ({ title, price: 10 })),
    );
    const two = { ...full, products: full.products.slice(0, 2) };
    const readsOf = (showcase: CartShowcase) =>
      countQueries(db(), async () => {
        const response = await postOrder(session.app, cartOrderFor(showcase));
        expect(response.statusCode).toBe(201);
        expect(response.json().data.total).toBe(10 * showcase.products.length);
      });

    // The first order of a site reads its confirmed domains, kept for the next ones.
    await readsOf(two);
    expect(await readsOf(full)).toBe(await readsOf(two));
  });

  it.each([0, ORDER_LIMITS.quantityMax + 1])(
    'names the line whose quantity is %i',
    async (quantity) => {
      const response = await postOrder(session.app, cartOrderFor(shop, [1, quantity, 1]));

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { field: 'lines.1.quantity', message: messages.order.quantityInvalid },
      ]);
    },
  );

  it('orders a product of another published widget of the site, through the widget it came from', async () => {
    const beside = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Салфетка', price: 120 },
      siteId: shop.siteId,
    });
    const payload = cartOrderFor(shop);
    payload.lines.push({ product_id: beside.productId, quantity: 1, unit_price_seen: 120 });

    const response = await postOrder(session.app, payload);

    expect(response.statusCode).toBe(201);
    const { number, total } = response.json().data;
    expect(total).toBe(500 + 270 + 120);
    const [order] = await db()
      .select({ widgetId: orders.widgetId })
      .from(orders)
      .where(eq(orders.number, number));
    expect(order!.widgetId).toBe(shop.widgetId);
    expect((await linesOf(number)).map((line) => line.productTitle)).toEqual([
      'Кружка',
      'Тарелка',
      'Ложка',
      'Салфетка',
    ]);
  });

  it.each([
    [
      "another merchant's product",
      async () => publishedShowcase(session.testApp, await registerAccount(session.app)),
    ],
    [
      "the merchant's product on sale on another site alone",
      async () => publishedShowcase(session.testApp, session.merchant),
    ],
  ])('refuses a line of %s, naming it and keeping nothing', async (_case, elsewhere) => {
    const theirs = await elsewhere();
    const payload = cartOrderFor(shop);
    payload.lines[1] = { product_id: theirs.productId, quantity: 1, unit_price_seen: null };
    const before = await orderCount();

    const response = await postOrder(session.app, payload);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      detail: messages.order.productUnavailable,
      errors: [{ field: 'lines.1.product_id', message: messages.order.productUnavailable }],
    });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a cart one of whose prices changed, naming that line alone and taking no stock', async () => {
    const stocked = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Ваза', price: 900 },
      { title: 'Кувшин', price: 700 },
      { title: 'Поднос', price: 600 },
    ]);
    const [vase, jug] = stocked.products;
    await trackStock(db(), vase!.id, 5);
    const payload = cartOrderFor(stocked);
    payload.lines[1] = { ...payload.lines[1]!, unit_price_seen: 650 };
    const before = await orderCount();

    const response = await postOrder(session.app, payload);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: messages.order.linesConflict,
      price_now: { price: '700.00', discount_value: '0.00', discount_type: DEFAULT_DISCOUNT_TYPE },
      lines: [
        {
          line: 1,
          product_id: jug!.id,
          variant_id: null,
          detail: messages.order.priceChanged(formatRubles(700)),
          price_now: {
            price: '700.00',
            discount_value: '0.00',
            discount_type: DEFAULT_DISCOUNT_TYPE,
          },
        },
      ],
    });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(db(), vase!.id)).toBe(5);
  });

  it('takes no stock at all when one line is short, naming every short line with what is left', async () => {
    const stocked = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Чайник', price: 1500 },
      { title: 'Сито', price: 200 },
      { title: 'Поднос', price: 600 },
    ]);
    const [kettle, sieve, tray] = stocked.products;
    await trackStock(db(), kettle!.id, 3);
    await trackStock(db(), sieve!.id, 1);
    await trackStock(db(), tray!.id, 0);

    const response = await postOrder(session.app, cartOrderFor(stocked, [2, 2, 1]));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      detail: messages.order.linesConflict,
      stock_left: 1,
      lines: [
        { line: 1, product_id: sieve!.id, detail: messages.order.stockLeft(1), stock_left: 1 },
        { line: 2, product_id: tray!.id, detail: messages.order.outOfStock, stock_left: 0 },
      ],
    });
    expect(await stockOf(db(), kettle!.id)).toBe(3);
    expect(await stockOf(db(), sieve!.id)).toBe(1);
  });

  it('names a repriced line and a short one in one 409, taking no stock', async () => {
    const stocked = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Блюдо', price: 800 },
      { title: 'Соусник', price: 450 },
      { title: 'Солонка', price: 150 },
    ]);
    const [dish, sauceBoat, saltCellar] = stocked.products;
    await trackStock(db(), dish!.id, 4);
    await trackStock(db(), saltCellar!.id, 1);
    const payload = cartOrderFor(stocked, [2, 1, 3]);
    payload.lines[1] = { ...payload.lines[1]!, unit_price_seen: 400 };
    const before = await orderCount();

    const response = await postOrder(session.app, payload);

    const priceNow = {
      price: '450.00',
      discount_value: '0.00',
      discount_type: DEFAULT_DISCOUNT_TYPE,
    };
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: messages.order.linesConflict,
      price_now: priceNow,
      lines: [
        {
          line: 1,
          product_id: sauceBoat!.id,
          variant_id: null,
          detail: messages.order.priceChanged(formatRubles(450)),
          price_now: priceNow,
        },
        {
          line: 2,
          product_id: saltCellar!.id,
          variant_id: null,
          detail: messages.order.stockLeft(1),
          stock_left: 1,
        },
      ],
    });
    expect(await orderCount()).toBe(before);
    expect([await stockOf(db(), dish!.id), await stockOf(db(), saltCellar!.id)]).toEqual([4, 1]);
  });

  it('answers a one-product order both its price now and what is left when both changed', async () => {
    const single = await publishedShowcase(session.testApp, session.merchant, {
      product: { price: 300 },
    });
    await trackStock(db(), single.productId, 1);

    const response = await postOrder(
      session.app,
      orderFor(single, { quantity: 2, unit_price_seen: 250 }),
    );

    const conflict = {
      detail: messages.order.priceChanged(formatRubles(300)),
      price_now: { price: '300.00', discount_value: '0.00', discount_type: DEFAULT_DISCOUNT_TYPE },
      stock_left: 1,
    };
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      ...conflict,
      lines: [{ line: 0, product_id: single.productId, variant_id: null, ...conflict }],
    });
    expect(await stockOf(db(), single.productId)).toBe(1);
  });

  it('gives back every line’s stock when the order is cancelled', async () => {
    const stocked = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Самовар', price: 9000 },
      { title: 'Заварник', price: 1200 },
    ]);
    const [samovar, teapot] = stocked.products;
    await trackStock(db(), samovar!.id, 2);
    await trackStock(db(), teapot!.id, 5);
    const placed = await postOrder(session.app, cartOrderFor(stocked, [2, 3]));
    const [order] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, placed.json().data.number));
    expect([await stockOf(db(), samovar!.id), await stockOf(db(), teapot!.id)]).toEqual([0, 2]);

    const cancelled = await session.call('PATCH', `orders/${order!.id}/`, { status: 'CANCELLED' });

    expect(cancelled.statusCode).toBe(200);
    expect([await stockOf(db(), samovar!.id), await stockOf(db(), teapot!.id)]).toEqual([2, 5]);
    expect((await linesOf(placed.json().data.number)).map((line) => line.stockTaken)).toEqual([
      false,
      false,
    ]);
  });

  it('tells the merchant «Заканчивается» of each line whose order brought it to its threshold', async () => {
    const shopId = await ownShopId(db(), session.merchant.email);
    await insertEmailContact(db(), session.merchant);
    const stocked = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Графин', price: 1200 },
      { title: 'Стакан', price: 150 },
      { title: 'Кувшинчик', price: 400 },
    ]);
    const [carafe, glass, jug] = stocked.products;
    await trackStock(db(), carafe!.id, 5, 2);
    await trackStock(db(), glass!.id, 10, 2);
    await trackStock(db(), jug!.id, 3, 1);

    const response = await postOrder(session.app, cartOrderFor(stocked, [3, 1, 2]));

    expect(response.statusCode).toBe(201);
    const notices = await db()
      .select({ payload: outboxMessages.payload })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'stock.low'), eq(outboxMessages.shopId, shopId)));
    expect(notices.map((notice) => notice.payload)).toEqual(
      expect.arrayContaining([
        { title: 'Графин', left: 2 },
        { title: 'Кувшинчик', left: 1 },
      ]),
    );
    expect(notices.map((notice) => notice.payload)).not.toContainEqual(
      expect.objectContaining({ title: 'Стакан' }),
    );
  });

  describe('the Idempotency-Key of a cart', () => {
    it('answers the same order to the same key and cart', async () => {
      const key = randomUUID();
      const first = await postOrder(session.app, cartOrderFor(shop, [1, 2, 1]), { key });

      const again = await postOrder(session.app, cartOrderFor(shop, [1, 2, 1]), { key });

      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
    });

    it('refuses the same key with another cart', async () => {
      const key = randomUUID();
      await postOrder(session.app, cartOrderFor(shop, [1, 2, 1]), { key });

      const other = await postOrder(session.app, cartOrderFor(shop, [1, 3, 1]), { key });

      expect(other.statusCode).toBe(409);
      expect(other.json().detail).toBe(messages.order.idempotencyKeyReused);
    });
  });
});
