import {
  type ImportField,
  type ImportMapping,
  type ImportTarget,
} from '@vitrina/contracts/catalog-import/columns';
import {
  readDiscount,
  readRubles,
  readStock,
  readText,
  readYesNo,
  splitCategoryPaths,
  splitList,
  splitPhotoUrls,
  type CellRead,
} from '@vitrina/contracts/catalog-import/values';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import type { ImportedCharacteristic, ImportedDiscount } from './imported-product';

/** One table row read through the mapping: the fields its mapped columns give. */
export interface RowRecord {
  row: number;
  group: string | null;
  title?: string | null;
  sku?: string | null;
  price?: number | null;
  /** Null: the cell is empty (no discount of the product's own; a variant's is the product's). */
  discount?: ImportedDiscount | null;
  description?: string | null;
  about?: string | null;
  categories?: string[][];
  photos?: string[];
  stock?: number | null;
  onSale?: boolean;
  characteristics: ImportedCharacteristic[];
  /** Option title → value, in the columns' order; only the options this row gives. */
  options: { title: string; value: string }[];
}

type Problems = string[];
type FieldRead = CellRead<Partial<RowRecord>>;

/** A cell's value under the record's key, or the cell's reason. */
function into<K extends keyof RowRecord>(key: K, read: CellRead<RowRecord[K]>): FieldRead {
  return 'problem' in read ? read : { value: { [key]: read.value } };
}

const textOf = (what: string, max: number) => (cell: string) => readText(cell, what, max);

/** How each field's cell is read; the old price is read beside the price (`withOldPrice`). */
const FIELD_READERS: Record<Exclude<ImportField, 'old_price'>, (cell: string) => FieldRead> = {
  group: (cell) => ({ value: { group: cell.trim() || null } }),
  title: (cell) => into('title', textOf('название', PRODUCT_LIMITS.titleMaxLength)(cell)),
  sku: (cell) => into('sku', textOf('артикул', PRODUCT_LIMITS.skuMaxLength)(cell)),
  price: (cell) => into('price', readRubles(cell)),
  discount: (cell) =>
    cell.trim() ? into('discount', readDiscount(cell)) : { value: { discount: null } },
  description: (cell) =>
    into('description', textOf('описание', PRODUCT_LIMITS.descriptionMaxLength)(cell)),
  about: (cell) => into('about', textOf('текст', PRODUCT_LIMITS.textMaxLength)(cell)),
  categories: (cell) => ({ value: { categories: splitCategoryPaths(cell) } }),
  photos: (cell) => ({ value: { photos: splitPhotoUrls(cell) } }),
  stock: (cell) => into('stock', readStock(cell)),
  on_sale: (cell) => into('onSale', readYesNo(cell, 'в продаже', true)),
};

/** The old price is the full price; the price below it is the sale price (a discount in rubles). */
function withOldPrice(record: RowRecord, oldPrice: number | null) {
  if (oldPrice === null || record.price == null || oldPrice <= record.price) return;
  record.discount = { value: Math.round((oldPrice - record.price) * 100) / 100, type: 'RUBLES' };
  record.price = oldPrice;
}

function readTarget(target: ImportTarget, cell: string, record: RowRecord, problems: Problems) {
  if ('characteristic' in target) {
    const values = splitList(cell);
    if (values.length) record.characteristics.push({ title: target.characteristic, values });
  } else if ('option' in target) {
    const value = cell.trim();
    if (value) record.options.push({ title: target.option, value });
  } else if (target.field !== 'old_price') {
    const read = FIELD_READERS[target.field](cell);
    if ('problem' in read) problems.push(read.problem);
    else Object.assign(record, read.value);
  }
}

/** The row's fields, or the reasons it cannot be read (each cell's, in column order). */
export function readRow(
  row: number,
  cells: string[],
  mapping: ImportMapping,
): { record: RowRecord } | { problems: string[] } {
  const record: RowRecord = { row, group: null, characteristics: [], options: [] };
  const problems: Problems = [];
  let oldPrice: number | null = null;
  mapping.columns.forEach((target, column) => {
    if (!target) return;
    const cell = cells[column] ?? '';
    if (!('field' in target) || target.field !== 'old_price') {
      return readTarget(target, cell, record, problems);
    }
    const read = readRubles(cell, 'старая цена');
    if ('problem' in read) problems.push(read.problem);
    else oldPrice = read.value;
  });
  withOldPrice(record, oldPrice);
  return problems.length ? { problems } : { record };
}
