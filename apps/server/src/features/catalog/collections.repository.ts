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

const ownedBy = (userId: number) => eq(collections.userId, userId);

export function listCollectionSummaries(db: Db, userId: number): Promise<CollectionSummary[]> {
  return summaries(db, ownedBy(userId));
}

export async function findCollectionSummary(
  db: Db,
  userId: number,
  id: number,
): Promise<CollectionSummary | undefined> {
  const [summary] = await summaries(db, and(ownedBy(userId), eq(collections.id, id)));
  return summary;
}

export async function insertCollection(
  db: Db,
  userId: number,
  fields: CollectionFields & Pick<CollectionCreate, 'type'>,
) {
  const [row] = await db
    .insert(collections)
    .values({ userId, ...fields })
    .returning({ id: collections.id });
  return row!.id;
}

/** The id of the changed collection, or undefined when the merchant has none with this id. */
export async function updateCollection(
  db: Db,
  userId: number,
  id: number,
  fields: Partial<CollectionFields>,
) {
  const [row] = await db
    .update(collections)
    .set(fields)
    .where(and(eq(collections.id, id), ownedBy(userId)))
    .returning({ id: collections.id });
  return row?.id;
}

/** Its categories, products and their links go with it through the foreign-key cascades. */
export async function deleteCollection(db: Db, userId: number, id: number) {
  const deleted = await db
    .delete(collections)
    .where(and(eq(collections.id, id), ownedBy(userId)))
    .returning({ id: collections.id });
  return deleted.length > 0;
}
