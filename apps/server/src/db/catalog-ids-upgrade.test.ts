import { rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from './pglite';
import { migrationsBefore, migrationsFolder } from '../testing/earlier-release';
import { categories, collections, users } from './schema';

describe('upgrading a catalog made before collections and categories shared their ids', () => {
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle(client);
  let earlierRelease: string;

  beforeAll(async () => {
    earlierRelease = await migrationsBefore('0003_platform');
  });

  afterAll(async () => {
    await client.close();
    await rm(earlierRelease, { recursive: true, force: true });
  });

  it('keeps the existing rows and numbers new ones past the highest id of both tables', async () => {
    await migrate(db, { migrationsFolder: earlierRelease });
    const [user] = await db
      .insert(users)
      .values({ email: 'old@shop.example.ru', passwordHash: 'x' })
      .returning({ id: users.id });
    // The earlier schema, in plain SQL: the current one names the owner's column otherwise.
    const { rows: collection } = await client.query<{ id: number }>(
      `INSERT INTO collections (user_id, title) VALUES ($1, 'Старая коллекция') RETURNING id`,
      [user!.id],
    );
    const { rows: oldCategories } = await client.query<{ id: number }>(
      `INSERT INTO categories (user_id, collection_id, title)
       SELECT $1, $2, title FROM unnest(ARRAY['Чай', 'Кофе', 'Какао']) AS title RETURNING id`,
      [user!.id, collection[0]!.id],
    );

    await migrate(db, { migrationsFolder });
    const [newCollection] = await db
      .insert(collections)
      .values({ shopId: user!.id, title: 'Новая коллекция' })
      .returning({ id: collections.id });
    const [newCategory] = await db
      .insert(categories)
      .values({ shopId: user!.id, collectionId: newCollection!.id, title: 'Новая категория' })
      .returning({ id: categories.id });

    const highestOld = Math.max(collection[0]!.id, ...oldCategories.map((row) => row.id));
    expect(await db.select({ id: collections.id }).from(collections)).toHaveLength(2);
    expect(await db.select({ id: categories.id }).from(categories)).toHaveLength(4);
    expect(newCollection!.id).toBeGreaterThan(highestOld);
    expect(newCategory!.id).toBe(newCollection!.id + 1);
  });
});
