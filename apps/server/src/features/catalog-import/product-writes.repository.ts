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

export async function insertProduct(
  tx: Db,
  shopId: number,
  collectionId: number,
  fields: ProductFields & { title: string },
): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ shopId, collectionId, ...fields })
    .returning({ id: products.id });
  return row!.id;
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

export async function replaceCategoryLinks(tx: Db, productId: number, categoryIds: number[]) {
  await tx.delete(productCategories).where(eq(productCategories.productId, productId));
  if (categoryIds.length) {
    await tx
      .insert(productCategories)
      .values([...new Set(categoryIds)].map((categoryId) => ({ productId, categoryId })));
  }
}

/** A characteristic of the product and its main values there. */
export interface CharacteristicLink {
  characteristicId: number;
  valueIds: number[];
}

/**
 * The product's characteristics become `links` (in their order) and `kept` (linked, their main
 * values untouched: the options of a product whose variants the file does not give).
 */
export async function replaceCharacteristicLinks(
  tx: Db,
  productId: number,
  links: CharacteristicLink[],
  kept: number[],
) {
  const wanted = [...new Set([...links.map((link) => link.characteristicId), ...kept])];
  await tx
    .delete(productCharacteristics)
    .where(
      and(
        eq(productCharacteristics.productId, productId),
        wanted.length ? notInArray(productCharacteristics.characteristicId, wanted) : undefined,
      ),
    );
  if (wanted.length) {
    await tx
      .insert(productCharacteristics)
      .values(
        wanted.map((characteristicId, position) => ({ productId, characteristicId, position })),
      )
      .onConflictDoUpdate({
        target: [productCharacteristics.productId, productCharacteristics.characteristicId],
        set: { position: sql`excluded.position` },
      });
  }
  const given = links.map((link) => link.characteristicId);
  if (given.length) {
    await tx
      .delete(productMainValues)
      .where(
        and(
          eq(productMainValues.productId, productId),
          inArray(productMainValues.characteristicId, given),
        ),
      );
  }
  const values = links.flatMap(({ characteristicId, valueIds }) =>
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
