import { customerTexts, type CustomerDetail } from '@vitrina/contracts/customers';
import type { OrderDetail } from '@vitrina/contracts/orders';
import { desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, outboxMessages } from '../../db/schema';
import { cartOrderFor, cartShowcase, type CartShowcase } from '../../testing/carts';
import { postOrder } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { readCsv } from '../../testing/spreadsheets';

describe("erasing a buyer's personal data: DELETE /api/v1/customers/{id}/personal-data/", () => {
  const session = useSignedInApp();
  const { call } = session;
  let showcase: CartShowcase;
  let ips = 0;

  /** Places a cart of the two products (2 and 1 pieces) for the buyer; answers the order's id. */
  async function place(buyer: object): Promise<number> {
    ips += 1;
    const payload = cartOrderFor(showcase, [2, 1], buyer);
    const placed = await postOrder(session.app, payload, { ip: `198.51.100.${ips}` });
    if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
    // The file's database: the newest order is the one just placed.
    const [row] = await session.testApp.database.db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(desc(orders.id))
      .limit(1);
    return row!.id;
  }

  const order = async (id: number) =>
    (await call('GET', `orders/${id}/`)).json().data as OrderDetail;
  const customerIdOf = async (orderId: number) => {
    const [row] = await session.testApp.database.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row!.customerId;
  };
  const erase = (customerId: number) => call('DELETE', `customers/${customerId}/personal-data/`);

  const irina = {
    name: 'Ирина Смирнова',
    phone: '+7 911 222-33-44',
    email: 'irina@example.ru',
    comment: 'Домофон 42, позвоните после 18:00',
  };
  let irinaId: number;
  let irinasOrders: number[];
  let before: OrderDetail[];
  let petrsOrder: number;

  beforeAll(async () => {
    showcase = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Кружка', price: 1000, discount_value: 10 },
      { title: 'Тарелка', price: 500 },
    ]);
    irinasOrders = [await place(irina), await place({ ...irina, email: '' })];
    petrsOrder = await place({ name: 'Пётр', phone: '+7 912 000-00-00', email: 'petr@example.ru' });
    await call('PATCH', `orders/${irinasOrders[1]}/`, { status: 'IN_PROGRESS', note: 'Оплачено' });
    irinaId = (await customerIdOf(irinasOrders[0]!))!;
    await call('PATCH', `customers/${irinaId}/`, { note: 'Просила не звонить утром' });
    before = await Promise.all(irinasOrders.map(order));

    const erased = await erase(irinaId);
    expect([erased.statusCode, erased.json()]).toEqual([
      200,
      { message: customerTexts.erasedDone },
    ]);
  });

  it('takes the name, phone, e-mail and comment out of every order of theirs', async () => {
    for (const id of irinasOrders) {
      const erased = await order(id);
      expect(erased.customer).toEqual({ name: customerTexts.erased, phone: '', email: null });
      expect(erased.comment).toBeNull();
    }
    const rows = await session.testApp.database.db
      .select({ erasedAt: orders.customerErasedAt, customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.customerId, irinaId));
    expect(rows).toEqual([]);
  });

  it('leaves their lines, totals, statuses and the order’s own note as they were', async () => {
    const after = await Promise.all(irinasOrders.map(order));

    expect(
      after.map(({ lines, units, total, status, note, number }) => [
        lines,
        units,
        total,
        status,
        note,
        number,
      ]),
    ).toEqual(
      before.map(({ lines, units, total, status, note, number }) => [
        lines,
        units,
        total,
        status,
        note,
        number,
      ]),
    );
    expect(after.map((each) => [each.total, each.status, each.note])).toEqual([
      [2300, 'NEW', null],
      [2300, 'IN_PROGRESS', 'Оплачено'],
    ]);
  });

  it('marks when each order was erased and joins it to no buyer', async () => {
    const [row] = await session.testApp.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, irinasOrders[0]!));

    expect(row!.customerErasedAt).toBeInstanceOf(Date);
    expect(row!.customerId).toBeNull();
  });

  it('deletes the buyer with the note: their card is 404, the list and a second erasure know them not', async () => {
    const rows = await session.testApp.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, irinaId));

    expect(rows).toEqual([]);
    expect((await call('GET', `customers/${irinaId}/`)).statusCode).toBe(404);
    expect((await erase(irinaId)).statusCode).toBe(404);
    const listed = (await call('GET', 'customers/')).json().data.customers as CustomerDetail[];
    expect(listed.map((each) => each.name)).toEqual(['Пётр']);
  });

  it('drops the letters to the buyer still waiting in the outbox, and no one else’s', async () => {
    // No worker runs here: every letter placed is still waiting.
    const waiting = await session.testApp.database.db
      .select({ key: outboxMessages.dedupeKey })
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, 'order.accepted:%'));

    expect(waiting.map((row) => row.key)).toEqual([`order.accepted:${petrsOrder}`]);
  });

  it('leaves the other buyers and their orders as they were', async () => {
    expect((await order(petrsOrder)).customer).toEqual({
      name: 'Пётр',
      phone: '+79120000000',
      email: 'petr@example.ru',
    });
  });

  it('records the erasure in the shop’s journal by the buyer’s id and orders, no personal data', async () => {
    const entries = (await call('GET', 'shop/actions/')).json().data as {
      action: string;
      actor_email: string;
      subject: string;
    }[];
    const entry = entries.find((each) => each.action === 'customer.erased');

    expect(entry).toEqual(
      expect.objectContaining({
        actor_email: session.merchant.email,
        subject: customerTexts.erasedSubject(irinaId, 2),
      }),
    );
    expect(JSON.stringify(entries)).not.toMatch(/Ирина|911|irina@/);
  });

  it('keeps the orders list, its search and its export working on the erased orders', async () => {
    const numbers = (await Promise.all(irinasOrders.map(order))).map((each) => each.number);
    const search = async (term: string) =>
      (
        (await call('GET', `orders/?search=${encodeURIComponent(term)}`)).json().data
          .orders as OrderDetail[]
      ).map((each) => each.number);

    expect(await search('+7 911 222')).toEqual([]);
    expect(await search('Ирина')).toEqual([]);
    expect((await search(customerTexts.erased)).sort()).toEqual([...numbers].sort());
    expect(await search(`#${numbers[0]}`)).toEqual([numbers[0]]);
    const csv = await call('GET', 'orders/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/Ирина|79112223344|irina@|Домофон/);
    expect(readCsv(csv.body).length).toBeGreaterThan(1);
  });

  it('makes a new buyer of a later order from the same phone', async () => {
    const again = await place(irina);

    const customerId = await customerIdOf(again);
    expect(customerId).not.toBeNull();
    expect(customerId).not.toBe(irinaId);
    const card = (await call('GET', `customers/${customerId}/`)).json().data as CustomerDetail;
    expect(card).toMatchObject({ name: irina.name, orders_count: 1, note: null });
  });

  it('refuses an id that is no id with 422, changing nothing', async () => {
    const response = await call('DELETE', 'customers/abc/personal-data/');

    expect(response.statusCode).toBe(422);
    expect((await order(petrsOrder)).customer.name).toBe('Пётр');
  });
});
