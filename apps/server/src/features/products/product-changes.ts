import type { ProductUpdate } from '@vitrina/contracts/products';
import type { ProductChanges } from './products.repository';

type ProductFields = Omit<ProductUpdate, 'categories_id' | 'characteristics_id' | 'photos_id'>;

/** The columns a create or update sets: only the fields the call names. */
export function toProductChanges(body: ProductFields): ProductChanges {
  return {
    ...(body.title !== undefined && { title: body.title }),
    ...(body.sku !== undefined && { sku: body.sku }),
    ...(body.description !== undefined && { description: body.description }),
    // `text` is `about` under the console's name; a body that names both means `about`.
    ...(body.text !== undefined && { about: body.text }),
    ...(body.about !== undefined && { about: body.about }),
    ...(body.price !== undefined && { price: body.price }),
    ...(body.discount_value !== undefined && { discountValue: body.discount_value }),
    ...(body.discount_type !== undefined && { discountType: body.discount_type }),
    ...(body.quantity !== undefined && { quantity: body.quantity }),
    ...(body.module !== undefined && { module: body.module }),
    ...(body.onSale !== undefined && { onSale: body.onSale }),
    ...(body.track_stock !== undefined && { trackStock: body.track_stock }),
    ...(body.stock !== undefined && { stock: body.stock }),
    ...(body.stock_threshold !== undefined && { stockThreshold: body.stock_threshold }),
  };
}
