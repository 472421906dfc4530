import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  categories,
  characteristics,
  characteristicValues,
  collections,
  productCategories,
  productCharacteristics,
  productMainValues,
  products,
} from '../db/schema';

/** Characteristics every product of the catalog has, each with `values` values. */
export interface SeededCharacteristics {
  count: number;
  values: number;
  /** The first this many values of each are every product's main ones. */
  mains: number;
}

export interface CatalogSize {
  products: number;
  categories: number;
  characteristics?: SeededCharacteristics;
}

/** Rows per INSERT: a few thousand bind parameters, well under PostgreSQL's 65 535. */
const BATCH = 1000;
/** Top-level categories; each further one hangs under the one at a quarter of its index. */
const ROOTS = 10;

function chunks<Item>(items: Item[]): Item[][] {
  const result: Item[][] = [];
  for (let start = 0; start < items.length; start += BATCH) {
    result.push(items.slice(start, start + BATCH));
  }
  return result;
}

/** Index of the parent category of category `index`, a few levels deep; null at the top. */
const parentIndex = (index: number) => (index < ROOTS ? null : Math.floor(index / 4));

/** Ids in insertion order: identity values follow the order of the VALUES rows. */
const sortedIds = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

async function insertCategoryTree(db: Db, shopId: number, collectionId: number, size: number) {
  const ids: number[] = [];
  // Parents come before their children, so a level at a time knows its parents' ids.
  for (let start = 0; start < size;) {
    const end = start < ROOTS ? Math.min(ROOTS, size) : Math.min(start * 4, size);
    const values = Array.from({ length: end - start }, (_, offset) => {
      const parent = parentIndex(start + offset);
      return {
        shopId,
        collectionId,
        parentId: parent === null ? null : ids[parent]!,
        title: `Категория ${start + offset + 1}`,
      };
    });
    for (const batch of chunks(values)) {
      ids.push(
        ...sortedIds(await db.insert(categories).values(batch).returning({ id: categories.id })),
      );
    }
    start = end;
  }
  return ids;
}

async function insertProducts(db: Db, shopId: number, collectionId: number, size: number) {
  const ids: number[] = [];
  const values = Array.from({ length: size }, (_, index) => ({
    shopId,
    collectionId,
    title: `Товар ${index + 1}`,
    sku: `SKU-${String(index + 1).padStart(6, '0')}`,
    description: 'Описание товара',
    price: index % 10 === 0 ? null : 100 + (index % 900),
    discountValue: index % 3 === 0 ? 10 : 0,
    onSale: index % 7 !== 0,
  }));
  for (const batch of chunks(values)) {
    ids.push(...sortedIds(await db.insert(products).values(batch).returning({ id: products.id })));
  }
  return ids;
}

/** Each product under one or two categories spread over the whole tree. */
function linksOf(productIds: number[], categoryIds: number[]) {
  return productIds.flatMap((productId, index) => {
    const first = categoryIds[(index * 7) % categoryIds.length]!;
    const second = categoryIds[(index * 13 + 1) % categoryIds.length]!;
    const ids = index % 2 === 0 || first === second ? [first] : [first, second];
    return ids.map((categoryId) => ({ productId, categoryId }));
  });
}

/** The characteristics, their values' ids in order, each. */
async function insertCharacteristics(db: Db, shopId: number, seeded: SeededCharacteristics) {
  const made: { id: number; valueIds: number[] }[] = [];
  for (let index = 0; index < seeded.count; index += 1) {
    const [characteristic] = await db
      .insert(characteristics)
      .values({ shopId, title: `Характеристика ${index + 1}` })
      .returning({ id: characteristics.id });
    const values = Array.from({ length: seeded.values }, (_, position) => ({
      characteristicId: characteristic!.id,
      value: `Значение ${position + 1}`,
      position,
    }));
    const rows = await db
      .insert(characteristicValues)
      .values(values)
      .returning({ id: characteristicValues.id });
    made.push({ id: characteristic!.id, valueIds: sortedIds(rows) });
  }
  return made;
}

/** Every product gets every characteristic, in one order, with the same main values. */
async function linkCharacteristics(
  db: Db,
  shopId: number,
  productIds: number[],
  seeded: SeededCharacteristics,
) {
  const made = await insertCharacteristics(db, shopId, seeded);
  const links = productIds.flatMap((productId) =>
    made.map(({ id }, position) => ({ productId, characteristicId: id, position })),
  );
  const mains = productIds.flatMap((productId) =>
    made.flatMap(({ id, valueIds }) =>
      valueIds
        .slice(0, seeded.mains)
        .map((valueId) => ({ productId, characteristicId: id, valueId })),
    ),
  );
  for (const batch of chunks(links)) await db.insert(productCharacteristics).values(batch);
  for (const batch of chunks(mains)) await db.insert(productMainValues).values(batch);
}

/**
 * Statistics of the catalog's tables, after a bulk write: the embedded database never gathers
 * them, and PostgreSQL's autovacuum comes later (decision 36).
 */
export async function analyzeCatalog(db: Db) {
  await db.execute(sql`analyze categories, products, product_categories, product_photos`);
}

/**
 * A collection of `size` products in a category tree, written in one transaction, the
 * statistics refreshed after it.
 */
export async function seedCatalog(db: Db, shopId: number, size: CatalogSize): Promise<number> {
  const collectionId = await db.transaction(async (tx) => {
    const [collection] = await tx
      .insert(collections)
      .values({ shopId, title: `Каталог на ${size.products} товаров` })
      .returning({ id: collections.id });
    const collectionId = collection!.id;
    const categoryIds = await insertCategoryTree(tx, shopId, collectionId, size.categories);
    const productIds = await insertProducts(tx, shopId, collectionId, size.products);
    if (categoryIds.length > 0) {
      for (const batch of chunks(linksOf(productIds, categoryIds))) {
        await tx.insert(productCategories).values(batch);
      }
    }
    if (size.characteristics) {
      await linkCharacteristics(tx, shopId, productIds, size.characteristics);
    }
    return collectionId;
  });
  await analyzeCatalog(db);
  return collectionId;
}
