import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../testing/earlier-release';
import { pgliteExtensions } from './pglite';
import { customers, orders } from './schema';

/** Orders kept before buyers were: shop, number, name, phone, e-mail, day. */
const KEPT = [
  [1, 1001, 'Анна', '+79001234567', 'Anna@Example.ru', '2026-03-01'],
  [1, 1002, 'Анна Петрова', '+79001234567', null, '2026-03-05'],
  [1, 1003, 'Борис', '+79002223344', 'boris@example.ru', '2026-03-02'],
  // Boris's e-mail typed by someone of another phone, later: the newer buyer keeps it.
  [1, 1004, 'Вера', '+79003334455', 'BORIS@example.ru', '2026-03-03'],
  // The same phone and e-mail in another shop: a buyer of that shop alone.
  [2, 1001, 'Анна из другого магазина', '+79001234567', 'anna@example.ru', '2026-03-04'],
] as const;

describe('upgrading orders kept before buyers were: one buyer a phone in each shop', () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle(client);
  let earlierRelease: string;

  beforeAll(async () => {
    earlierRelease = await migrationsBefore('0030_customers_backfill');
    await migrate(db, { migrationsFolder: earlierRelease });
    // The earlier schema, in plain SQL: the current one may name columns it lacks.
    await client.exec(`
      INSERT INTO shops (title) VALUES ('Лавка'), ('Другая лавка');
    `);
    for (const [shop, number, name, phone, email, day] of KEPT) {
      await client.query(
        `INSERT INTO orders (shop_id, number, page_url, customer_name, customer_phone,
          customer_email, total, status, idempotency_key, payload_hash, created_at)
        VALUES ($1, $2, 'https://shop.example.ru/', $3, $4, $5, 100, 'NEW', gen_random_uuid(),
          'h', $6)`,
        [shop, number, name, phone, email, `${day}T09:00:00Z`],
      );
    }
    await migrate(db, { migrationsFolder });
  });

  afterAll(async () => {
    await client.close();
    await rm(earlierRelease, { recursive: true, force: true });
  });

  it('makes a buyer of each phone of a shop, named by the latest order, dated by the first and last', async () => {
    const rows = await db.select().from(customers).orderBy(asc(customers.id));

    expect(rows.map(({ shopId, phone, name, email }) => ({ shopId, phone, name, email }))).toEqual(
      expect.arrayContaining([
        // Anna's latest order gave no e-mail: the one an earlier order gave stays, lower-cased.
        { shopId: 1, phone: '+79001234567', name: 'Анна Петрова', email: 'anna@example.ru' },
        // Vera's order is newer than Boris's: the e-mail is hers.
        { shopId: 1, phone: '+79002223344', name: 'Борис', email: null },
        { shopId: 1, phone: '+79003334455', name: 'Вера', email: 'boris@example.ru' },
        {
          shopId: 2,
          phone: '+79001234567',
          name: 'Анна из другого магазина',
          email: 'anna@example.ru',
        },
      ]),
    );
    expect(rows).toHaveLength(4);
    const anna = rows.find((row) => row.shopId === 1 && row.phone === '+79001234567')!;
    expect(anna.createdAt.toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(anna.updatedAt.toISOString()).toBe('2026-03-05T09:00:00.000Z');
  });

  it('counts every order to the buyer of its shop and phone', async () => {
    const rows = await db
      .select({
        shopId: orders.shopId,
        phone: orders.customerPhone,
        customerId: orders.customerId,
      })
      .from(orders)
      .orderBy(asc(orders.id));
    const buyers = await db.select().from(customers);
    const buyerOf = (shopId: number, phone: string) =>
      buyers.find((buyer) => buyer.shopId === shopId && buyer.phone === phone)?.id;

    expect(rows.map((row) => row.customerId)).toEqual(
      rows.map((row) => buyerOf(row.shopId, row.phone)),
    );
    expect(rows.every((row) => row.customerId !== null)).toBe(true);
  });
});
