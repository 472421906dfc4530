import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { VARIANT_LIMITS } from '@vitrina/contracts/limits';

export type VariantOptions = { options: { title: string; value: string }[] } | { problem: string };

/**
 * Each variant's option values in the order of `titles`, or why it cannot be a variant of the
 * product: a value missing, a combination met before, too many options or variants.
 */
export function variantOptions(
  titles: string[],
  variants: ReadonlyMap<string, string>[],
): VariantOptions[] {
  if (titles.length > VARIANT_LIMITS.optionsMax) {
    return variants.map(() => ({
      problem: importMessages.tooManyOptions(VARIANT_LIMITS.optionsMax),
    }));
  }
  const seen = new Set<string>();
  return variants.map((values) => {
    const missing = titles.find((title) => !values.has(title));
    if (missing !== undefined) return { problem: importMessages.optionMissing(missing) };
    const options = titles.map((title) => ({ title, value: values.get(title)! }));
    const key = options.map(({ value }) => value).join('\u0000');
    if (seen.has(key)) return { problem: importMessages.variantRepeated };
    if (seen.size >= VARIANT_LIMITS.variantsMax) {
      return { problem: importMessages.tooManyVariants(VARIANT_LIMITS.variantsMax) };
    }
    seen.add(key);
    return { options };
  });
}

/** A variant's price or discount: null when it is the product's (the product's applies). */
export const ownOrNull = <T>(mine: T | undefined, its: T | undefined): T | null =>
  mine === undefined || JSON.stringify(mine) === JSON.stringify(its) ? null : mine;
