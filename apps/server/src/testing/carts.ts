import { DEFAULT_DISCOUNT_TYPE, type DiscountType } from '@vitrina/contracts/enums';
import { discountedPrice } from '@vitrina/contracts/pricing';
import type { TestApp } from './build-test-app';
import type { Account } from './accounts';
import { createProduct } from './catalog';
import { orderFor, publishedShowcase, type PublishedShowcase } from './orders';

/** Fields of a product of the cart's showcase; its price is none unless given. */
type CartProductFields = {
  title?: string;
  sku?: string;
  price?: number | null;
  discount_value?: number;
  discount_type?: DiscountType;
};

/** A product on sale in the showcase, and the unit price its card shows. */
interface CartProduct {
  id: number;
  unitPrice: number | null;
}

export interface CartShowcase extends PublishedShowcase {
  /** Every product of the showcase's collection, in the order they were made. */
  products: CartProduct[];
}

const unitPriceOf = (fields: CartProductFields) =>
  discountedPrice(
    fields.price ?? null,
    fields.discount_value ?? 0,
    fields.discount_type ?? DEFAULT_DISCOUNT_TYPE,
  );

/** A published showcase whose collection holds `products` (one at least), for a cart of them. */
export async function cartShowcase(
  testApp: Pick<TestApp, 'app' | 'database'>,
  account: Account,
  products: CartProductFields[],
  { contactsId = [] }: { contactsId?: number[] } = {},
): Promise<CartShowcase> {
  const [first, ...rest] = products;
  const showcase = await publishedShowcase(testApp, account, { product: first, contactsId });
  const made: CartProduct[] = [{ id: showcase.productId, unitPrice: showcase.unitPrice }];
  for (const fields of rest) {
    const { id } = await createProduct(testApp.app, account, showcase.collectionId, fields);
    made.push({ id, unitPrice: unitPriceOf(fields) });
  }
  return { ...showcase, products: made };
}

/**
 * A cart of every product of the showcase at the prices their cards show, `quantities[i]` of
 * the i-th (1 unless given), with orderFor's buyer and `fields` over it.
 */
export function cartOrderFor(showcase: CartShowcase, quantities: number[] = [], fields = {}) {
  const {
    product_id: _product,
    quantity: _quantity,
    unit_price_seen: _price,
    ...buyer
  } = orderFor(showcase, fields);
  const lines = showcase.products.map((product, index) => ({
    product_id: product.id,
    quantity: quantities[index] ?? 1,
    unit_price_seen: product.unitPrice,
  }));
  return { ...buyer, lines };
}
