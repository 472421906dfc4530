// A product's variants (issue 29): the options it varies by, each a characteristic of the
// product with some of its values, and the combinations of those values it sells, each with its
// own SKU, price, discount, stock, photo and switch. GET|PUT catalog/product/{id}/variants/.
import { variantMessages } from './variant-messages';
import { z } from 'zod';
import { DISCOUNT_TYPES } from './enums';
import { idSchema as id } from './id';
import { PRODUCT_LIMITS, VARIANT_LIMITS } from './limits';
import { messages } from './messages';
import { discountProblem } from './pricing/discount-limit';
import { text } from './text';

const m = variantMessages;

/** Pieces in stock; null on a product or variant that does not track it. */
export const stockSchema = z
  .number({ error: m.stockInvalid })
  .int(m.stockInvalid)
  .min(0, m.stockInvalid)
  .max(PRODUCT_LIMITS.quantityMax, m.stockInvalid);

export const stockThresholdSchema = z
  .number({ error: m.thresholdInvalid })
  .int(m.thresholdInvalid)
  .min(0, m.thresholdInvalid)
  .max(PRODUCT_LIMITS.quantityMax, m.thresholdInvalid);

/** A characteristic of the product the variants vary by, with the values they combine. */
export const variantOptionSchema = z.object({
  characteristic_id: id,
  value_ids: z
    .array(id)
    .min(1, m.optionValuesRequired)
    .refine((ids) => new Set(ids).size === ids.length, m.optionRepeated),
});

/**
 * One combination as the merchant saves it: `value_ids` holds one value of each option, in the
 * options' order. A null price or discount is the product's; `id` keeps a surviving variant.
 */
export const variantInputSchema = z.object({
  id: id.optional(),
  value_ids: z.array(id).min(1).max(VARIANT_LIMITS.optionsMax),
  sku: text()
    .max(PRODUCT_LIMITS.skuMaxLength, messages.product.skuTooLong)
    .nullable()
    .default(null),
  price: z
    .number({ error: messages.product.priceNegative })
    .min(0, messages.product.priceNegative)
    .max(PRODUCT_LIMITS.priceMax, messages.product.priceTooHigh)
    .nullable()
    .default(null),
  discount_value: z.number().min(0, messages.product.discountNegative).nullable().default(null),
  discount_type: z.enum(DISCOUNT_TYPES).nullable().default(null),
  stock: stockSchema.nullable().default(null),
  photo_id: id.nullable().default(null),
  enabled: z.boolean().default(true),
});

const key = (valueIds: readonly number[]) => valueIds.join(',');

/** The checks that need the whole body: values within the options, no combination twice. */
function matrixRefinement(
  body: { options: VariantOption[]; variants: VariantInput[] },
  context: z.RefinementCtx,
) {
  const characteristics = body.options.map((option) => option.characteristic_id);
  if (new Set(characteristics).size !== characteristics.length) {
    context.addIssue({ code: 'custom', path: ['options'], message: m.optionRepeated });
  }
  const seen = new Set<string>();
  body.variants.forEach((variant, index) => {
    const issue = (message: string) =>
      context.addIssue({ code: 'custom', path: ['variants', index, 'value_ids'], message });
    if (variant.value_ids.length !== body.options.length) return issue(m.valuesMismatch);
    const outside = variant.value_ids.some(
      (valueId, place) => !body.options[place]!.value_ids.includes(valueId),
    );
    if (outside) return issue(m.valueNotInOptions);
    if (seen.has(key(variant.value_ids))) return issue(m.combinationRepeated);
    seen.add(key(variant.value_ids));
  });
}

/** PUT catalog/product/{id}/variants/: the whole set; variants left out are removed. */
export const variantsSaveSchema = z
  .object({
    options: z.array(variantOptionSchema).max(VARIANT_LIMITS.optionsMax, m.tooManyOptions),
    variants: z.array(variantInputSchema).max(VARIANT_LIMITS.variantsMax, m.tooManyVariants),
  })
  .superRefine(matrixRefinement);

export const variantSchema = z.object({
  id,
  value_ids: z.array(id),
  sku: z.string().nullable(),
  price: z.number().nullable(),
  discount_value: z.number().nullable(),
  discount_type: z.enum(DISCOUNT_TYPES).nullable(),
  stock: z.number().int().nullable(),
  photo_id: id.nullable(),
  enabled: z.boolean(),
});

/** The answer of both calls: every variant with its id, in the merchant's order. */
export const variantsSchema = z.object({
  options: z.array(variantOptionSchema),
  variants: z.array(variantSchema),
});

export type VariantOption = z.output<typeof variantOptionSchema>;
export type VariantInput = z.output<typeof variantInputSchema>;
export type VariantsSave = z.input<typeof variantsSaveSchema>;
export type Variant = z.output<typeof variantSchema>;
export type Variants = z.output<typeof variantsSchema>;

/** A variant's price and discount where its own are unset: the product's. */
export interface PriceOwner {
  price: number | null;
  discount_value: number;
  discount_type: (typeof DISCOUNT_TYPES)[number];
}

export function variantPrice(
  product: PriceOwner,
  variant: Pick<Variant, 'price' | 'discount_value' | 'discount_type'>,
): PriceOwner {
  const ownDiscount = variant.discount_value !== null && variant.discount_type !== null;
  return {
    price: variant.price ?? product.price,
    discount_value: ownDiscount ? variant.discount_value! : product.discount_value,
    discount_type: ownDiscount ? variant.discount_type! : product.discount_type,
  };
}

/** The problem of a variant's own discount against its price, as a product's is judged. */
export function variantDiscountProblem(product: PriceOwner, variant: VariantInput): string | null {
  if (variant.discount_value === null || variant.discount_type === null) return null;
  const { price, discount_value, discount_type } = variantPrice(product, variant);
  return discountProblem(price, discount_value, discount_type);
}

/** Every combination of the options' values, the first option varying slowest. */
export function combinations(options: readonly { value_ids: readonly number[] }[]): number[][] {
  return options.reduce<number[][]>(
    (rows, option) => rows.flatMap((row) => option.value_ids.map((valueId) => [...row, valueId])),
    options.length === 0 ? [] : [[]],
  );
}

/** «Синий, 350 мл»: a variant's values in the options' order. */
export function variantValuesLabel(values: readonly string[]): string {
  return values.join(', ');
}

/** «Кружка — Синий, 350 мл»: what an order, a notice and an export call a variant. */
export function variantTitle(productTitle: string, valuesLabel: string | null): string {
  return valuesLabel ? `${productTitle} — ${valuesLabel}` : productTitle;
}

/** Whether stock allows ordering: untracked stock always does, a tracked one while some is left. */
export function inStock(trackStock: boolean, stock: number | null): boolean {
  return !trackStock || (stock ?? 0) > 0;
}

/**
 * GET catalog/characteristic/{id}/variant-uses/: for each value of the characteristic, how many
 * of the merchant's variants use it — what deleting the value (or the characteristic) removes,
 * which the console says before it asks.
 */
export const variantUsesSchema = z.object({
  values: z.array(z.object({ value_id: id, variants: z.number().int() })),
});

export type VariantUses = z.output<typeof variantUsesSchema>;
