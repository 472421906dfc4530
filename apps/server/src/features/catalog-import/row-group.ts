import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { cellProblems } from '@vitrina/contracts/catalog-import/values';
import { VARIANT_LIMITS } from '@vitrina/contracts/limits';
import type { ImportedProduct, ImportedVariant, ImportItem, PhotoSource } from './imported-product';
import type { RowRecord } from './row-record';

const refused = (row: number, problem: string): ImportItem => ({
  kind: 'refused',
  refused: { row, message: importMessages.atRow(row, problem) },
});

const NO_DISCOUNT = { value: 0, type: 'PERCENT' } as const;

const urlsOf = (urls: string[] | undefined): PhotoSource[] | undefined =>
  urls?.map((url) => ({ url }));

/** The product's own fields from its row: the group's row without options, or its first row. */
function productFields(head: RowRecord): ImportedProduct {
  return {
    row: head.row,
    title: head.title ?? '',
    sku: head.sku,
    price: head.price,
    discount: head.discount === null ? NO_DISCOUNT : head.discount,
    description: head.description,
    about: head.about,
    categories: head.categories,
    photos: urlsOf(head.photos),
    stock: head.stock,
    onSale: head.onSale,
    characteristics: head.characteristics,
  };
}

/** The options of a group in the order its columns give them. */
function optionTitles(rows: RowRecord[]): string[] {
  return [...new Set(rows.flatMap((record) => record.options.map(({ title }) => title)))];
}

/** A variant row as the product's variant; a price equal to the product's is the product's. */
function variantOf(record: RowRecord, titles: string[], product: ImportedProduct): ImportedVariant {
  const value = (title: string) => record.options.find((option) => option.title === title)!.value;
  const own = <T>(mine: T | undefined, its: T | undefined) =>
    mine === undefined || JSON.stringify(mine) === JSON.stringify(its) ? null : mine;
  const photo = record.photos?.[0];
  return {
    row: record.row,
    options: titles.map((title) => ({ title, value: value(title) })),
    sku: record.sku,
    price: own(record.price, product.price),
    discount: own(record.discount ?? undefined, product.discount),
    stock: record.stock,
    photo: photo === undefined ? undefined : { url: photo },
    enabled: record.onSale,
  };
}

/** Why a variant row cannot be one, or null. */
function variantProblem(record: RowRecord, titles: string[], seen: Set<string>): string | null {
  if (titles.length === 0) return importMessages.groupWithoutOptions;
  const missing = titles.find((title) => !record.options.some((option) => option.title === title));
  if (missing) return importMessages.optionMissing(missing);
  const key = titles
    .map((title) => record.options.find((o) => o.title === title)!.value)
    .join('\u0000');
  if (seen.has(key)) return importMessages.variantRepeated;
  if (seen.size >= VARIANT_LIMITS.variantsMax) {
    return importMessages.tooManyVariants(VARIANT_LIMITS.variantsMax);
  }
  seen.add(key);
  return null;
}

/** The variants' photos, each kept in the product's gallery after its own photos. */
function withVariantPhotos(product: ImportedProduct, variants: ImportedVariant[]) {
  const urls = new Set(product.photos?.map((photo) => ('url' in photo ? photo.url : '')));
  for (const { photo } of variants) {
    if (!photo || !('url' in photo) || urls.has(photo.url)) continue;
    urls.add(photo.url);
    product.photos = [...(product.photos ?? []), photo];
  }
}

/**
 * A group's rows as one product. The row without option values is the product's own; the rows
 * with them are its variants. A group of variant rows alone takes the product from its first.
 */
export function* productOfGroup(rows: RowRecord[]): Iterable<ImportItem> {
  const head = rows.find((record) => record.options.length === 0) ?? rows[0]!;
  if (!head.title) return yield refused(head.row, cellProblems.titleRequired);
  const titles = optionTitles(rows);
  if (titles.length > VARIANT_LIMITS.optionsMax) {
    for (const record of rows)
      yield refused(record.row, importMessages.tooManyOptions(VARIANT_LIMITS.optionsMax));
    return;
  }
  const product = productFields(head);
  const seen = new Set<string>();
  const variants: ImportedVariant[] = [];
  for (const record of rows) {
    if (record.options.length === 0 && record === head) continue;
    const problem = variantProblem(record, titles, seen);
    if (problem) yield refused(record.row, problem);
    else variants.push(variantOf(record, titles, product));
  }
  if (titles.length) {
    product.variants = variants;
    withVariantPhotos(product, variants);
  }
  yield { kind: 'product', product };
}
