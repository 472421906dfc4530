import { messages } from '@vitrina/contracts/messages';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';
import { priceChangedSchema } from '@vitrina/contracts/storefront';
import { count, eq, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import {
  notifierContacts,
  orderItems,
  orders,
  outboxMessages,
  products,
  widgetPublications,
} from '../../db/schema';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { insertEmailContact } from '../../testing/contacts';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';

const plenty = { max: 1000, windowSeconds: 60 };

describe('a buyer’s order: POST /api/v1/public/orders', () => {
  const session = useSignedInApp({ rateLimits: { ordersPerIp: plenty, ordersPerSite: plenty } });
  let showcase: PublishedShowcase;
  let boris: Account;

  beforeAll(async () => {
    showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Футболка белая', price: 1990, discount_value: 10, module: 'THINGS' },
    });
    boris = await registerAccount(session.app);
  });

  const db = () => session.testApp.database.db;
  /** The orders a key made, each with its (one) line's fields beside its own. */
  const ordersByKey = async (key: string) =>
    (
      await db()
        .select()
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(eq(orders.idempotencyKey, key))
    ).map((row) => ({ ...row.order_items, ...row.orders }));
  const orderCount = async () => (await db().select({ rows: count() }).from(orders))[0]!.rows;

  it('keeps the order with the product as it is now and answers its number and total', async () => {
    const key = randomUUID();

    const response = await postOrder(session.app, orderFor(showcase), { key });

    expect(response.statusCode).toBe(201);
    const [order] = await ordersByKey(key);
    // 1990 less 10 % is 1791 a unit; two of them.
    expect(response.json()).toEqual({ data: { number: order!.number, total: 3582 } });
    expect(order).toMatchObject({
      widgetId: showcase.widgetId,
      siteId: showcase.siteId,
      productId: showcase.productId,
      pageUrl: 'https://shop.example.ru/catalog',
      customerName: 'Анна Петрова',
      customerPhone: '+79001234567',
      customerEmail: 'anna@example.ru',
      comment: 'Позвоните после 18:00',
      quantity: 2,
      productTitle: 'Футболка белая',
      price: 1990,
      discountValue: 10,
      discountType: 'PERCENT',
      module: 'THINGS',
      status: 'NEW',
    });
  });

  it('numbers each merchant’s orders from 1001, one after another', async () => {
    const first = await publishedShowcase(session.testApp, boris);

    const numbers = [];
    for (let i = 0; i < 3; i++) {
      numbers.push((await postOrder(session.app, orderFor(first))).json().data.number);
    }

    expect(numbers).toEqual([1001, 1002, 1003]);
  });

  it('keeps the price it was ordered at when the product changes later', async () => {
    const key = randomUUID();
    await postOrder(session.app, orderFor(showcase), { key });

    await db()
      .update(products)
      .set({ title: 'Футболка чёрная', price: 2990, discountValue: 0 })
      .where(eq(products.id, showcase.productId));

    expect((await ordersByKey(key))[0]).toMatchObject({
      productTitle: 'Футболка белая',
      price: 1990,
      discountValue: 10,
    });
    await db()
      .update(products)
      .set({ title: 'Футболка белая', price: 1990, discountValue: 10 })
      .where(eq(products.id, showcase.productId));
  });

  it.each([
    ['no name', { name: '  ' }, 'name', messages.order.nameRequired],
    ['a name of 101 characters', { name: 'а'.repeat(101) }, 'name', messages.order.nameTooLong],
    ['a phone that is no phone', { phone: '12' }, 'phone', messages.order.phoneInvalid],
    ['no phone', { phone: '' }, 'phone', messages.order.phoneRequired],
    ['an e-mail that is no address', { email: 'anna@' }, 'email', messages.order.emailInvalid],
    [
      'a comment too long',
      { comment: 'к'.repeat(ORDER_LIMITS.commentMaxLength + 1) },
      'comment',
      messages.order.commentTooLong,
    ],
    ['no items', { quantity: 0 }, 'quantity', messages.order.quantityInvalid],
    ['1000 items', { quantity: 1000 }, 'quantity', messages.order.quantityInvalid],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity', messages.order.quantityInvalid],
    ['no consent', { consent: false }, 'consent', messages.order.consentRequired],
    [
      'a page that is no address',
      { page_url: 'javascript:alert(1)' },
      'page_url',
      messages.order.pageUrlInvalid,
    ],
    [
      'the hidden field filled in',
      { website: 'https://spam.example' },
      'website',
      messages.order.refused,
    ],
  ])('refuses %s with 422 and its message, keeping nothing', async (_, fields, field, message) => {
    const before = await orderCount();

    const response = await postOrder(session.app, orderFor(showcase, fields));

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['without an Idempotency-Key', null],
    ['with an Idempotency-Key that is no UUID', 'retry-1'],
  ])('refuses an order %s', async (_, key) => {
    const before = await orderCount();

    const response = await postOrder(session.app, orderFor(showcase), { key });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.order.idempotencyKeyInvalid);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const response = await postOrder(
      session.app,
      orderFor(showcase, { comment: 'к'.repeat(17 * 1024) }),
    );

    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(messages.http.bodyTooLarge);
  });

  it('queues one message to each chosen contact still active, with the order', async () => {
    const [kept, silenced] = [
      await insertEmailContact(db(), session.merchant),
      await insertEmailContact(db(), session.merchant),
    ];
    const chosen = await publishedShowcase(session.testApp, session.merchant, {
      contactsId: [kept, silenced],
    });
    await db()
      .update(notifierContacts)
      .set({ isActive: false })
      .where(eq(notifierContacts.id, silenced));
    const key = randomUUID();

    await postOrder(session.app, orderFor(chosen), { key });

    const [order] = await ordersByKey(key);
    const queued = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `order.created:${order!.id}:${kept}`));
    expect(queued).toMatchObject([
      { kind: 'order.created', recipientId: kept, payload: { number: order!.number } },
    ]);
    expect(
      await db().select().from(outboxMessages).where(eq(outboxMessages.recipientId, silenced)),
    ).toEqual([]);
  });

  describe('the page it comes from', () => {
    it('lets a page on the site’s confirmed domain or its www. read the answer', async () => {
      const page = await postOrder(session.app, orderFor(showcase));
      const origin = page.headers['access-control-allow-origin'] as string;
      const www = origin.replace('https://', 'https://www.');

      const fromWww = await postOrder(session.app, orderFor(showcase), { origin: www });

      expect(page.statusCode).toBe(201);
      expect(page.headers.vary).toContain('Origin');
      expect(fromWww.statusCode).toBe(201);
      expect(fromWww.headers['access-control-allow-origin']).toBe(www);
    });

    it.each([
      ['a foreign page', 'https://evil.example.com'],
      ['an unconfirmed domain', 'https://unconfirmed.example.ru'],
      ['no Origin at all', null],
    ])('refuses %s with 403, keeping nothing', async (_, origin) => {
      const before = await orderCount();

      const response = await postOrder(session.app, orderFor(showcase), { origin });

      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(messages.order.showcaseNotFound);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(await orderCount()).toBe(before);
    });

    it('answers the preflight for its JSON body and Idempotency-Key', async () => {
      const response = await session.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/public/orders',
        headers: {
          origin: 'https://shop.example.ru',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, idempotency-key',
        },
      });

      expect(response.statusCode).toBe(204);
      expect(response.headers).toMatchObject({
        'access-control-allow-origin': 'https://shop.example.ru',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'Content-Type, Idempotency-Key',
      });
    });
  });

  describe('the Idempotency-Key', () => {
    it('answers the same order to the same key and body', async () => {
      const key = randomUUID();
      const first = await postOrder(session.app, orderFor(showcase), { key });

      const again = await postOrder(session.app, orderFor(showcase), { key });

      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await ordersByKey(key)).toHaveLength(1);
    });

    it('refuses the same key with another body with 409', async () => {
      const key = randomUUID();
      await postOrder(session.app, orderFor(showcase), { key });

      const other = await postOrder(session.app, orderFor(showcase, { quantity: 3 }), { key });

      expect(other.statusCode).toBe(409);
      expect(other.json().detail).toBe(messages.order.idempotencyKeyReused);
      expect(await ordersByKey(key)).toMatchObject([{ quantity: 2 }]);
    });

    it('makes one order of 50 parallel posts with one key', async () => {
      const key = randomUUID();
      const before = await orderCount();

      const responses = await Promise.all(
        Array.from({ length: 50 }, () => postOrder(session.app, orderFor(showcase), { key })),
      );

      expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([201]));
      const numbers = new Set(responses.map((response) => response.json().data.number));
      expect(numbers.size).toBe(1);
      expect(await orderCount()).toBe(before + 1);
      expect((await ordersByKey(key))[0]!.number).toBe([...numbers][0]);
    });
  });

  describe('the price the buyer saw', () => {
    const setPrice = (showcase: PublishedShowcase, price: number | null) =>
      callApi(session.app, session.merchant, 'PUT', `catalog/product/${showcase.productId}/`, {
        price,
      });
    const queuedFor = (userKey: string) =>
      db()
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.dedupeKey, `${userKey}%`));

    it('refuses another price than today’s with 409 and the price now, keeping nothing; the new price goes through', async () => {
      const seen = await publishedShowcase(session.testApp, session.merchant, {
        product: { price: 1000 },
        contactsId: [await insertEmailContact(db(), session.merchant)],
      });
      expect((await setPrice(seen, 2000)).statusCode).toBe(200);
      const key = randomUUID();
      const before = await orderCount();

      const refused = await postOrder(session.app, orderFor(seen), { key });

      expect(refused.statusCode).toBe(409);
      expect(priceChangedSchema.parse(refused.json())).toEqual({
        detail: messages.order.priceChanged(formatRubles(2000)),
        price_now: { price: '2000.00', discount_value: '0.00', discount_type: 'PERCENT' },
      });
      expect(refused.headers['access-control-allow-origin']).toBeDefined();
      expect(await orderCount()).toBe(before);
      expect(await ordersByKey(key)).toEqual([]);
      const queuedBefore = await db().select({ rows: count() }).from(outboxMessages);

      const asked = await postOrder(session.app, orderFor(seen, { unit_price_seen: 2000 }), {
        key,
      });

      expect(asked.statusCode).toBe(201);
      expect(asked.json().data.total).toBe(4000);
      expect(await ordersByKey(key)).toMatchObject([{ price: 2000, quantity: 2 }]);
      const queuedAfter = await db().select({ rows: count() }).from(outboxMessages);
      // The contact's message and the buyer's letter, with the order and not before it.
      expect(queuedAfter[0]!.rows - queuedBefore[0]!.rows).toBe(2);
    });

    it('refuses a price seen of a product that has none now, saying so', async () => {
      const seen = await publishedShowcase(session.testApp, session.merchant, {
        product: { price: 500, discount_value: 50, discount_type: 'RUBLES' },
      });
      expect(seen.unitPrice).toBe(450);
      const cleared = await callApi(
        session.app,
        session.merchant,
        'PUT',
        `catalog/product/${seen.productId}/`,
        { price: null, discount_value: 0 },
      );
      expect(cleared.statusCode).toBe(200);

      const refused = await postOrder(session.app, orderFor(seen));

      expect(refused.statusCode).toBe(409);
      const detail = messages.order.priceChanged(NO_PRICE_TEXT.toLowerCase());
      const priceNow = { price: null, discount_value: '0.00', discount_type: 'RUBLES' };
      expect(refused.json()).toEqual({
        detail,
        price_now: priceNow,
        lines: [
          {
            line: 0,
            product_id: expect.any(Number),
            variant_id: null,
            detail,
            price_now: priceNow,
          },
        ],
      });
    });

    it('answers a retry of a placed order with that order, whatever the price since', async () => {
      const seen = await publishedShowcase(session.testApp, session.merchant, {
        product: { price: 1350 },
      });
      const key = randomUUID();
      const first = await postOrder(session.app, orderFor(seen), { key });
      await setPrice(seen, 1500);

      const again = await postOrder(session.app, orderFor(seen), { key });

      expect(first.json()).toEqual({ data: { number: expect.any(Number), total: 2700 } });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await ordersByKey(key)).toHaveLength(1);
    });

    it('answers a null total for a product without a price, seen as none', async () => {
      const free = await publishedShowcase(session.testApp, session.merchant);

      const response = await postOrder(session.app, orderFor(free));

      expect(free.unitPrice).toBeNull();
      expect(response.statusCode).toBe(201);
      expect(response.json().data.total).toBeNull();
    });

    it('queues the buyer’s letter with the order when an e-mail was given, and none without', async () => {
      const withEmail = randomUUID();
      const withoutEmail = randomUUID();
      await postOrder(session.app, orderFor(showcase), { key: withEmail });
      await postOrder(session.app, orderFor(showcase, { email: '' }), { key: withoutEmail });

      const [given] = await ordersByKey(withEmail);
      const [none] = await ordersByKey(withoutEmail);
      expect(await queuedFor(`order.accepted:${given!.id}`)).toMatchObject([
        {
          kind: 'order.accepted',
          recipientId: null,
          payload: { to: 'anna@example.ru', number: given!.number, total: 3582 },
        },
      ]);
      expect(await queuedFor(`order.accepted:${none!.id}`)).toEqual([]);
    });
  });

  describe('what may be ordered', () => {
    const expectRefused = async (
      payload: object,
      status: number,
      detail: string,
    ): Promise<void> => {
      const before = await orderCount();
      const response = await postOrder(session.app, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().detail).toBe(detail);
      expect(await orderCount()).toBe(before);
    };

    it('refuses a product off sale', async () => {
      const offSale = await publishedShowcase(session.testApp, session.merchant);
      await db().update(products).set({ onSale: false }).where(eq(products.id, offSale.productId));
      await expectRefused(orderFor(offSale), 422, messages.order.productUnavailable);
    });

    it('refuses a product of the merchant outside the published content', async () => {
      const elsewhere = (await createCollection(session.app, session.merchant)).id;
      const outside = (await createProduct(session.app, session.merchant, elsewhere)).id;
      await expectRefused(
        orderFor(showcase, { product_id: outside }),
        422,
        messages.order.productUnavailable,
      );
    });

    it('refuses a product added to the content after publishing, until published again', async () => {
      const fresh = await publishedShowcase(session.testApp, session.merchant);
      const collection = (await createCollection(session.app, session.merchant)).id;
      const added = (await createProduct(session.app, session.merchant, collection)).id;
      const [publication] = await db()
        .select()
        .from(widgetPublications)
        .where(eq(widgetPublications.widgetId, fresh.widgetId));
      expect(publication!.content).toEqual([
        { collection_id: fresh.collectionId, category_id: null },
      ]);

      await expectRefused(
        orderFor(fresh, { product_id: added }),
        422,
        messages.order.productUnavailable,
      );
    });

    it('refuses an order through an unpublished widget', async () => {
      const unpublished = await publishedShowcase(session.testApp, session.merchant);
      await callApi(
        session.app,
        session.merchant,
        'DELETE',
        `platform/widget/${unpublished.widgetId}/publish/`,
      );
      await expectRefused(orderFor(unpublished), 404, messages.order.showcaseNotFound);
    });

    it('refuses a widget named on another site', async () => {
      const other = await publishedShowcase(session.testApp, session.merchant);
      await expectRefused(
        orderFor(showcase, { site_id: other.siteId }),
        404,
        messages.order.showcaseNotFound,
      );
    });

    it('refuses another merchant’s product through this merchant’s widget', async () => {
      const borisShowcase = await publishedShowcase(session.testApp, boris);
      await expectRefused(
        orderFor(showcase, { product_id: borisShowcase.productId }),
        422,
        messages.order.productUnavailable,
      );
    });
  });
});

