import type { Product, ProductCategory } from '@vitrina/contracts/products';
import type { ProductFields } from './products.repository';

type ProductCollection = Product['collections'][number];

/**
 * The API's product (spec §3) from its row, its categories and its one collection. Photos,
 * variants and characteristics come with later features; until then they are empty.
 */
export function toProduct(
  row: ProductFields,
  categories: ProductCategory[],
  collection: ProductCollection | undefined,
): Product {
  return {
    id: row.id,
    title: row.title,
    sku: row.sku,
    description: row.description,
    about: row.about,
    price: row.price,
    discount_value: row.discountValue,
    discount_type: row.discountType,
    quantity: row.quantity,
    module: row.module,
    onSale: row.onSale,
    categories,
    collections: collection ? [collection] : [],
    photos: [],
    main_photo_preview: null,
    main_photo_orig: null,
    variants_quantity: 0,
    characteristics: [],
  };
}
