// Payloads of the product calls (spec §3, §7.3). Limits and messages of spec §5.
import { z } from 'zod';
import { categoryNodeSchema, collectionSummarySchema } from './catalog';
import { idSchema } from './id';
import { COLLECTION_TYPES, DISCOUNT_TYPES, UNITS } from './enums';
import { CHARACTERISTIC_LIMITS, PRODUCT_LIMITS } from './limits';
import { characteristicSchema } from './characteristics';
import { messages } from './messages';
import { text } from './text';
import { discountProblem } from './pricing/discount-limit';
import { stockSchema, stockThresholdSchema } from './variants';

const id = idSchema;

const productTitle = text({ error: messages.product.titleRequired })
  .trim()
  .min(1, messages.product.titleRequired)
  .max(PRODUCT_LIMITS.titleMaxLength, messages.product.titleTooLong);

const limitedText = (max: number, message: string) => text().max(max, message).nullable();

/** Rubles; null means the price is not set ('Цена не указана'). */
const price = z
  .number({ error: messages.product.priceNegative })
  .min(0, messages.product.priceNegative)
  .max(PRODUCT_LIMITS.priceMax, messages.product.priceTooHigh)
  .nullable();

/** The editable fields of a product; every one optional in an update. */
const productFields = {
  title: productTitle,
  sku: limitedText(PRODUCT_LIMITS.skuMaxLength, messages.product.skuTooLong),
  description: limitedText(
    PRODUCT_LIMITS.descriptionMaxLength,
    messages.product.descriptionTooLong,
  ),
  about: limitedText(PRODUCT_LIMITS.textMaxLength, messages.product.textTooLong),
  /** `about` under the name the console's text field uses; `about` wins when both come. */
  text: limitedText(PRODUCT_LIMITS.textMaxLength, messages.product.textTooLong),
  price,
  discount_value: z.number().min(0, messages.product.discountNegative),
  discount_type: z.enum(DISCOUNT_TYPES),
  quantity: z
    .number()
    .int(messages.product.quantityInvalid)
    .min(0, messages.product.quantityInvalid)
    .max(PRODUCT_LIMITS.quantityMax, messages.product.quantityInvalid),
  module: z.enum(UNITS),
  onSale: z.boolean(),
  /** «Учитывать остаток»: orders take from `stock` (or each variant's) and stop at none. */
  track_stock: z.boolean(),
  stock: stockSchema.nullable(),
  /** The stock at which the merchant's services hear «Заканчивается» once. */
  stock_threshold: stockThresholdSchema,
};

const discountRefinement = (
  body: {
    price?: number | null;
    discount_value?: number;
    discount_type?: (typeof DISCOUNT_TYPES)[number];
  },
  context: z.RefinementCtx,
) => {
  // A partial update may leave any of the three out: the server then checks the stored values.
  const { price, discount_value, discount_type } = body;
  if (price === undefined || discount_value === undefined || discount_type === undefined) return;
  const problem = discountProblem(price, discount_value, discount_type);
  if (problem) context.addIssue({ code: 'custom', path: ['discount_value'], message: problem });
};

/** POST catalog/collection/{id}/product/: a title, and any other field (defaults of §9). */
export const productCreateSchema = z
  .object(productFields)
  .partial()
  // Required again with its own message: `.required()` would answer zod's generic one.
  .extend({ title: productTitle })
  .superRefine(discountRefinement);

/**
 * PUT catalog/product/{id}/: any subset of the fields plus the links. The console sends back
 * the product as it loaded it, so unknown (read-only) keys are accepted and dropped.
 */
export const productUpdateSchema = z
  .object({
    ...productFields,
    categories_id: z.array(id),
    /** The product's characteristics in the order it shows them; repeats count once. */
    characteristics_id: z
      .array(id)
      .max(CHARACTERISTIC_LIMITS.perProductMax, messages.characteristic.tooManyOnProduct),
    /** Every photo of the product in the wanted order; the first is the main one. */
    photos_id: z.array(id),
  })
  .partial()
  .superRefine(discountRefinement);

/** A photo's addresses: the re-encoded original and the preview of lists and cards. */
export const productPhotoSchema = z.object({ id, orig_photo: z.string(), preview: z.string() });

export const productCategorySchema = z.object({
  id,
  title: z.string(),
  parent_id: id.nullable(),
  collection_id: id,
});

export const productSchema = z.object({
  id,
  title: z.string(),
  sku: z.string().nullable(),
  description: z.string().nullable(),
  about: z.string().nullable(),
  /** The same as `about`, under the name the console's form uses. */
  text: z.string().nullable(),
  price: z.number().nullable(),
  discount_value: z.number(),
  discount_type: z.enum(DISCOUNT_TYPES),
  quantity: z.number().int(),
  module: z.enum(UNITS),
  onSale: z.boolean(),
  track_stock: z.boolean(),
  stock: z.number().int().nullable(),
  stock_threshold: z.number().int(),
  categories: z.array(productCategorySchema),
  collections: z.array(z.object({ id, title: z.string(), type: z.enum(COLLECTION_TYPES) })),
  photos: z.array(productPhotoSchema),
  main_photo_preview: z.string().nullable(),
  main_photo_orig: z.string().nullable(),
  /** How many variants the product sells (GET catalog/product/{id}/variants/ lists them). */
  variants_quantity: z.number().int(),
  /** In the product's order, each with all its values; `main_value` marks the product's own. */
  characteristics: z.array(characteristicSchema),
});

/**
 * Answer of GET catalog/product/{id}/same-sku/: the other products of its collection with the
 * same SKU, in id order, at most PRODUCT_LIMITS.sameSkuShownMax of them; none when it has no SKU. A copy keeps
 * its original's SKU: the editor warns of it, the save does not refuse it.
 */
export const sameSkuSchema = z.object({
  products: z.array(z.object({ id, title: z.string() })),
  /** How many there are, those listed and the rest. */
  total: z.number().int(),
});

/**
 * Answer of GET catalog/collection/{id}: `tree` adds the category tree and/or the products. The
 * products come a page at a time (COLLECTION_VIEW_LIMITS) in id order; `products_next` is the
 * `after` of the next page, null once a page comes short (a full last page is followed by an
 * empty one).
 */
export const collectionViewSchema = collectionSummarySchema.extend({
  categories: z.array(categoryNodeSchema).optional(),
  products: z.array(productSchema).optional(),
  products_next: z.string().nullable().optional(),
});

export type ProductCreate = z.input<typeof productCreateSchema>;
export type ProductUpdate = z.input<typeof productUpdateSchema>;
export type Product = z.infer<typeof productSchema>;
export type SameSku = z.infer<typeof sameSkuSchema>;
export type ProductCategory = z.infer<typeof productCategorySchema>;
export type ProductPhoto = z.infer<typeof productPhotoSchema>;
export type CollectionView = z.output<typeof collectionViewSchema>;
