import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, collections } from '../../db/schema';

/**
 * How a transaction holds a collection's row until it ends, so that writes of one collection
 * cannot interleave with the changes that would make them wrong (decision 13):
 *
 * - `reference`: it adds rows that point into the collection (a category, a product, a product's
 *   links, a showcase's items). Any number at once (FOR SHARE), but never while a `reshape` is
 *   held, so nothing it names is deleted under it.
 * - `reshape`: it moves or deletes categories. One at a time (FOR NO KEY UPDATE), so each move
 *   checks the tree as the previous move left it, and none while a `reference` is held.
 * - `delete`: it deletes the collection (FOR UPDATE), which waits for both and is waited for.
 *
 * A writer takes its lock before it writes or locks any row that deleting the collection or a
 * category cascades to, as those cascades start from a locked collection too: two transactions
 * then never hold what the other waits for.
 */
export type CollectionLock = 'reference' | 'reshape' | 'delete';

const STRENGTH = { reference: 'share', reshape: 'no key update', delete: 'update' } as const;

const ownedBy = (shopId: number) => eq(collections.shopId, shopId);

/** Whether the merchant's collection was there to lock: false once it is deleted. */
export async function lockCollection(
  db: Db,
  shopId: number,
  id: number,
  lock: CollectionLock,
): Promise<boolean> {
  const locked = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(ownedBy(shopId), eq(collections.id, id)))
    .for(STRENGTH[lock]);
  return locked.length > 0;
}

/**
 * Locks for `reference` the merchant's collections among `ids` and those holding a category
 * among them. In id order: two writers of several collections then never wait for each other
 * in a circle, each behind a `reshape` queued for a collection the other holds.
 */
export async function lockCollectionsOfNodes(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return;
  const ofCategories = db
    .select({ id: categories.collectionId })
    .from(categories)
    .where(and(eq(categories.shopId, shopId), inArray(categories.id, ids)));
  await db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(ownedBy(shopId), or(inArray(collections.id, ids), inArray(collections.id, ofCategories))),
    )
    .orderBy(collections.id)
    .for(STRENGTH.reference);
}
