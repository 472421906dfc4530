// A product's links to characteristics and its main values. Call these inside a transaction
// that holds the product and, for `use`, every characteristic whose links they touch (decision 19).

import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productCharacteristics, productMainValues } from '../../db/schema';

/**
 * The product shows exactly these characteristics, in the order of their first mention. Those
 * it keeps keep their main values; those it loses take theirs along (a cascade).
 */
export async function replaceCharacteristics(db: Db, productId: number, ids: number[]) {
  const order = [...new Set(ids)];
  await db
    .delete(productCharacteristics)
    .where(
      and(
        eq(productCharacteristics.productId, productId),
        notInArray(productCharacteristics.characteristicId, order),
      ),
    );
  if (order.length === 0) return;
  await db
    .insert(productCharacteristics)
    .values(order.map((characteristicId, position) => ({ productId, characteristicId, position })))
    .onConflictDoUpdate({
      target: [productCharacteristics.productId, productCharacteristics.characteristicId],
      set: { position: sql`excluded.position` },
    });
}

export async function hasCharacteristic(db: Db, productId: number, characteristicId: number) {
  const [row] = await db
    .select({ links: count() })
    .from(productCharacteristics)
    .where(
      and(
        eq(productCharacteristics.productId, productId),
        eq(productCharacteristics.characteristicId, characteristicId),
      ),
    );
  return (row?.links ?? 0) > 0;
}

/** The product's main values of the characteristic become exactly `valueIds`. */
export async function replaceMainValues(
  db: Db,
  productId: number,
  characteristicId: number,
  valueIds: number[],
) {
  await db
    .delete(productMainValues)
    .where(
      and(
        eq(productMainValues.productId, productId),
        eq(productMainValues.characteristicId, characteristicId),
      ),
    );
  await db
    .insert(productMainValues)
    .values([...new Set(valueIds)].map((valueId) => ({ productId, characteristicId, valueId })));
}

/** The copy shows the original's characteristics in its order, with its main values. */
export async function copyCharacteristics(db: Db, fromId: number, toId: number) {
  const copyId = sql<number>`${toId}::integer`.as('product_id');
  await db.insert(productCharacteristics).select(
    db
      .select({
        productId: copyId,
        characteristicId: productCharacteristics.characteristicId,
        position: productCharacteristics.position,
      })
      .from(productCharacteristics)
      .where(eq(productCharacteristics.productId, fromId)),
  );
  await db.insert(productMainValues).select(
    db
      .select({
        productId: copyId,
        characteristicId: productMainValues.characteristicId,
        valueId: productMainValues.valueId,
      })
      .from(productMainValues)
      .where(eq(productMainValues.productId, fromId)),
  );
}
