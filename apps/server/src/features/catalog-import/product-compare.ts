import type { StoredEntry, StoredVariantEntry } from './catalog-entries.repository';
import type { CellContext } from './catalog-table';
import type {
  ImportedDiscount,
  ImportedProduct,
  ImportedVariant,
  PhotoSource,
} from './imported-product';

/** No discount is one whatever its type says. */
const discountKey = (discount: ImportedDiscount | null | undefined) =>
  !discount?.value ? '0' : `${discount.value}${discount.type}`;

const storedDiscount = (value: number | null, type: string | null) =>
  value === null ? null : discountKey({ value, type: type === 'RUBLES' ? 'RUBLES' : 'PERCENT' });

const photoKey = (photo: PhotoSource) =>
  'url' in photo ? photo.url : `archive:${photo.archivePath}`;

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const sameSet = (a: string[], b: string[]) => sameList([...a].sort(), [...b].sort());

/** A field the file gives (not undefined) that differs from the stored one. */
const differs = <T>(given: T | undefined, stored: T) => given !== undefined && given !== stored;

/** The file's photos are the product's, in order, each by its address or its source. */
function samePhotos(given: PhotoSource[], stored: StoredEntry, context: CellContext) {
  return (
    given.length === stored.photo_keys.length &&
    given.every((photo, index) => {
      const key = photoKey(photo);
      return (
        key === context.photoUrl(stored.photo_keys[index]!) || key === stored.photo_sources[index]
      );
    })
  );
}

function variantKey(values: string[]) {
  return values.join('\u0000');
}

function sameVariant(
  given: ImportedVariant,
  stored: StoredVariantEntry,
  context: CellContext,
): boolean {
  return !(
    differs(given.sku, stored.sku) ||
    differs(given.price, stored.price) ||
    differs(given.stock, stored.stock) ||
    differs(given.enabled, stored.enabled) ||
    (given.discount !== undefined &&
      (given.discount === null ? null : discountKey(given.discount)) !==
        storedDiscount(stored.discount_value, stored.discount_type)) ||
    (given.photo !== undefined && !sameVariantPhoto(given.photo, stored, context))
  );
}

function sameVariantPhoto(
  given: PhotoSource | null,
  stored: StoredVariantEntry,
  context: CellContext,
) {
  if (given === null || stored.photo_key === null)
    return given === null && stored.photo_key === null;
  const key = photoKey(given);
  return key === context.photoUrl(stored.photo_key) || key === stored.photo_source;
}

function sameVariants(given: ImportedVariant[], stored: StoredEntry, context: CellContext) {
  const titles = given[0]?.options.map(({ title }) => title) ?? [];
  if (
    !sameList(
      titles,
      stored.options.map(({ title }) => title),
    )
  )
    return false;
  if (given.length !== stored.variants.length) return false;
  const byValues = new Map(stored.variants.map((each) => [variantKey(each.values), each]));
  return given.every((variant) => {
    const match = byValues.get(variantKey(variant.options.map(({ value }) => value)));
    return match !== undefined && sameVariant(variant, match, context);
  });
}

function sameCharacteristics(given: ImportedProduct['characteristics'], stored: StoredEntry) {
  const key = (list: { title: string; values: string[] }[]) =>
    list.map(({ title, values }) => `${title}\u0000${values.join('\u0001')}`);
  return sameSet(key(given ?? []), key(stored.characteristics));
}

/** The fields the file gives of the product, each as stored already: nothing to write. */
export function isUnchanged(
  product: ImportedProduct,
  stored: StoredEntry,
  context: CellContext,
): boolean {
  const paths = (ids: number[]) => ids.map((id) => context.categoryPath(id).join('\u0000'));
  const changed =
    differs(product.title, stored.title) ||
    differs(product.sku, stored.sku) ||
    differs(product.price, stored.price) ||
    differs(product.description, stored.description) ||
    differs(product.about, stored.about) ||
    differs(product.onSale, stored.on_sale) ||
    (product.discount !== undefined &&
      discountKey(product.discount) !== discountKey(storedProductDiscount(stored))) ||
    (product.categories !== undefined &&
      !sameSet(
        product.categories.map((path) => path.join('\u0000')),
        paths(stored.category_ids),
      )) ||
    (product.photos !== undefined && !samePhotos(product.photos, stored, context)) ||
    (product.characteristics !== undefined &&
      !sameCharacteristics(product.characteristics, stored)) ||
    (product.variants !== undefined
      ? !sameVariants(product.variants, stored, context)
      : stored.variants.length === 0 && differs(product.stock, stored.stock));
  return !changed;
}

function storedProductDiscount(stored: StoredEntry): ImportedDiscount {
  return { value: stored.discount_value, type: stored.discount_type };
}
