import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { products } from './products';
import { belongsTo } from './references';
import { shops } from './shops';

/**
 * A product's photos, each the owner of its encoded files in the media storage. Deleting a row,
 * by itself or through a cascade, records its keys in `media_deletions` (a trigger of migration
 * 0005), and the files are removed once that transaction has committed (decision 18).
 */
export const productPhotos = pgTable(
  'product_photos',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    productId: belongsTo('product_id', () => products.id),
    /** Place in the gallery: the lowest is the main photo. Gaps are allowed, ties go by id. */
    position: integer('position').notNull(),
    // The files by their sizes' names (`PHOTO_WIDTHS`, decision 54), in one folder.
    /** `orig`: re-encoded as WebP, its longer side at most 2560 px: `photos/<uuid>/2560.webp`. */
    origKey: text('orig_key').notNull(),
    /** `preview`: 800 px wide (cards, galleries): `photos/<uuid>/800.webp`. */
    previewKey: text('preview_key').notNull(),
    /**
     * `small`: 320 px wide, for srcset and thumbnails: `photos/<uuid>/320.webp`. The merchant's
     * API names no field by it: the console finds it beside the preview.
     */
    smallKey: text('small_key').notNull(),
    /**
     * Where an import took the photo from (its address, or its path in the exchange's archive):
     * the next import of the same file finds it there instead of fetching it again.
     */
    source: text('source'),
    createdAt: createdAt(),
  },
  (table) => [
    // A product's photos in order, and its main photo, by one index range.
    index('product_photos_product_id_position_index').on(table.productId, table.position),
    index('product_photos_shop_id_index').on(table.shopId),
  ],
);

export type ProductPhotoRow = typeof productPhotos.$inferSelect;
export type NewProductPhotoRow = typeof productPhotos.$inferInsert;
