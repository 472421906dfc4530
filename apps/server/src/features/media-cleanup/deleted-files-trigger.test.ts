import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { collections, mediaDeletions, productPhotos, products, shops } from '../../db/schema';
import { createLogger } from '../../logger';
import { createTestDatabase } from '../../testing/test-database';

/** Migration 0005's trigger: every deleted photo row leaves its keys in media_deletions. */
describe('deleting photo rows records their files', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(createLogger('silent'));
  });

  afterAll(async () => {
    await database.close();
  });

  /** A shop's collection with two products of two photos each. */
  async function catalog() {
    const { db } = database;
    const [shop] = await db.insert(shops).values({ title: 'Магазин' }).returning();
    const shopId = shop!.id;
    const [collection] = await db
      .insert(collections)
      .values({ shopId, title: 'Одежда' })
      .returning();
    const collectionId = collection!.id;
    const productIds: number[] = [];
    for (const title of ['Первый', 'Второй']) {
      const [product] = await db
        .insert(products)
        .values({ shopId, collectionId, title })
        .returning();
      productIds.push(product!.id);
      for (const position of [0, 1]) {
        const folder = `photos/${product!.id}-${position}`;
        await db.insert(productPhotos).values({
          shopId,
          productId: product!.id,
          position,
          origKey: `${folder}/2560.webp`,
          previewKey: `${folder}/800.webp`,
          smallKey: `${folder}/320.webp`,
        });
      }
    }
    return { shopId, collectionId, productIds };
  }

  const recordedKeys = async () =>
    (await database.db.select().from(mediaDeletions).orderBy(asc(mediaDeletions.id))).map(
      (row) => row.key,
    );

  it('records the three keys of a deleted photo, due at once', async () => {
    const { productIds } = await catalog();
    await database.db.delete(mediaDeletions);
    const [photo] = await database.db
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, productIds[0]!));

    await database.db.delete(productPhotos).where(eq(productPhotos.id, photo!.id));

    expect(await recordedKeys()).toEqual([photo!.origKey, photo!.previewKey, photo!.smallKey]);
    const [row] = await database.db.select().from(mediaDeletions);
    expect(row!.dueAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['a product', 'product'],
    ['a collection', 'collection'],
    ['a shop', 'shop'],
  ] as const)('records the keys of every photo a delete of %s cascades to', async (_case, what) => {
    const { shopId, collectionId, productIds } = await catalog();
    await database.db.delete(mediaDeletions);
    const { db } = database;

    if (what === 'product') await db.delete(products).where(eq(products.id, productIds[0]!));
    if (what === 'collection') await db.delete(collections).where(eq(collections.id, collectionId));
    if (what === 'shop') await db.delete(shops).where(eq(shops.id, shopId));

    const gone = what === 'product' ? productIds.slice(0, 1) : productIds;
    const expected = gone.flatMap((id) =>
      [0, 1].flatMap((position) =>
        ['2560', '800', '320'].map((size) => `photos/${id}-${position}/${size}.webp`),
      ),
    );
    expect((await recordedKeys()).sort()).toEqual(expected.sort());
  });

  it('records nothing when the delete rolls back', async () => {
    const { productIds } = await catalog();
    await database.db.delete(mediaDeletions);

    await database.db
      .transaction(async (tx) => {
        await tx.delete(products).where(eq(products.id, productIds[0]!));
        throw new Error('changed my mind');
      })
      .catch(() => undefined);

    expect(await recordedKeys()).toEqual([]);
  });
});