describe('order rate limits', () => {
  const session = useSignedInApp({
    rateLimits: {
      ordersPerIp: { max: 2, windowSeconds: 60 },
      ordersPerSite: { max: 3, windowSeconds: 60 },
    },
  });

  it('refuses a third order from one address with 429 and its message', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const ip = '198.51.100.1';
    await postOrder(session.app, orderFor(showcase), { ip });
    await postOrder(session.app, orderFor(showcase), { ip });

    const third = await postOrder(session.app, orderFor(showcase), { ip });

    expect(third.statusCode).toBe(429);
    expect(third.json().detail).toBe(messages.order.tooManyOrders);
    expect(third.headers['retry-after']).toBeDefined();
  });

  it('refuses a fourth order to one site from any addresses', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    for (const ip of ['198.51.100.11', '198.51.100.12', '198.51.100.13']) {
      expect((await postOrder(session.app, orderFor(showcase), { ip })).statusCode).toBe(201);
    }

    const fourth = await postOrder(session.app, orderFor(showcase), { ip: '198.51.100.14' });

    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().detail).toBe(messages.order.tooManyOrders);
  });
});

describe('refused orders and the shop’s limit, at the production limits', () => {
  const session = useSignedInApp();

  it('leave the shop open: sixty refusals from six addresses spend only their own', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const { ordersPerIp, ordersPerSite } = DEFAULT_RATE_LIMITS;
    const senders = Array.from({ length: ordersPerSite.max / ordersPerIp.max }, (_, i) => i);
    const refused = (n: number) => orderFor(showcase, { product_id: 2_000_000_000 + n });
    for (const i of senders) {
      for (let n = 0; n < ordersPerIp.max; n++) {
        const response = await postOrder(session.app, refused(n), { ip: `198.51.100.${i}` });
        expect(response.statusCode).toBe(422);
      }
    }

    const buyer = await postOrder(session.app, orderFor(showcase), { ip: '198.51.100.200' });
    const eleventh = await postOrder(session.app, orderFor(showcase), { ip: '198.51.100.0' });

    expect(buyer.statusCode).toBe(201);
    expect(eleventh.statusCode).toBe(429);
  });
});
