import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { characteristics, productCharacteristics, products } from '../../db/schema';

/**
 * How a transaction holds a characteristic's row until it ends (decision 19). A product's link
 * to a characteristic and the product's main values of it are touched only by a transaction
 * that holds that row, so writes from the product's side and from the characteristic's side
 * never meet half-way in the rows both reach:
 *
 * - `use` (FOR SHARE): a write from the product's side (its characteristics, its main values,
 *   its copy, its delete or its collection's) holds every characteristic whose links it will
 *   touch, before it touches any. Any number at once.
 * - `edit` (FOR NO KEY UPDATE): renaming the characteristic and changing its values. One at a
 *   time and none while a `use` is held, so a value is never deleted under a write that checked
 *   it.
 *
 * Deleting a characteristic locks its row FOR UPDATE, which waits for both and is waited for.
 */
export type CharacteristicLock = 'use' | 'edit';

const STRENGTH = { use: 'share', edit: 'no key update' } as const;

/** Products whose characteristics a write from the product's side holds. */
export type LinkedTo = { productId: number } | { productIds: number[] } | { collectionId: number };

const ownedBy = (shopId: number) => eq(characteristics.shopId, shopId);

/** Locks the merchant's characteristics among `ids`, in id order; answers the ids it locked. */
export async function lockCharacteristics(
  db: Db,
  shopId: number,
  ids: number[],
  lock: CharacteristicLock,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const locked = await db
    .select({ id: characteristics.id })
    .from(characteristics)
    .where(and(ownedBy(shopId), inArray(characteristics.id, ids)))
    .orderBy(characteristics.id)
    .for(STRENGTH[lock]);
  return locked.map((row) => row.id);
}

/** The products' ids, or a subquery of the collection's products. */
function linkedProducts(db: Db, to: LinkedTo) {
  if ('productId' in to) return [to.productId];
  if ('productIds' in to) return to.productIds;
  return db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.collectionId, to.collectionId));
}

/** Locks for `use`, in id order, the characteristics the products or the collection's have. */
export async function lockLinkedCharacteristics(db: Db, to: LinkedTo) {
  if ('productIds' in to && to.productIds.length === 0) return;
  const linked = db
    .select({ id: productCharacteristics.characteristicId })
    .from(productCharacteristics)
    .where(inArray(productCharacteristics.productId, linkedProducts(db, to)));
  await db
    .select({ id: characteristics.id })
    .from(characteristics)
    .where(inArray(characteristics.id, linked))
    .orderBy(characteristics.id)
    .for(STRENGTH.use);
}
