import { variantMessages } from '@vitrina/contracts/variant-messages';
import type { VariantInput } from '@vitrina/contracts/variants';
import type { FieldError } from './field-errors';
import type { PlacedVariant, StoredVariant } from './variants.repository';

/** What saving a set of variants does to the stored ones. */
export interface VariantPlan {
  /** Stored variants the set keeps, each with its fields and place from the set. */
  kept: (PlacedVariant & { id: number; valuesChanged: boolean })[];
  /** Variants of the set that match none stored. */
  created: PlacedVariant[];
  /** Ids named that are not variants of the product, or named twice. */
  problems: FieldError[];
}

/** A combination whatever the options' order: each value belongs to one characteristic. */
const combinationKey = (valueIds: readonly number[]) =>
  [...valueIds].sort((a, b) => a - b).join(',');

const sameValues = (a: readonly number[], b: readonly number[]) => a.join(',') === b.join(',');

/**
 * Matches the saved set against the stored variants: first by `id`, then, for those without one,
 * by their combination among the stored variants not yet matched, so a combination that
 * survives an options change keeps its row (its id and its stock). An id that is not one of the
 * stored variants, or is named a second time, is refused.
 */
export function planVariants(stored: StoredVariant[], variants: VariantInput[]): VariantPlan {
  const byId = new Map(stored.map((row) => [row.id, row]));
  const plan: VariantPlan = { kept: [], created: [], problems: [] };
  const keep = (row: StoredVariant, position: number, variant: VariantInput) => {
    byId.delete(row.id);
    const valuesChanged = !sameValues(row.value_ids, variant.value_ids);
    plan.kept.push({ id: row.id, position, variant, valuesChanged });
  };
  const unnamed: PlacedVariant[] = [];
  variants.forEach((variant, position) => {
    if (variant.id === undefined) return unnamed.push({ position, variant });
    const row = byId.get(variant.id);
    if (row) return keep(row, position, variant);
    plan.problems.push({ field: `variants.${position}.id`, message: variantMessages.notFound });
  });
  const byCombination = new Map(
    [...byId.values()].map((row) => [combinationKey(row.value_ids), row]),
  );
  for (const { position, variant } of unnamed) {
    const key = combinationKey(variant.value_ids);
    const row = byCombination.get(key);
    byCombination.delete(key);
    if (row) keep(row, position, variant);
    else plan.created.push({ position, variant });
  }
  return plan;
}
