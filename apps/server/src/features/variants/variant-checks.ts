import { variantMessages } from '@vitrina/contracts/variant-messages';
import {
  variantDiscountProblem,
  type PriceOwner,
  type VariantInput,
  type VariantOption,
} from '@vitrina/contracts/variants';
import type { FieldError } from './field-errors';
import type { SaveFacts } from './variants.repository';

const m = variantMessages;

/** Each option must be a characteristic of the product, its values values of that characteristic. */
function optionProblems(options: VariantOption[], values: SaveFacts['values']): FieldError[] {
  return options.flatMap((option, index): FieldError[] => {
    const own = values[option.characteristic_id];
    if (!own)
      return [{ field: `options.${index}.characteristic_id`, message: m.optionNotOnProduct }];
    const known = new Set(own);
    if (option.value_ids.every((id) => known.has(id))) return [];
    return [{ field: `options.${index}.value_ids`, message: m.optionNotOnProduct }];
  });
}

/** A variant's photo must be one of the product's; its own discount must fit its price. */
function variantProblems(
  variants: VariantInput[],
  product: PriceOwner,
  photoIds: number[],
): FieldError[] {
  const photos = new Set(photoIds);
  return variants.flatMap((variant, index) => {
    const problems: FieldError[] = [];
    if (variant.photo_id !== null && !photos.has(variant.photo_id)) {
      problems.push({ field: `variants.${index}.photo_id`, message: m.photoNotOfProduct });
    }
    const discount = variantDiscountProblem(product, variant);
    if (discount) problems.push({ field: `variants.${index}.discount_value`, message: discount });
    return problems;
  });
}

/** What the stored rows refuse of a set the schema has accepted. */
export function saveProblems(
  body: { options: VariantOption[]; variants: VariantInput[] },
  product: PriceOwner,
  facts: SaveFacts,
): FieldError[] {
  return [
    ...optionProblems(body.options, facts.values),
    ...variantProblems(body.variants, product, facts.photoIds),
  ];
}
