import type { Db } from '../../db/client';
import { nameKey, type NamedCharacteristic } from '../characteristics/characteristics.service';
import type { StoredEntry } from './catalog-entries.repository';
import type { CategoryResolver } from './category-resolver';
import { sourceKey } from './photo-import';
import type { ImportedProduct, ImportedVariant } from './imported-product';
import { productFields } from './product-fields';
import { productKey } from './product-match';
import {
  insertProducts,
  linkCharacteristics,
  replaceCategoryLinks,
  replaceCharacteristicLinks,
  replaceVariants,
  updateProduct,
  type CharacteristicLink,
  type VariantRow,
} from './product-writes.repository';

/** What writing a product needs beyond it: where it goes, and names resolved to ids. */
export interface WriteContext {
  tx: Db;
  shopId: number;
  collectionId: number;
  categories: CategoryResolver;
  dictionary: Map<string, NamedCharacteristic>;
  /**
   * Makes the product's gallery the file's photos (`entry`: the product as stored); answers
   * each photo's id by its address in the file.
   */
  gallery: (
    product: ImportedProduct,
    productId: number,
    entry: StoredEntry | undefined,
  ) => Promise<Map<string, number>>;
}

/** Ids of a characteristic and of its values by text; every one was made before the write. */
function named(context: WriteContext, title: string) {
  const characteristic = context.dictionary.get(nameKey(title))!;
  return {
    id: characteristic.id,
    valueId: (value: string) => characteristic.values.get(nameKey(value))!,
  };
}

function variantRow(
  variant: ImportedVariant,
  valueIds: number[],
  photoId: number | null | undefined,
): VariantRow {
  return {
    valueIds,
    sku: variant.sku ?? null,
    price: variant.price ?? null,
    discountValue: variant.discount?.value ?? null,
    discountType: variant.discount?.type ?? null,
    stock: variant.stock ?? null,
    photoId: photoId ?? null,
    enabled: variant.enabled ?? true,
  };
}

async function writeVariants(
  context: WriteContext,
  productId: number,
  variants: ImportedVariant[],
  photoIds: Map<string, number> | null,
) {
  const titles = variants[0]?.options.map(({ title }) => title) ?? [];
  const options = titles.map((title, place) => {
    const characteristic = named(context, title);
    const values = [...new Set(variants.map((variant) => variant.options[place]!.value))];
    return { characteristicId: characteristic.id, valueIds: values.map(characteristic.valueId) };
  });
  const rows = variants.map((variant) => {
    const valueIds = variant.options.map(({ title, value }) =>
      named(context, title).valueId(value),
    );
    const photo = variant.photo ? photoIds?.get(sourceKey(variant.photo)) : null;
    return variantRow(variant, valueIds, photo);
  });
  await linkCharacteristics(
    context.tx,
    productId,
    options.map((option) => option.characteristicId),
  );
  await replaceVariants(context.tx, context.shopId, productId, options, rows);
}

/** The product's characteristics as links, at their places, with their main values. */
function characteristicLinks(
  context: WriteContext,
  productId: number,
  product: ImportedProduct,
): CharacteristicLink[] {
  return (product.characteristics ?? []).map(({ title, values }, position) => {
    const characteristic = named(context, title);
    return {
      productId,
      characteristicId: characteristic.id,
      position,
      valueIds: values.map(characteristic.valueId),
    };
  });
}

/** A product of the batch to write: over the collection's product `id`, or new (null). */
export interface ProductWrite {
  product: ImportedProduct;
  id: number | null;
  entry?: StoredEntry;
}

/** Writes that name each product once: a product the file repeats is written in a later round. */
function roundsOf(writes: ProductWrite[]): ProductWrite[][] {
  const rounds: ProductWrite[][] = [];
  const seen: Set<string>[] = [];
  for (const write of writes) {
    const key = productKey(write.product);
    let round = seen.findIndex((keys) => !keys.has(key));
    if (round < 0) {
      round = rounds.length;
      rounds.push([]);
      seen.push(new Set());
    }
    rounds[round]!.push(write);
    seen[round]!.add(key);
  }
  return rounds;
}

/** The round's rows, links and values, a few statements for all its products. */
async function writeRound(context: WriteContext, round: ProductWrite[], made: Map<string, number>) {
  const { tx, shopId, collectionId } = context;
  const ids = round.map(({ product, id }) => id ?? made.get(productKey(product)) ?? null);
  const fresh = round.filter((_, index) => ids[index] === null);
  const freshIds = await insertProducts(
    tx,
    shopId,
    collectionId,
    fresh.map(({ product }) => productFields(product)),
  );
  fresh.forEach(({ product }, index) => made.set(productKey(product), freshIds[index]!));
  const targets = round.map((write, index) => ({
    ...write,
    productId: ids[index] ?? made.get(productKey(write.product))!,
  }));
  const updated = targets.filter((_, index) => ids[index] !== null);
  for (const { product, productId } of updated)
    await updateProduct(tx, productId, productFields(product));
  const cleared = (given: (product: ImportedProduct) => boolean) =>
    updated.filter(({ product }) => given(product)).map(({ productId }) => productId);

  const filed = targets.filter(({ product }) => product.categories !== undefined);
  const categoryLinks = [];
  for (const { product, productId } of filed) {
    for (const path of product.categories!) {
      categoryLinks.push({ productId, categoryId: await context.categories.resolve(tx, path) });
    }
  }
  await replaceCategoryLinks(
    tx,
    cleared((product) => product.categories !== undefined),
    categoryLinks,
  );

  const characterised = targets.filter(({ product }) => product.characteristics !== undefined);
  await replaceCharacteristicLinks(
    tx,
    cleared((product) => product.characteristics !== undefined),
    characterised.flatMap(({ product, productId }) =>
      characteristicLinks(context, productId, product),
    ),
  );

  for (const { product, productId, entry } of targets) {
    const photoIds =
      product.photos !== undefined ? await context.gallery(product, productId, entry) : null;
    if (product.variants !== undefined)
      await writeVariants(context, productId, product.variants, photoIds);
  }
}

/**
 * Writes the batch's products as the file gives them, over the collection's products or as new
 * ones, a few statements for the whole batch (photos and variants a product at a time). What
 * the file leaves out (undefined) stays as it is.
 */
export async function writeProducts(context: WriteContext, writes: ProductWrite[]) {
  const made = new Map<string, number>();
  for (const round of roundsOf(writes)) await writeRound(context, round, made);
}
