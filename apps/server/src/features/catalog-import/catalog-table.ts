import {
  headerOf,
  IMPORT_FIELDS,
  type ImportField,
  type ImportTarget,
} from '@vitrina/contracts/catalog-import/columns';
import { LIST_SEPARATOR, PATH_SEPARATOR } from '@vitrina/contracts/catalog-import/values';
import type { StoredEntry, StoredVariantEntry } from './catalog-entries.repository';

/** The export's fields: every import field but the old price (the discount says it). */
const EXPORTED_FIELDS = IMPORT_FIELDS.filter((field) => field !== 'old_price');

export interface CatalogColumns {
  characteristics: string[];
  options: string[];
}

/** What an entry's cells need beyond itself: category paths and photo addresses. */
export interface CellContext {
  categoryPath: (id: number) => string[];
  photoUrl: (key: string) => string;
}

/** The export's targets, left to right: the fields, the characteristics, the options. */
export function exportTargets(columns: CatalogColumns): ImportTarget[] {
  return [
    ...EXPORTED_FIELDS.map((field) => ({ field })),
    ...columns.characteristics.map((characteristic) => ({ characteristic })),
    ...columns.options.map((option) => ({ option })),
  ];
}

export const exportHeader = (columns: CatalogColumns) => exportTargets(columns).map(headerOf);

const amount = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
/** A discount's cell; an empty one is none on a product, the product's on a variant. */
const discountCell = (value: number | null, type: string | null) =>
  value === null ? '' : type === 'PERCENT' ? `${amount(value)}%` : amount(value);
const yesNo = (value: boolean) => (value ? 'да' : 'нет');

type Cells = Partial<Record<ImportField, string>>;

function productCells(entry: StoredEntry, group: string, context: CellContext): Cells {
  return {
    group,
    title: entry.title,
    sku: entry.sku ?? '',
    price: amount(entry.price),
    discount: entry.discount_value ? discountCell(entry.discount_value, entry.discount_type) : '',
    description: entry.description ?? '',
    about: entry.about ?? '',
    categories: entry.category_ids
      .map((id) => context.categoryPath(id).join(PATH_SEPARATOR))
      .join(LIST_SEPARATOR),
    photos: entry.photo_keys.map(context.photoUrl).join(' '),
    stock: entry.variants.length || entry.stock === null ? '' : String(entry.stock),
    on_sale: yesNo(entry.on_sale),
  };
}

function variantCells(variant: StoredVariantEntry, group: string, context: CellContext): Cells {
  return {
    group,
    sku: variant.sku ?? '',
    price: amount(variant.price),
    discount: discountCell(variant.discount_value, variant.discount_type),
    photos: variant.photo_key ? context.photoUrl(variant.photo_key) : '',
    stock: variant.stock === null ? '' : String(variant.stock),
    on_sale: yesNo(variant.enabled),
  };
}

/** A row's cells under the targets: fields, then characteristics' values, then options'. */
function rowOf(targets: ImportTarget[], fields: Cells, lookup: (t: ImportTarget) => string) {
  return targets.map((target) =>
    'field' in target ? (fields[target.field] ?? '') : lookup(target),
  );
}

/**
 * An entry's rows: one for a product without variants; with them, the product's row and a row
 * per variant under one «Группа вариантов» (the SKU, or the title, made unique in the file).
 */
export function entryRows(
  entry: StoredEntry,
  targets: ImportTarget[],
  context: CellContext,
  groups: Set<string>,
): string[][] {
  const characteristic = (target: ImportTarget) =>
    'characteristic' in target
      ? (entry.characteristics
          .find(({ title }) => title === target.characteristic)
          ?.values.join(LIST_SEPARATOR) ?? '')
      : '';
  if (!entry.variants.length)
    return [rowOf(targets, productCells(entry, '', context), characteristic)];
  let group = entry.sku ?? entry.title;
  if (groups.has(group)) group = `${group} #${entry.id}`;
  groups.add(group);
  const head = rowOf(targets, productCells(entry, group, context), characteristic);
  return [
    head,
    ...entry.variants.map((variant) =>
      rowOf(targets, variantCells(variant, group, context), (target) => {
        if (!('option' in target)) return '';
        const place = entry.options.findIndex(({ title }) => title === target.option);
        return place < 0 ? '' : (variant.values[place] ?? '');
      }),
    ),
  ];
}
