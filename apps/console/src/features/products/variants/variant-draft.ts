import type { Characteristic } from '@vitrina/contracts/characteristics';
import type { DiscountType } from '@vitrina/contracts/enums';
import { VARIANT_LIMITS } from '@vitrina/contracts/limits';
import {
  combinations,
  variantValuesLabel,
  type Variant,
  type VariantOption,
  type Variants,
  type VariantsSave,
} from '@vitrina/contracts/variants';
import { amount } from '../product-form/product-form-values';

/** A combination's fields as its inputs hold them: the numbers as typed. */
export interface RowDraft {
  /** A stored variant's; none on a combination not saved yet. */
  id?: number;
  sku: string;
  price: string;
  discount_value: string;
  discount_type: DiscountType;
  stock: string;
  photo_id: number | null;
  enabled: boolean;
  /** Struck through: not sent, so a stored variant is deleted by the save. */
  removed: boolean;
}

/**
 * What the tab edits: the options, and every combination's fields by its key. A combination the
 * options no longer make keeps its fields here, so choosing its values again brings it back.
 */
export interface VariantsDraft {
  options: VariantOption[];
  rows: ReadonlyMap<string, RowDraft>;
}

/** One row of the matrix: a combination of the options' values, in their order, and its draft. */
export interface MatrixRow {
  key: string;
  value_ids: number[];
  draft: RowDraft;
}

/** A combination's key whatever the options' order: its values' ids, sorted. */
export const keyOf = (valueIds: readonly number[]) =>
  [...valueIds].sort((left, right) => left - right).join(',');

export const BLANK_ROW: RowDraft = {
  sku: '',
  price: '',
  discount_value: '',
  discount_type: 'PERCENT',
  stock: '',
  photo_id: null,
  enabled: true,
  removed: false,
};

const numberText = (value: number | null) => (value === null ? '' : String(value));

function rowOf(variant: Variant): RowDraft {
  return {
    id: variant.id,
    sku: variant.sku ?? '',
    price: numberText(variant.price),
    discount_value: numberText(variant.discount_value),
    discount_type: variant.discount_type ?? 'PERCENT',
    stock: numberText(variant.stock),
    photo_id: variant.photo_id,
    enabled: variant.enabled,
    removed: false,
  };
}

export function draftOf({ options, variants }: Variants): VariantsDraft {
  return {
    options,
    rows: new Map(variants.map((variant) => [keyOf(variant.value_ids), rowOf(variant)])),
  };
}

/** How many combinations the options make, counted before any is built. */
export const combinationCount = (options: readonly VariantOption[]) =>
  options.length === 0 ? 0 : options.reduce((count, { value_ids }) => count * value_ids.length, 1);

export const overLimit = (options: readonly VariantOption[]) =>
  combinationCount(options) > VARIANT_LIMITS.variantsMax;

/** The rows of the options' combinations, the first option varying slowest; none over the limit. */
export function matrixOf({ options, rows }: VariantsDraft): MatrixRow[] {
  if (overLimit(options)) return [];
  return combinations(options).map((value_ids) => {
    const key = keyOf(value_ids);
    return { key, value_ids, draft: rows.get(key) ?? BLANK_ROW };
  });
}

export type VariantBody = VariantsSave['variants'][number];

/** A row as the save sends it: a blank price or discount is the product's. */
export function bodyOf({ value_ids, draft }: MatrixRow): VariantBody {
  const ownDiscount = draft.discount_value.trim() !== '';
  return {
    ...(draft.id !== undefined && { id: draft.id }),
    value_ids,
    sku: draft.sku.trim() === '' ? null : draft.sku,
    price: amount(draft.price, null),
    discount_value: ownDiscount ? amount(draft.discount_value, 0) : null,
    discount_type: ownDiscount ? draft.discount_type : null,
    stock: amount(draft.stock, null),
    photo_id: draft.photo_id,
    enabled: draft.enabled,
  };
}

/** The whole set the save sends, and each sent variant's key by its place in it. */
export function saveOf(options: VariantOption[], matrix: readonly MatrixRow[]) {
  const kept = matrix.filter((row) => !row.draft.removed);
  const body: VariantsSave = { options, variants: kept.map(bodyOf) };
  return { body, keys: kept.map((row) => row.key) };
}

/** The stored variants a save of `body` deletes. */
export const removedBy = (body: VariantsSave, stored: readonly Variant[]) => {
  const kept = new Set(body.variants.map((variant) => variant.id));
  return stored.filter((variant) => !kept.has(variant.id));
};

/** The names of the values of the product's characteristics, by id. */
export const valueNamesOf = (characteristics: readonly Characteristic[]) =>
  new Map(characteristics.flatMap(({ values }) => values.map(({ id, value }) => [id, value])));

/** «синий, 350 мл»: a combination's values in the options' order. */
export const labelOf = (valueIds: readonly number[], names: ReadonlyMap<number, string>) =>
  variantValuesLabel(valueIds.map((id) => names.get(id) ?? '—'));
