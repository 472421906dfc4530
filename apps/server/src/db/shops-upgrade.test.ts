import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore, migrationsFolder } from '../testing/earlier-release';
import { pgliteExtensions } from './pglite';

/** Every table whose rows a user owned before shops, each moved to the user's shop. */
const OWNED_TABLES = [
  'sites',
  'domains',
  'widgets',
  'collections',
  'categories',
  'products',
  'product_photos',
  'characteristics',
  'notifier_contacts',
  'contact_email_tokens',
  'orders',
  'order_counters',
  'widget_daily_stats',
  'product_daily_stats',
] as const;

/** One merchant's whole business in the earlier schema, in plain SQL (its column is user_id). */
const fillFor = (user: number) => `
  INSERT INTO sites (user_id, title) VALUES (${user}, 'Сайт ${user}');
  INSERT INTO domains (user_id, site_id, domain, code_confirmed)
    SELECT ${user}, max(id), 'shop${user}.example.ru', 'code' FROM sites WHERE user_id = ${user};
  INSERT INTO widgets (user_id, site_id, title, tag_div)
    SELECT ${user}, max(id), 'Витрина', 'tag-${user}' FROM sites WHERE user_id = ${user};
  INSERT INTO collections (user_id, title) VALUES (${user}, 'Каталог ${user}');
  INSERT INTO categories (user_id, collection_id, title)
    SELECT ${user}, max(id), 'Чай' FROM collections WHERE user_id = ${user};
  INSERT INTO products (user_id, collection_id, title)
    SELECT ${user}, max(id), t FROM collections, unnest(ARRAY['Улун', 'Пуэр']) AS t
    WHERE user_id = ${user} GROUP BY t;
  INSERT INTO product_photos (user_id, product_id, position, orig_key, preview_key, small_key)
    SELECT ${user}, id, 0, 'o' || id, 'p' || id, 's' || id FROM products WHERE user_id = ${user};
  INSERT INTO characteristics (user_id, title) VALUES (${user}, 'Вес');
  INSERT INTO notifier_contacts (user_id, type, title, email)
    VALUES (${user}, 'EMAIL', 'Почта', 'orders${user}@shop.example.ru');
  INSERT INTO contact_email_tokens (user_id, contact_id, token_hash, expires_at)
    SELECT ${user}, max(id), 'hash-${user}', now() FROM notifier_contacts WHERE user_id = ${user};
  INSERT INTO order_counters (user_id, last_number) VALUES (${user}, 1001);
  INSERT INTO orders (user_id, number, page_url, customer_name, customer_phone, quantity,
    product_title, discount_value, discount_type, module, idempotency_key, payload_hash)
    VALUES (${user}, 1001, 'https://shop.example.ru/', 'Анна', '+79001234567', 1, 'Улун', 0,
      'PERCENT', 'THINGS', gen_random_uuid(), 'h');
  INSERT INTO widget_daily_stats (user_id, widget_id, day, views)
    SELECT ${user}, max(id), '2026-11-01', 3 FROM widgets WHERE user_id = ${user};
  INSERT INTO product_daily_stats (user_id, widget_id, product_id, day, clicks)
    SELECT ${user}, max(w.id), max(p.id), '2026-11-01', 2
    FROM widgets w, products p WHERE w.user_id = ${user} AND p.user_id = ${user};
  INSERT INTO outbox_messages (user_id, kind, payload, dedupe_key, due_at) VALUES
    (${user}, 'auth.email-confirmation', '{}', 'auth:${user}', now()),
    (${user}, 'order.created', '{}', 'order:${user}', now());
`;

describe('upgrading to shops: every user gets a shop that owns what the user owned', () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle(client);
  let earlierRelease: string;
  const before = new Map<string, number>();

  const countOf = async (table: string) =>
    Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

  beforeAll(async () => {
    earlierRelease = await migrationsBefore('0022_shops');
    await migrate(db, { migrationsFolder: earlierRelease });
    await client.exec(`
      INSERT INTO users (email, password_hash, first_name, last_name) VALUES
        ('anna@shop.example.ru', 'x', 'Анна', 'Петрова'),
        ('ivan@shop.example.ru', 'x', NULL, NULL);
      ${fillFor(1)}
      ${fillFor(2)}
    `);
    for (const table of [...OWNED_TABLES, 'outbox_messages']) {
      before.set(table, await countOf(table));
    }
    await migrate(db, { migrationsFolder });
  });

  afterAll(async () => {
    await client.close();
    await rm(earlierRelease, { recursive: true, force: true });
  });

  it('names each shop after its user, or «Мой магазин», owned by that user alone', async () => {
    const { rows } = await client.query(`
      SELECT s.id, s.title, m.user_id, m.role FROM shops s
      JOIN shop_members m ON m.shop_id = s.id ORDER BY s.id`);

    expect(rows).toEqual([
      { id: 1, title: 'Анна Петрова', user_id: 1, role: 'OWNER' },
      { id: 2, title: 'Мой магазин', user_id: 2, role: 'OWNER' },
    ]);
  });

  it.each(OWNED_TABLES)('keeps every row of %s, each in its owner’s shop', async (table) => {
    expect(before.get(table)).toBeGreaterThan(0);
    expect(await countOf(table)).toBe(before.get(table));
    const { rows } = await client.query<{ misplaced: string }>(`
      SELECT count(*) AS misplaced FROM ${table} t
      WHERE NOT EXISTS (SELECT 1 FROM shop_members m
        WHERE m.shop_id = t.shop_id AND m.role = 'OWNER')`);
    expect(Number(rows[0]!.misplaced)).toBe(0);
  });

  it("moves the shops' messages to the shops and keeps the account's letters the user's", async () => {
    const { rows } = await client.query(`
      SELECT kind, shop_id, user_id FROM outbox_messages ORDER BY id`);

    expect(rows).toEqual([
      { kind: 'auth.email-confirmation', shop_id: null, user_id: 1 },
      { kind: 'order.created', shop_id: 1, user_id: null },
      { kind: 'auth.email-confirmation', shop_id: null, user_id: 2 },
      { kind: 'order.created', shop_id: 2, user_id: null },
    ]);
  });

  it('numbers a new shop after the users’ ones', async () => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO shops (title) VALUES ('Новый') RETURNING id`,
    );
    expect(rows[0]!.id).toBe(3);
  });
});
