import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productVariantOptions, productVariants } from '../../db/schema';

const idArray = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

/**
 * What keeps a product's variants true to its characteristics when those change from the
 * product's or the characteristic's side, and to the product when it is copied. Each runs inside
 * the transaction of the write that causes it, which holds what it names (decision 19).
 */
export function createVariantUpkeep() {
  return {
    /**
     * Inside `tx`, which holds the product: the options of characteristics it no longer has go,
     * and when one does, every variant of it, as they no longer fit the matrix. One statement.
     */
    async keepOptionsOf(tx: Db, productId: number, characteristicIds: number[]) {
      await tx.execute(sql`
        with gone as (
          delete from ${productVariantOptions}
          where ${productVariantOptions.productId} = ${productId}
            and ${productVariantOptions.characteristicId} <> all(${idArray(characteristicIds)})
          returning ${productVariantOptions.productId}
        )
        delete from ${productVariants}
        where ${productVariants.productId} in (select product_id from gone)`);
    },

    /**
     * Inside `tx`, which holds the characteristic for `edit`, as its values `valueIds` go: the
     * variants with any of them go, and the options lose them, in their order. An option left
     * without values goes: every variant of its product had one of them, so none is left.
     */
    async dropValues(tx: Db, characteristicId: number, valueIds: number[]) {
      if (valueIds.length === 0) return;
      const gone = idArray(valueIds);
      const ofCharacteristic = eq(productVariantOptions.characteristicId, characteristicId);
      await tx.delete(productVariants).where(sql`${productVariants.valueIds} && ${gone}`);
      await tx
        .delete(productVariantOptions)
        .where(and(ofCharacteristic, sql`${productVariantOptions.valueIds} <@ ${gone}`));
      await tx
        .update(productVariantOptions)
        .set({
          valueIds: sql`array(
            select value_id from unnest(${productVariantOptions.valueIds})
              with ordinality as listed (value_id, place)
            where value_id <> all(${gone}) order by place
          )`,
        })
        .where(and(ofCharacteristic, sql`${productVariantOptions.valueIds} && ${gone}`));
    },

    /**
     * Inside `tx`, which holds the characteristic for `edit`, before it is deleted: the variants
     * of every product varying by it go (its options go with it, a cascade).
     */
    async dropCharacteristic(tx: Db, characteristicId: number) {
      const varying = tx
        .select({ id: productVariantOptions.productId })
        .from(productVariantOptions)
        .where(eq(productVariantOptions.characteristicId, characteristicId));
      await tx.delete(productVariants).where(inArray(productVariants.productId, varying));
    },

    /**
     * Inside `tx`, which holds the original and its characteristics: the copy gets its options
     * and variants, each variant's photo the copy of the original's (`photoCopies`, original id
     * to copy id) or none.
     */
    async copy(tx: Db, fromId: number, toId: number, photoCopies: Map<number, number>) {
      await tx.execute(sql`
        insert into ${productVariantOptions} (product_id, characteristic_id, position, value_ids)
        select ${toId}, characteristic_id, position, value_ids from ${productVariantOptions}
        where ${productVariantOptions.productId} = ${fromId}`);
      await tx.execute(sql`
        insert into ${productVariants} (shop_id, product_id, value_ids, sku, price, discount_value,
          discount_type, stock, photo_id, enabled, position)
        select variant.shop_id, ${toId}, variant.value_ids, variant.sku, variant.price,
          variant.discount_value, variant.discount_type, variant.stock, photo.copy,
          variant.enabled, variant.position
        from ${productVariants} variant
        left join unnest(${idArray([...photoCopies.keys()])}, ${idArray([...photoCopies.values()])})
          as photo (original, copy) on photo.original = variant.photo_id
        where variant.product_id = ${fromId}`);
    },
  };
}

export type VariantUpkeep = ReturnType<typeof createVariantUpkeep>;
