import {
  CUSTOMER_LIMITS,
  customerMessages,
  customerTexts,
  type Customer,
  type CustomerDetail,
} from '@vitrina/contracts/customers';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../db/schema';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { readCsv, readXlsx } from '../../testing/spreadsheets';

/** The export's columns, the list's in its order, then the note; dates in Moscow time. */
const EXPORT_HEADER = [
  'Имя',
  'Телефон',
  'E-mail',
  'Заказов',
  'Сумма покупок, ₽',
  'Первый заказ (МСК)',
  'Последний заказ (МСК)',
  'Заметка',
];

describe("the shop's buyers: GET /api/v1/customers/, one buyer, the note and the export", () => {
  const session = useSignedInApp();
  const { call } = session;
  let showcase: PublishedShowcase;
  let ips = 0;

  /** Places an order through the showcase (2 pieces at 1 000 ₽), dated `at`; answers its id. */
  async function place(fields: object, at?: string, through = showcase): Promise<number> {
    ips += 1;
    const payload = orderFor(through, { comment: '', ...fields });
    const placed = await postOrder(session.app, payload, { ip: `192.0.2.${ips}` });
    if (placed.statusCode !== 201) throw new Error(`order failed: ${placed.body}`);
    const { db } = session.testApp.database;
    // The file's database: the newest order is the one just placed.
    const [row] = await db.select({ id: orders.id }).from(orders).orderBy(desc(orders.id)).limit(1);
    if (at) {
      await db
        .update(orders)
        .set({ createdAt: new Date(at) })
        .where(eq(orders.id, row!.id));
    }
    return row!.id;
  }

  const customerOf = async (orderId: number) => {
    const [row] = await session.testApp.database.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row!.customerId!;
  };

  const list = async (query = '') =>
    (await call('GET', `customers/?${query}`)).json().data as {
      customers: Customer[];
      next_before: number | null;
    };
  const names = async (query: string) => (await list(query)).customers.map((each) => each.name);
  const card = async (id: number) =>
    (await call('GET', `customers/${id}/`)).json().data as CustomerDetail;

  /** Anna's four orders (one cancelled, one of another phone but her e-mail), Boris's, Вера's. */
  const ids = {} as Record<
    'anna1' | 'anna2' | 'anna3' | 'annaOtherPhone' | 'boris' | 'vera',
    number
  >;

  beforeAll(async () => {
    showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { price: 1000 },
    });
    const anna = { name: 'Анна', phone: '8 (900) 111-22-33', email: 'Anna@Example.ru' };
    ids.anna1 = await place(anna, '2026-03-01T09:00:00Z');
    ids.boris = await place(
      { name: 'Борис Ёлкин', phone: '+7 902 222-33-44', email: 'boris@example.ru' },
      '2026-03-02T09:00:00Z',
    );
    // Anna again, her phone in another spelling, no e-mail this time, and a new name.
    ids.anna2 = await place(
      { name: 'Анна Петрова', phone: '+7 900 111 22 33', email: '' },
      '2026-03-03T09:00:00Z',
    );
    ids.anna3 = await place({ ...anna, name: 'Анна Петрова' }, '2026-03-04T09:00:00Z');
    await call('PATCH', `orders/${ids.anna3}/`, { status: 'CANCELLED' });
    // A phone no buyer has, with Anna's e-mail in capitals: hers still.
    ids.annaOtherPhone = await place(
      { name: 'Анна Петрова', phone: '+7 905 000-00-01', email: 'ANNA@example.ru' },
      '2026-03-05T09:00:00Z',
    );
    // Вера: a phone of her own and no e-mail, a new buyer.
    ids.vera = await place(
      { name: 'Вера', phone: '+7 903 333-44-55', email: '' },
      '2026-03-06T09:00:00Z',
    );
  });

  describe('matching orders to buyers', () => {
    it('groups the orders of one phone, in any spelling, into one buyer', async () => {
      const anna = await customerOf(ids.anna1);

      expect(await customerOf(ids.anna2)).toBe(anna);
      expect(await customerOf(ids.anna3)).toBe(anna);
      expect(await customerOf(ids.boris)).not.toBe(anna);
    });

    it('joins a new phone to the buyer of its e-mail, letter case aside, keeping their phone', async () => {
      const anna = await customerOf(ids.anna1);

      expect(await customerOf(ids.annaOtherPhone)).toBe(anna);
      expect(await card(anna)).toMatchObject({ phone: '+79001112233', orders_count: 4 });
    });

    it('makes a new buyer of a new phone without a known e-mail', async () => {
      const vera = await customerOf(ids.vera);

      expect(await card(vera)).toMatchObject({
        name: 'Вера',
        phone: '+79033334455',
        email: null,
        orders_count: 1,
      });
    });

    it('names the buyer as the latest order does; its e-mail, lower-cased, when no other buyer holds it', async () => {
      const anna = await card(await customerOf(ids.anna1));
      expect(anna).toMatchObject({ name: 'Анна Петрова', email: 'anna@example.ru' });

      // Boris orders again with Anna's e-mail and his name spelt with е: the e-mail stays hers.
      const again = await place(
        { name: 'Борис Елкин', phone: '+7 902 222-33-44', email: 'anna@example.ru' },
        '2026-03-07T09:00:00Z',
      );
      const boris = await card(await customerOf(again));
      expect(boris).toMatchObject({
        name: 'Борис Елкин',
        email: 'boris@example.ru',
        orders_count: 2,
      });
      expect(await customerOf(again)).toBe(await customerOf(ids.boris));
    });
  });

  it('joins parallel orders of one new phone to one buyer', async () => {
    // A shop of its own, so the list of this file's shop stays as the tests below read it.
    const shop = await publishedShowcase(session.testApp, await registerAccount(session.app));
    const buyer = { name: 'Глеб', phone: '+7 904 444-55-66', email: 'gleb@example.ru' };
    const placed = await Promise.all(
      ['192.0.2.201', '192.0.2.202'].map((ip) =>
        postOrder(session.app, orderFor(shop, buyer), { ip }),
      ),
    );
    const rows = await session.testApp.database.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.customerPhone, '+79044445566'));

    expect(placed.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.customerId).not.toBeNull();
    expect(rows[1]!.customerId).toBe(rows[0]!.customerId);
  });

  it('lists the buyers, newest last order first, with counts, totals and first and last orders', async () => {
    const { customers: listed, next_before } = await list();

    expect(next_before).toBeNull();
    expect(listed.map((each) => each.name)).toEqual(['Борис Елкин', 'Вера', 'Анна Петрова']);
    expect(listed[2]).toEqual({
      id: await customerOf(ids.anna1),
      name: 'Анна Петрова',
      phone: '+79001112233',
      email: 'anna@example.ru',
      orders_count: 4,
      // Four orders of 2 000 ₽, the cancelled one left out.
      total_spent: 6000,
      first_order_at: '2026-03-01T09:00:00.000Z',
      last_order_at: '2026-03-05T09:00:00.000Z',
    });
  });

  it('reads a page in as many statements whatever its size and search', async () => {
    const { db } = session.testApp.database;
    const one = await countQueries(db, () => list('limit=1'));
    const all = await countQueries(db, () => list('limit=100'));
    const searched = await countQueries(db, () => list('limit=100&search=900'));

    expect(all).toBe(one);
    expect(searched).toBe(one);
  });

  it('pages with `before`: the last order of the page’s last buyer', async () => {
    const first = await list('limit=2');
    const second = await list(`limit=2&before=${first.next_before}`);

    expect(first.customers.map((each) => each.name)).toEqual(['Борис Елкин', 'Вера']);
    expect(first.next_before).toBe(ids.vera);
    expect(second).toEqual({
      customers: [expect.objectContaining({ name: 'Анна Петрова' })],
      next_before: null,
    });
  });

  it.each([
    ['a piece of the name, letter case and ё/е aside', 'ЁЛКИН', ['Борис Елкин']],
    ['a piece of the e-mail', 'ANNA@', ['Анна Петрова']],
    ['the phone as people write it', '+7 900 111-22-33', ['Анна Петрова']],
    ['the phone with its trunk 8', '8 903 333', ['Вера']],
    ['digits from the middle of the phone', '333-44', ['Вера']],
    ['a % or _ as themselves', '100%_', []],
  ])('finds buyers by %s', async (_, search, found) => {
    expect(await names(`search=${encodeURIComponent(search)}`)).toEqual(found);
  });

  it("shows a buyer's card with their orders, newest first", async () => {
    const anna = await card(await customerOf(ids.anna1));
    const [first] = await session.testApp.database.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, ids.anna1));

    expect(anna.note).toBeNull();
    expect(anna.orders.map((order) => order.id)).toEqual([
      ids.annaOtherPhone,
      ids.anna3,
      ids.anna2,
      ids.anna1,
    ]);
    expect(anna.orders[1]).toMatchObject({ status: 'CANCELLED', total: 2000 });
    expect(anna.orders[3]).toEqual({
      id: ids.anna1,
      number: first!.number,
      status: 'NEW',
      total: 2000,
      created_at: '2026-03-01T09:00:00.000Z',
    });
  });

  it('keeps the merchant’s note, trimmed; an empty one clears it', async () => {
    const vera = await customerOf(ids.vera);

    const saved = await call('PATCH', `customers/${vera}/`, { note: '  Любит зелёный чай ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: vera, note: 'Любит зелёный чай' });
    expect((await card(vera)).note).toBe('Любит зелёный чай');

    await call('PATCH', `customers/${vera}/`, { note: '' });
    expect((await card(vera)).note).toBeNull();
  });

  it('refuses a note too long or left out with 422 and a clear message, changing nothing', async () => {
    const vera = await customerOf(ids.vera);
    await call('PATCH', `customers/${vera}/`, { note: 'Постоянная' });

    const long = await call('PATCH', `customers/${vera}/`, {
      note: 'я'.repeat(CUSTOMER_LIMITS.noteMaxLength + 1),
    });
    const missing = await call('PATCH', `customers/${vera}/`, {});

    expect([long.statusCode, long.json().detail]).toEqual([422, customerMessages.noteTooLong]);
    expect([missing.statusCode, missing.json().detail]).toEqual([
      422,
      customerMessages.noteRequired,
    ]);
    expect((await card(vera)).note).toBe('Постоянная');
  });

  it('refuses a search too long and a bad page with 422', async () => {
    const long = await call('GET', `customers/?search=${'а'.repeat(101)}`);
    const page = await call('GET', 'customers/?limit=0');
    const format = await call('GET', 'customers/export/?format=pdf');

    expect([long.statusCode, long.json().detail]).toEqual([422, customerMessages.searchTooLong]);
    expect(page.statusCode).toBe(422);
    expect(format.statusCode).toBe(422);
  });

  it('exports the searched list as CSV: BOM, `;`, the phone as stored, sortable dates', async () => {
    const response = await call('GET', 'customers/export/?format=csv');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const rows = readCsv(response.body);
    expect(rows[0]).toEqual(EXPORT_HEADER);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Борис Елкин', 'Вера', 'Анна Петрова']);
    const anna = rows[3]!;
    expect(anna[1]).toMatch(/\+79001112233$/);
    expect(anna.slice(2, 7)).toEqual([
      'anna@example.ru',
      '4',
      '6000',
      '2026-03-01 12:00',
      '2026-03-05 12:00',
    ]);
  });

  it('exports an XLSX workbook of one sheet, only what the search finds', async () => {
    const response = await call('GET', 'customers/export/?format=xlsx&search=Вера');

    expect(response.statusCode).toBe(200);
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.names).toEqual([customerTexts.title]);
    expect(sheet.rows[0]).toEqual(EXPORT_HEADER);
    expect(sheet.rows.slice(1)).toEqual([
      ['Вера', '+79033334455', null, 1, 2000, expect.any(Date), expect.any(Date), 'Постоянная'],
    ]);
  });

  describe("another shop's buyers", () => {
    let boris: Account;
    let theirs: number;

    beforeAll(async () => {
      boris = await registerAccount(session.app);
      const their = await publishedShowcase(session.testApp, boris);
      // Anna's phone and e-mail in another shop: a buyer of that shop alone.
      const order = await place(
        { name: 'Анна Чужая', phone: '8 (900) 111-22-33', email: 'anna@example.ru' },
        undefined,
        their,
      );
      theirs = await customerOf(order);
    });

    it('are a buyer of their own shop, never joined to ours', async () => {
      expect(theirs).not.toBe(await customerOf(ids.anna1));
      const asBoris = await callApi(session.app, boris, 'GET', 'customers/');
      expect(asBoris.json().data.customers.map((each: Customer) => each.name)).toEqual([
        'Анна Чужая',
      ]);
    });

    it('are 404 for every call, which changes nothing', async () => {
      const calls = [
        await call('GET', `customers/${theirs}/`),
        await call('PATCH', `customers/${theirs}/`, { note: 'Чужая' }),
        await call('DELETE', `customers/${theirs}/personal-data/`),
      ];

      expect(calls.map((response) => response.statusCode)).toEqual([404, 404, 404]);
      const [row] = await session.testApp.database.db
        .select()
        .from(customers)
        .where(eq(customers.id, theirs));
      expect(row).toMatchObject({ name: 'Анна Чужая', note: null });
    });

    it('are neither listed, searched nor exported', async () => {
      expect(await names('search=Чужая')).toEqual([]);
      const csv = readCsv((await call('GET', 'customers/export/?format=csv')).body);
      expect(csv.map((row) => row[0])).not.toContain('Анна Чужая');
    });
  });
});
