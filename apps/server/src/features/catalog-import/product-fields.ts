import type { ImportedProduct } from './imported-product';
import type { ProductFields } from './product-writes.repository';

/**
 * The product's columns the file gives. Stock follows what it gives: a number keeps stock, an
 * empty cell stops keeping it; a product with variants keeps it where any variant has one.
 */
export function productFields(product: ImportedProduct): ProductFields & { title: string } {
  const fields: ProductFields & { title: string } = { title: product.title };
  if (product.sku !== undefined) fields.sku = product.sku;
  if (product.price !== undefined) fields.price = product.price;
  if (product.discount !== undefined) {
    fields.discountValue = product.discount.value;
    fields.discountType = product.discount.type;
  }
  if (product.description !== undefined) fields.description = product.description;
  if (product.about !== undefined) fields.about = product.about;
  if (product.onSale !== undefined) fields.onSale = product.onSale;
  if (product.variants?.length) {
    fields.trackStock = product.variants.some((variant) => variant.stock != null);
  } else if (product.stock !== undefined) {
    fields.trackStock = product.stock !== null;
    fields.stock = product.stock;
  }
  return fields;
}
