import { ORDERS_EXPORT_MAX } from '@vitrina/contracts/orders';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';
import { readCsv, readXlsx } from '../../testing/spreadsheets';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';

const HEADER = [
  'Номер',
  'Дата',
  'Статус',
  'Товар',
  'Артикул',
  'Количество',
  'Сумма, ₽',
  'Покупатель',
  'Телефон',
  'Почта',
  'Комментарий',
  'Виджет',
  'Сайт',
  'Страница',
  'Заметка',
];

describe('the orders exports: GET /api/v1/orders/export.csv and export.xlsx', () => {
  const session = useSignedInApp();
  const { call } = session;
  let boris: Account;
  const numbers: number[] = [];

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { price: 1000, discount_value: 10 },
    });
    const buyers = [
      { name: 'Анна "Аня"; Петрова', comment: '=1+2\nвторая строка' },
      { name: 'Борис', comment: 'Позвоните после 18:00' },
    ];
    for (const [index, fields] of buyers.entries()) {
      const placed = await postOrder(session.app, orderFor(showcase, fields), {
        ip: `198.51.100.${index + 1}`,
      });
      numbers.push(placed.json().data.number);
    }
    const [boriss] = (await call('GET', 'orders/?limit=1')).json().data.orders;
    await call('PATCH', `orders/${boriss.id}/`, { status: 'IN_PROGRESS', note: 'Срочно' });
  });

  const download = (path: string, account = session.merchant) =>
    callApi(session.app, account, 'GET', path);

  it('answers CSV for Excel: BOM, `;`, CRLF, quotes, and formulas defused', async () => {
    const response = await download('orders/export.csv');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const rows = readCsv(response.body);
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((row) => row[0])).toEqual([String(numbers[1]), String(numbers[0])]);
    expect(rows[1]).toMatchObject({ 2: 'В работе', 6: '1800', 7: 'Борис', 14: 'Срочно' });
    expect(rows[2]).toMatchObject({
      7: 'Анна "Аня"; Петрова',
      8: "'+79001234567",
      10: "'=1+2\nвторая строка",
      11: 'Витрина на главной',
      12: 'Магазин одежды',
    });
    expect(rows[2]![1]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
  });

  it('answers an XLSX workbook of the same rows, numbers as numbers', async () => {
    const response = await download('orders/export.xlsx');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[1]).toMatchObject({ 0: numbers[1], 2: 'В работе', 5: 2, 6: 1800, 14: 'Срочно' });
    expect(rows[2]).toMatchObject({
      7: 'Анна "Аня"; Петрова',
      8: '+79001234567',
      10: '=1+2\nвторая строка',
    });
  });

  it('exports only what the filters let through', async () => {
    const csv = readCsv((await download('orders/export.csv?status=NEW')).body);
    const xlsx = (await readXlsx((await download('orders/export.xlsx?search=Борис')).rawPayload))
      .rows;

    expect(csv.slice(1).map((row) => row[0])).toEqual([String(numbers[0])]);
    expect(xlsx.slice(1).map((row) => row[0])).toEqual([numbers[1]]);
  });

  it('refuses bad filters with 422, and answers 401 without a session', async () => {
    expect((await download('orders/export.csv?status=LOST')).statusCode).toBe(422);
    const anonymous = await session.app.inject({
      method: 'GET',
      url: '/api/v1/orders/export.xlsx',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it(`exports the newest ${ORDERS_EXPORT_MAX} orders of a longer list, newest first`, async () => {
    const busy = await registerAccount(session.app);
    const { db } = session.testApp.database;
    const shopId = await ownShopId(db, busy.email);
    const count = ORDERS_EXPORT_MAX + 1;
    await db.execute(sql`
      insert into orders (shop_id, number, page_url, customer_name, customer_phone, quantity,
        product_title, price, discount_value, discount_type, module, idempotency_key, payload_hash)
      select ${shopId}, 1000 + n, 'https://shop.example/', 'Покупатель ' || n, '+79000000000',
        1, 'Чай', 100, 0, 'PERCENT', 'THINGS', gen_random_uuid(), 'hash'
      from generate_series(1, ${count}::int) as n`);

    const rows = readCsv((await download('orders/export.csv', busy)).body);

    expect(rows).toHaveLength(1 + ORDERS_EXPORT_MAX);
    expect(rows[1]![0]).toBe(String(1000 + count));
    expect(rows.at(-1)![0]).toBe('1002');
  });

  it("gives another merchant none of the merchant's orders", async () => {
    const csv = readCsv((await download('orders/export.csv', boris)).body);
    const xlsx = (await readXlsx((await download('orders/export.xlsx', boris)).rawPayload)).rows;

    expect(csv).toEqual([HEADER]);
    expect(xlsx).toEqual([HEADER]);
  });
});
