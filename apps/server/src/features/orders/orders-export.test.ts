import { discountLabel } from '@vitrina/contracts/pricing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { cartOrderFor, cartShowcase } from '../../testing/carts';
import { countQueries } from '../../testing/count-queries';
import { addressOf } from '../../testing/event-stream-reader';
import { readCsv, readXlsx } from '../../testing/spreadsheets';
import { orderFor, postOrder } from '../../testing/orders';
import { FORMULA_GUARD } from '../../infra/spreadsheets/formula-guard';
import { ORDERS_EXPORT_PAGE } from './order-export';
import { pagesBefore } from './order-pages';
import { listOrders } from './order-reads.repository';

/** The date's header: a shop keeps Moscow time unless its owner chose another zone. */
const MOSCOW_DATE = 'Дата (МСК)';

/** The CSV's columns: a line's, between its order's number, date, status and its buyer's. */
const LINES_HEADER = [
  'Номер',
  MOSCOW_DATE,
  'Статус',
  'Оплата',
  'Товар',
  'Вариант',
  'Артикул',
  'Цена, ₽',
  'Скидка',
  'Количество',
  'Сумма, ₽',
  'Покупатель',
  'Телефон',
  'Почта',
  'Комментарий',
  'Виджет',
  'Площадка',
  'Страница',
  'Заметка',
];

/** The workbook's «Заявки»: an order a row, with its units and total. */
const ORDERS_HEADER = [
  'Номер',
  MOSCOW_DATE,
  'Статус',
  'Оплата',
  'Товаров',
  'Сумма, ₽',
  'Покупатель',
  'Телефон',
  'Почта',
  'Комментарий',
  'Виджет',
  'Площадка',
  'Страница',
  'Заметка',
];

/** The workbook's «Позиции»: a line a row, with its order's number. */
const ITEMS_HEADER = [
  'Номер',
  'Товар',
  'Вариант',
  'Артикул',
  'Цена, ₽',
  'Скидка',
  'Количество',
  'Сумма, ₽',
];

const TEN_PERCENT = discountLabel(10, 'PERCENT');

