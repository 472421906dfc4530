import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../testing/earlier-release';
import { pgliteExtensions } from './pglite';
import { orders } from './schema';

/** Orders of site 1 (shop.example.ru confirmed, draft.example.ru not) from these pages. */
const PAGES = [
  'https://shop.example.ru/catalog?id=1',
  'HTTPS://WWW.Shop.Example.RU:443/',
  'http://shop.example.ru',
  'https://evil.example.com/pay',
  'https://shop.example.ru.evil.example.com/',
  'https://shop.example.ru@evil.example.com/',
  'https://evil.example.com\\@shop.example.ru/',
  'https://sh%6Fp.example.ru/',
  'https://draft.example.ru/',
];

describe('upgrading orders kept before their page was judged and their text cleaned', () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle(client);
  let earlierRelease: string;

  beforeAll(async () => {
    earlierRelease = await migrationsBefore('0021_orders_page_on_site');
    await migrate(db, { migrationsFolder: earlierRelease });
    // The earlier schema, in plain SQL: the current one names a column it lacks.
    await client.exec(`
      INSERT INTO users (email, password_hash) VALUES ('old@shop.example.ru', 'x');
      INSERT INTO sites (user_id, title) VALUES (1, 'Магазин');
      INSERT INTO domains (user_id, site_id, domain, is_confirmed, code_confirmed) VALUES
        (1, 1, 'shop.example.ru', true, 'a'), (1, 1, 'draft.example.ru', false, 'b');
    `);
    const insert = `INSERT INTO orders (user_id, number, site_id, page_url, customer_name,
      customer_phone, comment, quantity, product_title, discount_value, discount_type, module,
      idempotency_key, payload_hash) VALUES ($1, $2, 1, $3, $4, '+79001234567', $5, 1, 'Чай', 0,
      'PERCENT', 'THINGS', gen_random_uuid(), 'h')`;
    for (const [index, page] of PAGES.entries()) {
      await client.query(insert, [1, 1001 + index, page, 'Анна', null]);
    }
    await client.query(insert, [
      1,
      2001,
      'https://shop.example.ru/',
      'Анна\u202E\u0007 Петрова\r\nмл.',
      'Позвоните\r\nпосле 18:00\u2066\u0085\rспасибо\u202C',
    ]);
    await client.query(insert, [1, 2002, 'https://shop.example.ru/', 'Анна', '\u202E\r\n']);

    await migrate(db, { migrationsFolder });
  });

  afterAll(async () => {
    await client.close();
    await rm(earlierRelease, { recursive: true, force: true });
  });

  const kept = () => db.select().from(orders).orderBy(asc(orders.number));

  it('links only the pages on a confirmed domain of the site or its www.', async () => {
    const rows = (await kept()).slice(0, PAGES.length);

    expect(rows.map((row) => [row.pageUrl, row.pageOnSite])).toEqual([
      [PAGES[0], true],
      [PAGES[1], true],
      [PAGES[2], true],
      [PAGES[3], false],
      [PAGES[4], false],
      [PAGES[5], false],
      [PAGES[6], false],
      // Percent-encoded, the host would be the site's to a browser: unlinked all the same.
      [PAGES[7], false],
      [PAGES[8], false],
    ]);
  });

  it('cleans names and comments as new orders are cleaned', async () => {
    const [cleaned, emptied] = (await kept()).slice(PAGES.length);

    expect(cleaned).toMatchObject({
      customerName: 'Анна Петрова мл.',
      comment: 'Позвоните\nпосле 18:00\nспасибо',
    });
    expect(emptied).toMatchObject({ customerName: 'Анна', comment: null });
  });
});
