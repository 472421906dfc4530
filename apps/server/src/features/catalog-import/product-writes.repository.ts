// An import's writes of one product: its row, its category links, its characteristics and main
// values, its options and variants. Each runs inside the batch's transaction, which holds the
// collection and the characteristics it links (import-batch.ts).
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  productCategories,
  productCharacteristics,
  productMainValues,
  products,
  productVariantOptions,
  productVariants,
  type NewProductRow,
  type NewProductVariantRow,
} from '../../db/schema';

export type ProductFields = Partial<
  Pick<
    NewProductRow,
    | 'title'
    | 'sku'
    | 'price'
    | 'discountValue'
    | 'discountType'
    | 'description'
    | 'about'
    | 'onSale'
    | 'trackStock'
    | 'stock'
  >
>;

/** New products of the collection in one statement; their ids in the order given. */
export async function insertProducts(
  tx: Db,
  shopId: number,
  collectionId: number,
  rows: (ProductFields & { title: string })[],
): Promise<number[]> {
  if (!rows.length) return [];
  const made = await tx
    .insert(products)
    .values(rows.map((fields) => ({ shopId, collectionId, ...fields })))
    .returning({ id: products.id });
  return made.map(({ id }) => id);
}

export async function updateProduct(tx: Db, id: number, fields: ProductFields) {
  if (Object.keys(fields).length) await tx.update(products).set(fields).where(eq(products.id, id));
}

/** A category under `parentId` (null: at the collection's root); its id. */
export async function insertCategory(
  tx: Db,
  shopId: number,
  collectionId: number,
  parentId: number | null,
  title: string,
): Promise<number> {
  const [row] = await tx
    .insert(categories)
    .values({ shopId, collectionId, parentId, title })
    .returning({ id: categories.id });
  return row!.id;
}

/** A product filed under a category. */
export interface CategoryLink {
  productId: number;
  categoryId: number;
}

/** The category links of the products `cleared` go; `links` are made (each once). */
export async function replaceCategoryLinks(tx: Db, cleared: number[], links: CategoryLink[]) {
  if (cleared.length) {
    await tx.delete(productCategories).where(inArray(productCategories.productId, cleared));
  }
  const once = [
    ...new Map(links.map((link) => [`${link.productId}:${link.categoryId}`, link])).values(),
  ];
  if (once.length) await tx.insert(productCategories).values(once);
}

/** A characteristic of a product, at its place there, with its main values. */
export interface CharacteristicLink {
  productId: number;
  characteristicId: number;
  position: number;
  valueIds: number[];
}

const pairsOf = (links: CharacteristicLink[]) => ({
  products: sql.param(links.map((link) => link.productId)),
  characteristics: sql.param(links.map((link) => link.characteristicId)),
});

/**
 * The characteristics of the products `cleared` become their `links` (a product's options stay
 * linked: its variants vary by them), and every product's main values of a linked
 * characteristic become the link's; in four statements for the batch.
 */
export async function replaceCharacteristicLinks(
  tx: Db,
  cleared: number[],
  links: CharacteristicLink[],
) {
  const wanted = pairsOf(links);
  if (cleared.length) {
    await tx.execute(sql`
      delete from ${productCharacteristics} as linked
      where linked.product_id = any(${sql.param(cleared)}::int[])
        and not exists (select 1 from unnest(${wanted.products}::int[], ${wanted.characteristics}::int[])
          as kept(product_id, characteristic_id)
          where kept.product_id = linked.product_id
            and kept.characteristic_id = linked.characteristic_id)
        and not exists (select 1 from ${productVariantOptions} as option
          where option.product_id = linked.product_id
            and option.characteristic_id = linked.characteristic_id)`);
  }
  if (!links.length) return;
  await tx
    .insert(productCharacteristics)
    .values(
      links.map(({ productId, characteristicId, position }) => ({
        productId,
        characteristicId,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: [productCharacteristics.productId, productCharacteristics.characteristicId],
      set: { position: sql`excluded.position` },
    });
  // Only products that were there have main values to take away.
  const had = new Set(cleared);
  const replaced = pairsOf(links.filter(({ productId }) => had.has(productId)));
  if (had.size) {
    await tx.execute(sql`
      delete from ${productMainValues} as main
      using unnest(${replaced.products}::int[], ${replaced.characteristics}::int[])
        as given(product_id, characteristic_id)
      where main.product_id = given.product_id
        and main.characteristic_id = given.characteristic_id`);
  }
  const values = links.flatMap(({ productId, characteristicId, valueIds }) =>
    [...new Set(valueIds)].map((valueId) => ({ productId, characteristicId, valueId })),
  );
  if (values.length) await tx.insert(productMainValues).values(values);
}

/** Links the characteristics to the product after its own, leaving those it has. */
export async function linkCharacteristics(tx: Db, productId: number, characteristicIds: number[]) {
  if (!characteristicIds.length) return;
  await tx
    .insert(productCharacteristics)
    .values(
      characteristicIds.map((characteristicId, place) => ({
        productId,
        characteristicId,
        position: 1000 + place,
      })),
    )
    .onConflictDoNothing();
}

export interface OptionRow {
  characteristicId: number;
  valueIds: number[];
}

export type VariantRow = Omit<NewProductVariantRow, 'shopId' | 'productId' | 'position'>;

/**
 * The product's options and variants become these: a variant of the same values keeps its row
 * (and so its id in orders), the others are added, and those not given go.
 */
export async function replaceVariants(
  tx: Db,
  shopId: number,
  productId: number,
  options: OptionRow[],
  variants: VariantRow[],
) {
  await tx.delete(productVariantOptions).where(eq(productVariantOptions.productId, productId));
  if (options.length) {
    await tx
      .insert(productVariantOptions)
      .values(options.map((option, position) => ({ productId, position, ...option })));
  }
  const stored = await tx
    .select({ id: productVariants.id, valueIds: productVariants.valueIds })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  const byValues = new Map(stored.map((row) => [row.valueIds.join(), row.id]));
  const keptIds = variants.flatMap((variant) => byValues.get(variant.valueIds.join()) ?? []);
  await tx
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptIds.length ? notInArray(productVariants.id, keptIds) : undefined,
      ),
    );
  for (const [position, variant] of variants.entries()) {
    const id = byValues.get(variant.valueIds.join());
    if (id === undefined) {
      await tx.insert(productVariants).values({ shopId, productId, position, ...variant });
    } else {
      await tx
        .update(productVariants)
        .set({ position, ...variant })
        .where(eq(productVariants.id, id));
    }
  }
}
