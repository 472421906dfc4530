import type { CollectionCreate, CollectionSummary } from '@vitrina/contracts/catalog';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, products } from '../../db/schema';

type CollectionFields = Pick<CollectionCreate, 'title' | 'description'>;

/** Collections with their product counts: one grouped query. */
function summaries(db: Db, condition: SQL | undefined) {
  return db
    .select({
      id: collections.id,
      type: collections.type,
      title: collections.title,
      description: collections.description,
      products_quantity: count(products.id),
    })
    .from(collections)
    .leftJoin(products, eq(products.collectionId, collections.id))
    .where(condition)
    .groupBy(collections.id)
    .orderBy(collections.id);
}

const ownedBy = (shopId: number) => eq(collections.shopId, shopId);

export function listCollectionSummaries(db: Db, shopId: number): Promise<CollectionSummary[]> {
  return summaries(db, ownedBy(shopId));
}

export async function findCollectionSummary(
  db: Db,
  shopId: number,
  id: number,
): Promise<CollectionSummary | undefined> {
  const [summary] = await summaries(db, and(ownedBy(shopId), eq(collections.id, id)));
  return summary;
}

export async function insertCollection(
  db: Db,
  shopId: number,
  fields: CollectionFields & Pick<CollectionCreate, 'type'>,
) {
  const [row] = await db
    .insert(collections)
    .values({ shopId, ...fields })
    .returning({ id: collections.id });
  return row!.id;
}

/** The id of the changed collection, or undefined when the merchant has none with this id. */
export async function updateCollection(
  db: Db,
  shopId: number,
  id: number,
  fields: Partial<CollectionFields>,
) {
  const [row] = await db
    .update(collections)
    .set(fields)
    .where(and(eq(collections.id, id), ownedBy(shopId)))
    .returning({ id: collections.id });
  return row?.id;
}

/** Its categories, products and their links go with it through the foreign-key cascades. */
/** Answers the deleted collection's title, or undefined when there was none to delete. */
export async function deleteCollection(db: Db, shopId: number, id: number) {
  const [deleted] = await db
    .delete(collections)
    .where(and(eq(collections.id, id), ownedBy(shopId)))
    .returning({ title: collections.title });
  return deleted?.title;
}
