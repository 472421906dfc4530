import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  productCategories,
  productPhotos,
  products,
  type NewProductRow,
  type ProductRow,
} from '../../db/schema';

export type ProductChanges = Partial<
  Omit<NewProductRow, 'id' | 'shopId' | 'collectionId' | 'createdAt' | 'updatedAt'>
>;

export const ownedProducts = (shopId: number) => eq(products.shopId, shopId);

/** Products filed under any of these categories, each once. */
export const filedUnder = (db: Db, categoryIds: number[]) =>
  inArray(
    products.id,
    db
      .select({ id: productCategories.productId })
      .from(productCategories)
      .where(inArray(productCategories.categoryId, categoryIds)),
  );

/** The columns the product rules need: the dates stay unread. */
const productColumns = {
  id: products.id,
  collectionId: products.collectionId,
  title: products.title,
  sku: products.sku,
  description: products.description,
  about: products.about,
  price: products.price,
  discountValue: products.discountValue,
  discountType: products.discountType,
  quantity: products.quantity,
  module: products.module,
  onSale: products.onSale,
  trackStock: products.trackStock,
  stock: products.stock,
  stockThreshold: products.stockThreshold,
};

export type ProductFields = Pick<ProductRow, keyof typeof productColumns>;

export function selectProducts(db: Db, condition: SQL | undefined): Promise<ProductFields[]> {
  return db.select(productColumns).from(products).where(condition).orderBy(products.id);
}

/**
 * The first `limit` other products of the product's collection with this SKU, in id order, each
 * with how many there are in all (counted before the limit). One lookup on the index of
 * (collection_id, sku).
 */
export function selectSameSku(
  db: Db,
  shopId: number,
  product: Pick<ProductFields, 'id' | 'collectionId'> & { sku: string },
  limit: number,
) {
  return db
    .select({
      id: products.id,
      title: products.title,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(products)
    .where(
      and(
        ownedProducts(shopId),
        eq(products.collectionId, product.collectionId),
        eq(products.sku, product.sku),
        ne(products.id, product.id),
      ),
    )
    .orderBy(products.id)
    .limit(limit);
}

/**
 * The merchant's product, its row held against other changes and its delete until `db`'s
 * transaction ends.
 */
export async function lockProduct(
  db: Db,
  shopId: number,
  id: number,
): Promise<ProductFields | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(ownedProducts(shopId), eq(products.id, id)))
    .for('no key update');
  return row;
}

export async function insertProduct(db: Db, values: NewProductRow): Promise<number> {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(db: Db, id: number, changes: ProductChanges) {
  await db.update(products).set(changes).where(eq(products.id, id));
}

/** Files the product under exactly these categories. Call it inside a transaction. */
export async function replaceLinks(db: Db, productId: number, categoryIds: number[]) {
  await db.delete(productCategories).where(eq(productCategories.productId, productId));
  const unique = [...new Set(categoryIds)];
  if (unique.length === 0) return;
  await db
    .insert(productCategories)
    .values(unique.map((categoryId) => ({ productId, categoryId })));
}

/** Files the copy under the categories of the original. Call it inside a transaction. */
export async function copyLinks(db: Db, fromId: number, toId: number) {
  await db.insert(productCategories).select(
    db
      .select({
        productId: sql<number>`${toId}::integer`.as('product_id'),
        categoryId: productCategories.categoryId,
      })
      .from(productCategories)
      .where(eq(productCategories.productId, fromId)),
  );
}

/** The product's photo ids in gallery order. */
export async function photoIdsOf(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productPhotos.id })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
  return rows.map((row) => row.id);
}

/** Puts the product's photos in the order of `ids`, every one of its photos named once. */
export async function reorderPhotos(db: Db, productId: number, ids: number[]) {
  if (ids.length === 0) return;
  const order = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  await db
    .update(productPhotos)
    .set({ position: sql`array_position(${order}, ${productPhotos.id}) - 1` })
    .where(eq(productPhotos.productId, productId));
}

/** Answers the deleted product's title, or undefined when there was none to delete. */
export async function deleteProduct(db: Db, shopId: number, id: number) {
  const [deleted] = await db
    .delete(products)
    .where(and(ownedProducts(shopId), eq(products.id, id)))
    .returning({ title: products.title });
  return deleted?.title;
}
