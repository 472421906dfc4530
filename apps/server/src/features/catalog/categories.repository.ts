import { and, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, type Category } from '../../db/schema';

export interface CategoryFields {
  title: string;
  parentId: number | null;
}

const ownedBy = (shopId: number) => eq(categories.shopId, shopId);

export function listCategories(db: Db, shopId: number, collectionId: number): Promise<Category[]> {
  return db
    .select()
    .from(categories)
    .where(and(ownedBy(shopId), eq(categories.collectionId, collectionId)))
    .orderBy(categories.id);
}

export async function findCategory(
  db: Db,
  shopId: number,
  id: number,
): Promise<Category | undefined> {
  const [category] = await db
    .select()
    .from(categories)
    .where(and(ownedBy(shopId), eq(categories.id, id)));
  return category;
}

export async function insertCategory(
  db: Db,
  values: CategoryFields & { shopId: number; collectionId: number },
): Promise<Category> {
  const [category] = await db.insert(categories).values(values).returning();
  return category!;
}

export async function updateCategory(
  db: Db,
  shopId: number,
  id: number,
  fields: Partial<CategoryFields>,
) {
  await db
    .update(categories)
    .set(fields)
    .where(and(ownedBy(shopId), eq(categories.id, id)));
}

/** One statement: the parent_id cascade takes the subtree, the link cascade unlinks products. */
export async function deleteCategory(db: Db, shopId: number, id: number) {
  const deleted = await db
    .delete(categories)
    .where(and(ownedBy(shopId), eq(categories.id, id)))
    .returning({ id: categories.id });
  return deleted.length > 0;
}

/** Ids of the merchant's categories among `ids` and of all their descendants. */
export async function subtreeIds(db: Db, shopId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    with recursive subtree(id) as (
      select ${categories.id} from ${categories}
      where ${categories.shopId} = ${shopId} and ${inArray(categories.id, ids)}
      union
      select child.id from ${categories} child join subtree on child.parent_id = subtree.id
    )
    select id from subtree`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** How many of `ids` are categories of this merchant's collection. */
export async function countCategoriesInCollection(
  db: Db,
  shopId: number,
  collectionId: number,
  ids: number[],
): Promise<number> {
  const [row] = await db
    .select({ found: countDistinct(categories.id) })
    .from(categories)
    .where(
      and(ownedBy(shopId), eq(categories.collectionId, collectionId), inArray(categories.id, ids)),
    );
  return row?.found ?? 0;
}
