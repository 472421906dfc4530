import { blocklistMessages } from '@vitrina/contracts/blocklist-texts';
import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orderItems, orders, outboxMessages, shopEvents } from '../../db/schema';
import { ownShopId } from '../../testing/accounts';
import { behindProxy, overHttp, type OverHttp } from '../../testing/blocklist';
import { insertEmailContact } from '../../testing/contacts';
import { statementsDuring } from '../../testing/count-queries';
import { orderFor, publishedShowcase, type PublishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { stockOf, trackStock } from '../../testing/stocked-products';

const plenty = { max: 1000, windowSeconds: 60 };

/** A day either side of today: the shop's today, whatever its zone. */
const aroundToday = () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
  return `from=${day(-1).slice(0, 10)}&to=${day(1).slice(0, 10)}`;
};

describe('orders of blocked buyers, refused quietly, over HTTP', () => {
  const session = useSignedInApp({
    rateLimits: { ordersPerIp: plenty, ordersPerSite: plenty },
    config: behindProxy,
  });
  let http: OverHttp;
  let showcase: PublishedShowcase;
  let shopId: number;

  const db = () => session.testApp.database.db;
  const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', path: string, body?: unknown) =>
    http.call(session.merchant, method, path, body);
  const block = async (kind: string, value: string) => {
    const added = await call('POST', 'platform/service/blocklist/', { kind, value });
    expect(added.status).toBe(201);
    return added.body.data as { id: number; value: string };
  };
  let buyers = 0;
  /** A valid order of two units from a buyer of their own (a phone and an e-mail of theirs). */
  const orderOf = (fields: object = {}) => {
    buyers += 1;
    const tag = String(1_000_000 + buyers);
    return orderFor(showcase, {
      phone: `+7900${tag}`,
      email: `buyer-${tag}@example.ru`,
      ...fields,
    });
  };
  const counted = async (table: typeof outboxMessages | typeof shopEvents) =>
    (await db().select({ rows: count() }).from(table))[0]!.rows;
  const orderRow = async (number: number) =>
    (await db().select().from(orders).where(eq(orders.number, number)))[0]!;
  const listed = async (query = '') =>
    ((await call('GET', `orders/?limit=100${query}`)).body.data.orders as { number: number }[]).map(
      (order) => order.number,
    );

  beforeAll(async () => {
    const contact = await insertEmailContact(db(), session.merchant);
    showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Кружка', price: 500 },
      contactsId: [contact],
    });
    await trackStock(db(), showcase.productId, 100);
    shopId = await ownShopId(db(), session.merchant.email);
    http = await overHttp(session.app);
  });

  it('answers a blocked phone’s order as a taken one, and does nothing else with it', async () => {
    const taken = await http.order(orderOf());
    expect(taken.status).toBe(201);
    const before = {
      messages: await counted(outboxMessages),
      events: await counted(shopEvents),
      stock: await stockOf(db(), showcase.productId),
      inbox: (await call('GET', 'orders/inbox/')).body.data.new_count,
      funnel: (await call('GET', `analytics/funnel?${aroundToday()}`)).body.data,
    };
    await block('PHONE', '8 (900) 555-01-01');

    const refused = await http.order(orderOf({ phone: '+7 900 555 01 01', name: 'Мошенник' }));

    // The same answer as a taken order's: its number (the next) and its total.
    expect(refused.status).toBe(taken.status);
    expect(refused.body).toEqual({ data: { number: taken.body.data.number + 1, total: 1000 } });
    expect(Object.keys(refused.body.data)).toEqual(Object.keys(taken.body.data));
    // No card, letter or event; no stock taken; no buyer made of it.
    expect(await counted(outboxMessages)).toBe(before.messages);
    expect(await counted(shopEvents)).toBe(before.events);
    expect(await stockOf(db(), showcase.productId)).toBe(before.stock);
    const row = await orderRow(refused.body.data.number);
    expect(row).toMatchObject({ rejectedKind: 'PHONE', rejectedValue: '+79005550101' });
    expect(row.customerId).toBeNull();
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(line).toMatchObject({ quantity: 2, stockTaken: false });
    // Nowhere the merchant counts orders: the list, the badge, analytics, the buyers.
    expect(await listed()).not.toContain(refused.body.data.number);
    const inbox = (await call('GET', 'orders/inbox/')).body.data;
    expect(inbox.new_count).toBe(before.inbox);
    expect(inbox.latest.map((order: { number: number }) => order.number)).not.toContain(
      refused.body.data.number,
    );
    expect((await call('GET', `analytics/funnel?${aroundToday()}`)).body.data).toMatchObject({
      orders: before.funnel.orders,
      revenue: before.funnel.revenue,
    });
    const buyers = await db().select().from(customers).where(eq(customers.shopId, shopId));
    expect(buyers.map((buyer) => buyer.phone)).not.toContain('+79005550101');
  });

  it('shows refused orders under «Отклонённые» with the entry each matched, in exports too', async () => {
    await block('EMAIL', ' Fraud.Buyer@Example.RU ');
    const refused = await http.order(
      orderOf({ email: 'FRAUD.buyer@example.ru', name: 'Отклонённый Покупатель' }),
    );

    const page = (await call('GET', 'orders/?rejected=true')).body.data.orders;
    const shown = page.find(
      (order: { number: number }) => order.number === refused.body.data.number,
    );
    expect(shown).toMatchObject({
      customer: { name: 'Отклонённый Покупатель', email: 'FRAUD.buyer@example.ru' },
      rejection: { kind: 'EMAIL', value: 'fraud.buyer@example.ru' },
    });
    expect(page.every((order: { rejection: unknown }) => order.rejection !== null)).toBe(true);
    const taken = (await call('GET', 'orders/')).body.data.orders;
    expect(taken.every((order: { rejection: unknown }) => order.rejection === null)).toBe(true);
    expect(await http.download(session.merchant, 'orders/export.csv')).not.toContain(
      'Отклонённый Покупатель',
    );
    expect(await http.download(session.merchant, 'orders/export.csv?rejected=true')).toContain(
      'Отклонённый Покупатель',
    );
  });

  it('reads the shop’s list once, not an order at a time, and again after a write of it', async () => {
    await http.order(orderOf());
    const statements = await statementsDuring(db(), async () => {
      await http.order(orderOf());
      await http.order(orderOf());
      await block('EMAIL', 'late@example.ru');
      await http.order(orderOf());
      await http.order(orderOf());
    });

    const listReads = statements.filter((text) =>
      text.startsWith('select "kind", "value" from "blocked_entries"'),
    );
    expect(listReads).toHaveLength(1);
  });

  it('refuses the orders from an IPv4 network and takes those from beside it', async () => {
    await block('NETWORK', '198.51.100.0/24');

    const inside = await http.order(orderOf(), { address: '198.51.100.23' });
    const beside = await http.order(orderOf(), { address: '198.51.101.23' });

    expect([inside.status, beside.status]).toEqual([201, 201]);
    expect(await orderRow(inside.body.data.number)).toMatchObject({
      rejectedKind: 'NETWORK',
      rejectedValue: '198.51.100.0/24',
    });
    expect((await orderRow(beside.body.data.number)).rejectedKind).toBeNull();
  });

  it('refuses the orders from an IPv6 network, a single address too', async () => {
    await block('NETWORK', '2001:DB8:ab::/48');
    await block('NETWORK', '2001:db8:cd::7');

    const inNetwork = await http.order(orderOf(), { address: '2001:db8:ab:1::99' });
    const atAddress = await http.order(orderOf(), { address: '2001:db8:cd:0::7' });
    const elsewhere = await http.order(orderOf(), { address: '2001:db8:cd::8' });

    expect(await orderRow(inNetwork.body.data.number)).toMatchObject({
      rejectedValue: '2001:db8:ab::/48',
    });
    expect(await orderRow(atAddress.body.data.number)).toMatchObject({
      rejectedValue: '2001:db8:cd::7',
    });
    expect((await orderRow(elsewhere.body.data.number)).rejectedKind).toBeNull();
  });

  it('takes the next order once the entry is deleted, and refuses the next once it is added', async () => {
    const buyer = orderOf();
    // The shop's list is kept in memory from this order on.
    expect((await orderRow((await http.order(buyer)).body.data.number)).rejectedKind).toBeNull();

    const entry = await block('PHONE', (buyer as { phone: string }).phone);
    const afterAdd = await http.order(buyer);
    const deleted = await call('DELETE', `platform/service/blocklist/${entry.id}/`);
    const afterDelete = await http.order(buyer);

    expect((await orderRow(afterAdd.body.data.number)).rejectedKind).toBe('PHONE');
    expect(deleted.status).toBe(200);
    expect((await orderRow(afterDelete.body.data.number)).rejectedKind).toBeNull();
  });

  it('answers a refused order again for its key, with the same number', async () => {
    await block('PHONE', '+7 900 555-02-02');
    const key = randomUUID();
    const payload = orderOf({ phone: '+79005550202' });

    const first = await http.order(payload, { key });
    const again = await http.order(payload, { key });

    expect(again).toEqual(first);
    expect((await orderRow(first.body.data.number)).rejectedKind).toBe('PHONE');
    expect(
      (await db().select({ rows: count() }).from(orders).where(eq(orders.idempotencyKey, key)))[0]!
        .rows,
    ).toBe(1);
  });

  it('keeps a refused order’s status as it came: a move would write to its buyer', async () => {
    await block('PHONE', '+7 900 555-03-03');
    const refused = await http.order(orderOf({ phone: '+79005550303' }));
    const { id } = await orderRow(refused.body.data.number);

    const moved = await call('PATCH', `orders/${id}/`, { status: 'IN_PROGRESS' });
    const noted = await call('PATCH', `orders/${id}/`, { note: 'Не перезванивать' });

    expect(moved.status).toBe(422);
    expect(moved.body.detail).toBe(blocklistMessages.rejectedOrderFixed);
    expect(noted.status).toBe(200);
    expect(noted.body.data).toMatchObject({ status: 'NEW', note: 'Не перезванивать' });
  });

  it('blocks an order’s phone and e-mail in one call, and refuses that buyer’s next order', async () => {
    const buyer = orderOf();
    const taken = await http.order(buyer);
    const { id, number } = await orderRow(taken.body.data.number);

    const blocked = await call('POST', `platform/service/blocklist/orders/${id}/`);
    const again = await call('POST', `platform/service/blocklist/orders/${id}/`);
    const next = await http.order(orderOf({ email: (buyer as { email: string }).email }));

    expect(blocked.status).toBe(200);
    const { phone, email } = buyer as { phone: string; email: string };
    expect(blocked.body.data).toEqual([
      expect.objectContaining({ kind: 'EMAIL', value: email, note: `Заказ #${number}` }),
      expect.objectContaining({ kind: 'PHONE', value: phone, note: `Заказ #${number}` }),
    ]);
    expect(again.body.data).toEqual(blocked.body.data);
    expect(await orderRow(next.body.data.number)).toMatchObject({
      rejectedKind: 'EMAIL',
      rejectedValue: email,
    });
    // The order blocked stays as it was: taken.
    expect((await orderRow(number)).rejectedKind).toBeNull();
  });
});
