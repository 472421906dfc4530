// A product's options and variants. The writes run inside a transaction that holds the product
// and its characteristics (variants.service.ts); each is one statement whatever the count.

import type {
  VariantInput,
  VariantOption,
  Variants,
  VariantUses,
} from '@vitrina/contracts/variants';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Rows } from '../../db/client';
import {
  characteristics,
  characteristicValues,
  productCharacteristics,
  productPhotos,
  products,
  productVariantOptions,
  productVariants,
} from '../../db/schema';

const optionsJson = sql`coalesce((
  select json_agg(json_build_object(
    'characteristic_id', ${productVariantOptions.characteristicId},
    'value_ids', ${productVariantOptions.valueIds}
  ) order by ${productVariantOptions.position})
  from ${productVariantOptions} where ${productVariantOptions.productId} = ${products.id}
), '[]'::json)`;

const variantsJson = sql`coalesce((
  select json_agg(json_build_object(
    'id', ${productVariants.id},
    'value_ids', ${productVariants.valueIds},
    'sku', ${productVariants.sku},
    'price', ${productVariants.price},
    'discount_value', ${productVariants.discountValue},
    'discount_type', ${productVariants.discountType},
    'stock', ${productVariants.stock},
    'photo_id', ${productVariants.photoId},
    'enabled', ${productVariants.enabled}
  ) order by ${productVariants.position}, ${productVariants.id})
  from ${productVariants} where ${productVariants.productId} = ${products.id}
), '[]'::json)`;

/** The merchant's product's options and variants in their order, or null: one statement. */
export async function selectVariants(
  db: Db,
  shopId: number,
  productId: number,
): Promise<Variants | null> {
  const result = (await db.execute(sql`
    select ${optionsJson} as options, ${variantsJson} as variants from ${products}
    where ${products.id} = ${productId} and ${products.shopId} = ${shopId}`)) as unknown as Rows<Variants>;
  return result.rows[0] ?? null;
}

/** A variant as stored, for matching a saved set against. */
export interface StoredVariant {
  id: number;
  value_ids: number[];
}

/** What a save is checked against, read in one statement. */
export interface SaveFacts {
  /** Value ids of each of the product's characteristics among those asked about, by its id. */
  values: Record<string, number[]>;
  photoIds: number[];
  variants: StoredVariant[];
}

export async function selectSaveFacts(
  db: Db,
  productId: number,
  characteristicIds: number[],
): Promise<SaveFacts> {
  const result = (await db.execute(sql`
    select
      coalesce((
        select json_object_agg(${productCharacteristics.characteristicId}, coalesce((
          select json_agg(${characteristicValues.id}) from ${characteristicValues}
          where ${characteristicValues.characteristicId} = ${productCharacteristics.characteristicId}
        ), '[]'::json))
        from ${productCharacteristics}
        where ${productCharacteristics.productId} = ${productId}
          and ${productCharacteristics.characteristicId} = any(${sql.param(characteristicIds)}::int[])
      ), '{}'::json) as values,
      coalesce((
        select json_agg(${productPhotos.id}) from ${productPhotos}
        where ${productPhotos.productId} = ${productId}
      ), '[]'::json) as "photoIds",
      coalesce((
        select json_agg(json_build_object('id', ${productVariants.id}, 'value_ids', ${productVariants.valueIds}))
        from ${productVariants} where ${productVariants.productId} = ${productId}
      ), '[]'::json) as variants`)) as unknown as Rows<SaveFacts>;
  return result.rows[0]!;
}

/** The product's options become exactly these, in this order. */
export async function replaceOptions(db: Db, productId: number, options: VariantOption[]) {
  const kept = options.map((option) => option.characteristic_id);
  await db
    .delete(productVariantOptions)
    .where(
      and(
        eq(productVariantOptions.productId, productId),
        notInArray(productVariantOptions.characteristicId, kept),
      ),
    );
  if (options.length === 0) return;
  await db
    .insert(productVariantOptions)
    .values(
      options.map((option, position) => ({
        productId,
        characteristicId: option.characteristic_id,
        position,
        valueIds: option.value_ids,
      })),
    )
    .onConflictDoUpdate({
      target: [productVariantOptions.productId, productVariantOptions.characteristicId],
      set: { position: sql`excluded.position`, valueIds: sql`excluded.value_ids` },
    });
}