describe('the orders exports: GET /api/v1/orders/export.csv and export.xlsx', () => {
  const session = useSignedInApp();
  const { call } = session;
  let boris: Account;
  /** Anna's cart of two lines, then Boris's order of one product. */
  let anna: number;
  let borisOrder: number;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    const showcase = await cartShowcase(session.testApp, session.merchant, [
      { title: 'Кружка', sku: 'MUG-1', price: 1000, discount_value: 10 },
      { title: 'Тарелка', price: 500 },
    ]);
    const cart = cartOrderFor(showcase, [2, 1], {
      name: 'Анна "Аня"; Петрова',
      comment: '=1+2\nвторая строка',
    });
    anna = (await postOrder(session.app, cart, { ip: '198.51.100.1' })).json().data.number;
    const single = orderFor(showcase, { name: 'Борис', comment: 'Позвоните после 18:00' });
    borisOrder = (await postOrder(session.app, single, { ip: '198.51.100.2' })).json().data.number;
    const [boriss] = (await call('GET', 'orders/?limit=1')).json().data.orders;
    await call('PATCH', `orders/${boriss.id}/`, { status: 'IN_PROGRESS', note: 'Срочно' });
  });

  const download = (path: string, account = session.merchant) =>
    callApi(session.app, account, 'GET', path);

  it('answers CSV for Excel, a row per line with its order: BOM, `;`, CRLF, quotes, formulas guarded', async () => {
    const response = await download('orders/export.csv');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const rows = readCsv(response.body);
    expect(rows[0]).toEqual(LINES_HEADER);
    expect(rows.slice(1).map((row) => [row[0], row[4]])).toEqual([
      [String(borisOrder), 'Кружка'],
      [String(anna), 'Кружка'],
      [String(anna), 'Тарелка'],
    ]);
    expect(rows[1]).toMatchObject({
      2: 'В работе',
      6: 'MUG-1',
      10: '1800',
      11: 'Борис',
      18: 'Срочно',
    });
    const annas = { 2: 'Новая', 11: 'Анна "Аня"; Петрова', 12: `${FORMULA_GUARD}+79001234567` };
    expect(rows[2]).toMatchObject({
      ...annas,
      5: '',
      6: 'MUG-1',
      7: '1000',
      8: TEN_PERCENT,
      9: '2',
      10: '1800',
      14: `${FORMULA_GUARD}=1+2\nвторая строка`,
      15: 'Витрина на главной',
      16: 'Магазин одежды',
    });
    expect(rows[3]).toMatchObject({ ...annas, 6: '', 7: '500', 8: '', 9: '1', 10: '500' });
    expect(rows[2]![1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(rows[3]![1]).toBe(rows[2]![1]);
  });

  it('answers an XLSX workbook: «Заявки», an order a row, and «Позиции», a line a row', async () => {
    const response = await download('orders/export.xlsx');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const orders = await readXlsx(response.rawPayload, 'Заявки');
    expect(orders.names).toEqual(['Заявки', 'Позиции']);
    expect(orders.rows[0]).toEqual(ORDERS_HEADER);
    expect(orders.rows[1]).toMatchObject({
      0: borisOrder,
      2: 'В работе',
      4: 2,
      5: 1800,
      13: 'Срочно',
    });
    expect(orders.rows[2]).toMatchObject({
      0: anna,
      4: 3,
      5: 2300,
      6: 'Анна "Аня"; Петрова',
      7: '+79001234567',
      9: '=1+2\nвторая строка',
    });
    expect(orders.rows[2]![1]).toBeInstanceOf(Date);
    expect(orders.rows).toHaveLength(3);
    const items = await readXlsx(response.rawPayload, 'Позиции');
    expect(items).toMatchObject({ frozenRows: 1, headerBold: true });
    expect(items.rows).toEqual([
      ITEMS_HEADER,
      [borisOrder, 'Кружка', null, 'MUG-1', 1000, TEN_PERCENT, 2, 1800],
      [anna, 'Кружка', null, 'MUG-1', 1000, TEN_PERCENT, 2, 1800],
      [anna, 'Тарелка', null, null, 500, null, 1, 500],
    ]);
  });

  it('exports only what the filters let through', async () => {
    const csv = readCsv((await download('orders/export.csv?status=NEW')).body);
    const xlsx = (await download('orders/export.xlsx?search=Борис')).rawPayload;

    expect(csv.slice(1).map((row) => row[0])).toEqual([String(anna), String(anna)]);
    expect((await readXlsx(xlsx, 'Заявки')).rows.slice(1).map((row) => row[0])).toEqual([
      borisOrder,
    ]);
    expect((await readXlsx(xlsx, 'Позиции')).rows.slice(1).map((row) => row[0])).toEqual([
      borisOrder,
    ]);
  });

  it('refuses bad filters with 422, and answers 401 without a session', async () => {
    expect((await download('orders/export.csv?status=LOST')).statusCode).toBe(422);
    const anonymous = await session.app.inject({
      method: 'GET',
      url: '/api/v1/orders/export.xlsx',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  /** A shop of its own with `count` orders of a line each, numbered from 1001, oldest first. */
  async function shopWithOrders(count: number) {
    const account = await registerAccount(session.app);
    const { db } = session.testApp.database;
    const shopId = await ownShopId(db, account.email);
    await db.execute(sql`
      insert into orders (shop_id, number, page_url, customer_name, customer_phone, total,
        idempotency_key, payload_hash)
      select ${shopId}, 1000 + n, 'https://shop.example/', 'Покупатель ' || n, '+79000000000',
        100, gen_random_uuid(), 'hash'
      from generate_series(1, ${count}::int) as n`);
    await db.execute(sql`
      insert into order_items (order_id, shop_id, position, product_title, price, discount_value,
        discount_type, module, quantity, total)
      select id, shop_id, 0, 'Чай', 100, 0, 'PERCENT', 'THINGS', 1, 100
      from orders where shop_id = ${shopId}`);
    return { account, shopId };
  }

  it('writes a list longer than a page whole, newest first, reading it a page at a time', async () => {
    const count = 2 * ORDERS_EXPORT_PAGE + 1;
    const { account } = await shopWithOrders(count);
    const { db } = session.testApp.database;
    // A first call reads the new account into the caches every call after it finds it in.
    await download('orders/export.csv?status=DONE', account);
    let csv: string[][] = [];
    const statements = await countQueries(db, async () => {
      csv = readCsv((await download('orders/export.csv', account)).body);
    });
    const workbook = (await download('orders/export.xlsx', account)).rawPayload;

    const newestFirst = Array.from({ length: count }, (_, index) => 1000 + count - index);
    expect(csv.slice(1).map((row) => Number(row[0]))).toEqual(newestFirst);
    // The zone, then three statements a page: its orders, their lines and their payments.
    expect(statements).toBe(1 + 3 * 3);
    for (const sheet of ['Заявки', 'Позиции']) {
      const rows = (await readXlsx(workbook, sheet)).rows.slice(1);
      expect(rows.map((row) => row[0])).toEqual(newestFirst);
    }
  });

  // The route's cap, ORDERS_EXPORT_MAX, is this `max`: 100 001 orders would take the suite
  // half a minute, so the pages are proven on seven with a small cap and page.
  it('reads pages newest first, each before the last order read, up to the cap', async () => {
    const { shopId } = await shopWithOrders(7);
    const { db } = session.testApp.database;
    const read = (limit: number, before?: number) => listOrders(db, shopId, {}, limit, before);
    async function numbers(max: number, page: number) {
      const pages: number[][] = [];
      for await (const rows of pagesBefore(read, { max, page })) {
        pages.push(rows.map((row) => row.number));
      }
      return pages;
    }

    expect(await numbers(5, 2)).toEqual([[1007, 1006], [1005, 1004], [1003]]);
    expect(await numbers(6, 3)).toEqual([
      [1007, 1006, 1005],
      [1004, 1003, 1002],
    ]);
    expect(await numbers(20, 3)).toEqual([[1007, 1006, 1005], [1004, 1003, 1002], [1001]]);
  });

  it('cuts the connection when a page fails once the file has begun: no file that looks whole', async () => {
    const { account, shopId } = await shopWithOrders(ORDERS_EXPORT_PAGE + 1);
    // The oldest order, alone on the second page, cannot be read: its date is no date.
    await session.testApp.database.db.execute(
      sql`update orders set created_at = 'infinity' where shop_id = ${shopId} and number = 1001`,
    );
    const base = await addressOf(session.app);

    for (const format of ['csv', 'xlsx']) {
      // Uncompressed, the first page leaves before the second is read (compressed, it may still
      // be in the compressor when the error comes, which then answers 500).
      const response = await fetch(`${base}/api/v1/orders/export.${format}`, {
        headers: { ...bearer(account.accessToken), 'accept-encoding': 'identity' },
      });
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow('terminated');
    }
  });

  it("writes the dates in the shop's time zone: sortable text in the CSV, dates in the XLSX", async () => {
    const east = await registerAccount(session.app);
    const { db } = session.testApp.database;
    const shopId = await ownShopId(db, east.email);
    await db.execute(sql`update shops set time_zone = 'Asia/Yekaterinburg' where id = ${shopId}`);
    // New Year's Eve 23:30 in Moscow is already New Year's Day in Yekaterinburg.
    await db.execute(sql`
      insert into orders (shop_id, number, page_url, customer_name, customer_phone, total,
        idempotency_key, payload_hash, created_at)
      values (${shopId}, 1001, 'https://shop.example/', 'Ольга', '+79120000000', 100,
        gen_random_uuid(), 'hash', '2026-12-31T20:30:00Z')`);
    await db.execute(sql`
      insert into order_items (order_id, shop_id, position, product_title, price, discount_value,
        discount_type, module, quantity, total)
      select id, shop_id, 0, 'Чай', 100, 0, 'PERCENT', 'THINGS', 1, 100
      from orders where shop_id = ${shopId}`);

    const csv = readCsv((await download('orders/export.csv', east)).body);
    const workbook = (await download('orders/export.xlsx', east)).rawPayload;
    const orders = (await readXlsx(workbook, 'Заявки')).rows;

    expect(csv[0]![1]).toBe('Дата (Asia/Yekaterinburg)');
    expect(csv[1]).toMatchObject({
      0: '1001',
      1: '2027-01-01 01:30',
      12: `${FORMULA_GUARD}+79120000000`,
    });
    expect(orders[0]![1]).toBe('Дата (Asia/Yekaterinburg)');
    // A spreadsheet's date has no zone: it holds the zone's clock, read here as UTC fields.
    expect(orders[1]).toMatchObject({
      0: 1001,
      1: new Date('2027-01-01T01:30:00Z'),
      7: '+79120000000',
    });
  });

  it("gives another merchant none of the merchant's orders", async () => {
    const csv = readCsv((await download('orders/export.csv', boris)).body);
    const xlsx = (await readXlsx((await download('orders/export.xlsx', boris)).rawPayload)).rows;

    expect(csv).toEqual([LINES_HEADER]);
    expect(xlsx).toEqual([ORDERS_HEADER]);
    const items = (await download('orders/export.xlsx', boris)).rawPayload;
    expect((await readXlsx(items, 'Позиции')).rows).toEqual([ITEMS_HEADER]);
  });
});
