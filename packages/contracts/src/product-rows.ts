// The paged product rows of the collection page and the widget editor (a catalog of 100 000
// products is never sent whole), and the category counts of the collection's panel.
import { z } from 'zod';
import { DISCOUNT_TYPES } from './enums';
import { idSchema as id } from './id';
import { PRODUCT_ROWS_LIMITS } from './limits';
import { messages } from './messages';
import { text } from './text';
import { inStock } from './variants';

const texts = messages.productRows;

/** The values of the rows' `stock` filter: `out`, only products nothing can be ordered of. */
export const PRODUCT_ROWS_STOCK_FILTERS = ['out'] as const;

/** A query parameter given once (`?category=1`) or repeated (`?category=1&category=2`). */
const repeatedId = z
  .union([z.coerce.number().pipe(id), z.array(z.coerce.number().pipe(id))])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(z.array(id).max(PRODUCT_ROWS_LIMITS.idsMax, texts.tooManyIds));

/**
 * GET catalog/products/rows/: products of any `collection` (the whole collection) or filed
 * under any `category` (it and its descendants), at least one of the two; `search` narrows
 * them to titles or SKUs holding the text (case and ё/е do not matter); `stock=out` to those out
 * of stock (see `productRowInStock`). Rows come in id order; `after` is the `next` of the page
 * before.
 */
export const productRowsQuerySchema = z
  .object({
    collection: repeatedId.default([]),
    category: repeatedId.default([]),
    search: text()
      .trim()
      .max(PRODUCT_ROWS_LIMITS.searchMaxLength, texts.searchTooLong)
      .transform((value) => value || undefined)
      .optional(),
    stock: z.enum(PRODUCT_ROWS_STOCK_FILTERS).optional(),
    after: z.string().max(64).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(PRODUCT_ROWS_LIMITS.pageMax)
      .default(PRODUCT_ROWS_LIMITS.pageDefault),
  })
  .refine((query) => query.collection.length + query.category.length > 0, {
    error: texts.scopeRequired,
    path: ['collection'],
  });

/** One row of a product list: what the row shows, not the whole product. */
export const productRowSchema = z.object({
  id,
  collection_id: id,
  title: z.string(),
  sku: z.string().nullable(),
  price: z.number().nullable(),
  discount_value: z.number(),
  discount_type: z.enum(DISCOUNT_TYPES),
  onSale: z.boolean(),
  /** The main photo's preview address, or null when the product has no photo. */
  main_photo_preview: z.string().nullable(),
  /** «Учитывать остаток»; without it `stock` means nothing and the product is never out. */
  track_stock: z.boolean(),
  /**
   * Pieces left: the product's own, or for a product with variants the sum over its enabled
   * ones. Null when none is counted (a product with variants none of which is enabled, too).
   */
  stock: z.number().int().nullable(),
  /** How many variants the product has, enabled or not; 0 for a product without. */
  variants: z.number().int(),
});

export const productRowsPageSchema = z.object({
  data: z.object({
    rows: z.array(productRowSchema),
    /** The `after` of the next page; null on the last. Opaque to the caller. */
    next: z.string().nullable(),
  }),
});

/**
 * GET catalog/collection/{id}/counts/: how many products the collection holds, and how many
 * each of its categories holds counting its descendants' (a product filed twice counts once).
 * Categories holding none are left out. Neither the search nor the stock filter narrows them:
 * they tell the collection's shape, kept until the merchant's next write, and stock also moves
 * with buyers' orders, which no write of the merchant's announces.
 */
export const categoryCountsSchema = z.object({
  data: z.object({
    total: z.number().int(),
    categories: z.array(z.object({ id, products: z.number().int() })),
  }),
});

/**
 * Whether anything of the row's product can be ordered, as far as stock goes: what `stock=out`
 * leaves out. A sum over the enabled variants is above 0 exactly when one of them has some left.
 */
export const productRowInStock = (row: Pick<ProductRowView, 'track_stock' | 'stock'>) =>
  inStock(row.track_stock, row.stock);

export type ProductRowsQuery = z.input<typeof productRowsQuerySchema>;
export type ProductRowView = z.infer<typeof productRowSchema>;
export type ProductRowsPage = z.infer<typeof productRowsPageSchema>['data'];
export type CategoryCounts = z.infer<typeof categoryCountsSchema>['data'];