/** A variant of the saved set at its place in the list. */
export interface PlacedVariant {
  position: number;
  variant: VariantInput;
}

/** Every variant of the product but those kept goes. */
export async function deleteVariantsBut(db: Db, productId: number, keptIds: number[]) {
  await db
    .delete(productVariants)
    .where(and(eq(productVariants.productId, productId), notInArray(productVariants.id, keptIds)));
}

/**
 * Moves the variants out of the way of the values they are about to take: a unique index that
 * is not deferred is checked row by row, so two variants trading their values would collide.
 */
export async function setValuesAside(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(productVariants)
    .set({ valueIds: sql`array[-${productVariants.id}]` })
    .where(inArray(productVariants.id, ids));
}

/** Writes the kept variants' fields and places, from a VALUES list. */
export async function updateVariants(db: Db, kept: (PlacedVariant & { id: number })[]) {
  if (kept.length === 0) return;
  const rows = sql.join(
    kept.map(
      ({ id, position, variant: v }) => sql`(${id}::integer, ${sql.param(v.value_ids)}::integer[],
        ${v.sku}::text, ${v.price}::numeric, ${v.discount_value}::numeric,
        ${v.discount_type}::discount_type, ${v.stock}::integer, ${v.photo_id}::integer,
        ${v.enabled}::boolean, ${position}::integer)`,
    ),
    sql`, `,
  );
  await db
    .update(productVariants)
    .set({
      valueIds: sql`wanted.value_ids`,
      sku: sql`wanted.sku`,
      price: sql`wanted.price`,
      discountValue: sql`wanted.discount_value`,
      discountType: sql`wanted.discount_type`,
      stock: sql`wanted.stock`,
      photoId: sql`wanted.photo_id`,
      enabled: sql`wanted.enabled`,
      position: sql`wanted.position`,
    })
    .from(
      sql`(values ${rows}) as wanted (id, value_ids, sku, price, discount_value, discount_type,
        stock, photo_id, enabled, position)`,
    )
    .where(eq(productVariants.id, sql`wanted.id`));
}

export async function insertVariants(
  db: Db,
  owner: { shopId: number; productId: number },
  created: PlacedVariant[],
) {
  if (created.length === 0) return;
  await db.insert(productVariants).values(
    created.map(({ position, variant: v }) => ({
      ...owner,
      valueIds: v.value_ids,
      sku: v.sku,
      price: v.price,
      discountValue: v.discount_value,
      discountType: v.discount_type,
      stock: v.stock,
      photoId: v.photo_id,
      enabled: v.enabled,
      position,
    })),
  );
}

/**
 * For each value of the merchant's characteristic in its order, how many of the merchant's
 * variants use it; null when the characteristic is not theirs. One statement: a probe of the
 * variants' gin index on `value_ids` per value.
 */
export async function selectVariantUses(
  db: Db,
  shopId: number,
  characteristicId: number,
): Promise<VariantUses | null> {
  const uses = sql`(
    select count(*)::int from ${productVariants}
    where ${productVariants.valueIds} @> array[${characteristicValues.id}]
      and ${productVariants.shopId} = ${characteristics.shopId}
  )`;
  const result = (await db.execute(sql`
    select coalesce((
      select json_agg(json_build_object('value_id', ${characteristicValues.id}, 'variants', ${uses})
        order by ${characteristicValues.position}, ${characteristicValues.id})
      from ${characteristicValues}
      where ${characteristicValues.characteristicId} = ${characteristics.id}
    ), '[]'::json) as values
    from ${characteristics}
    where ${characteristics.id} = ${characteristicId} and ${characteristics.shopId} = ${shopId}`)) as unknown as Rows<VariantUses>;
  return result.rows[0] ?? null;
}
