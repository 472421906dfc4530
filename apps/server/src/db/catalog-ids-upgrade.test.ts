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
    const [collection] = await db
      .insert(collections)
      .values({ userId: user!.id, title: 'Старая коллекция' })
      .returning({ id: collections.id });
    const oldCategories = await db
      .insert(categories)
      .values(
        ['Чай', 'Кофе', 'Какао'].map((title) => ({
          userId: user!.id,
          collectionId: collection!.id,
          title,
        })),
      )
      .returning({ id: categories.id });

    await migrate(db, { migrationsFolder });
    const [newCollection] = await db
      .insert(collections)
      .values({ userId: user!.id, title: 'Новая коллекция' })
      .returning({ id: collections.id });
    const [newCategory] = await db
      .insert(categories)
      .values({ userId: user!.id, collectionId: newCollection!.id, title: 'Новая категория' })
      .returning({ id: categories.id });

    const highestOld = Math.max(collection!.id, ...oldCategories.map((row) => row.id));
    expect(await db.select({ id: collections.id }).from(collections)).toHaveLength(2);
    expect(await db.select({ id: categories.id }).from(categories)).toHaveLength(4);
    expect(newCollection!.id).toBeGreaterThan(highestOld);
    expect(newCategory!.id).toBe(newCollection!.id + 1);
  });
});
