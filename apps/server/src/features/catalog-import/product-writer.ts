import type { Db } from '../../db/client';
import { nameKey, type NamedCharacteristic } from '../characteristics/characteristics.service';
import type { StoredEntry } from './catalog-entries.repository';
import type { CategoryResolver } from './category-resolver';
import { sourceKey } from './photo-import';
import type { ImportedProduct, ImportedVariant } from './imported-product';
import { productFields } from './product-fields';
import {
  insertProduct,
  linkCharacteristics,
  replaceCategoryLinks,
  replaceCharacteristicLinks,
  replaceVariants,
  updateProduct,
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

async function writeCharacteristics(
  context: WriteContext,
  productId: number,
  product: ImportedProduct,
) {
  const links = (product.characteristics ?? []).map(({ title, values }) => {
    const characteristic = named(context, title);
    return { characteristicId: characteristic.id, valueIds: values.map(characteristic.valueId) };
  });
  const options = (product.variants?.[0]?.options ?? []).map(
    ({ title }) => named(context, title).id,
  );
  await replaceCharacteristicLinks(context.tx, productId, links, options);
}

/**
 * Writes the product as the file gives it, over the collection's product `id` or as a new one;
 * answers its id. What the file leaves out (undefined) stays as it is.
 */
export async function writeProduct(
  context: WriteContext,
  product: ImportedProduct,
  id: number | null,
  entry: StoredEntry | undefined,
): Promise<number> {
  const { tx, shopId, collectionId } = context;
  const fields = productFields(product);
  const productId = id ?? (await insertProduct(tx, shopId, collectionId, fields));
  if (id !== null) await updateProduct(tx, id, fields);
  if (product.categories !== undefined) {
    const ids = [];
    for (const path of product.categories) ids.push(await context.categories.resolve(tx, path));
    await replaceCategoryLinks(tx, productId, ids);
  }
  if (product.characteristics !== undefined)
    await writeCharacteristics(context, productId, product);
  const photoIds =
    product.photos !== undefined ? await context.gallery(product, productId, entry) : null;
  if (product.variants !== undefined) {
    await writeVariants(context, productId, product.variants, photoIds);
  }
  return productId;
}
