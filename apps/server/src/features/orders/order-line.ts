import { messages } from '@vitrina/contracts/messages';
import { variantPrice, variantValuesLabel } from '@vitrina/contracts/variants';
import type { OrderableProduct, OrderableVariant } from './orders.repository';
import type { StockLine } from './order-stock.repository';

/** What an order charges and records of what was chosen: the product, or one of its variants. */
export interface OrderLine {
  productId: number;
  variantId: number | null;
  productTitle: string;
  /** «Синий, 350 мл»; null without a variant. */
  variantValues: string | null;
  sku: string | null;
  price: number | null;
  discountValue: number;
  discountType: OrderableProduct['discountType'];
  module: OrderableProduct['module'];
  trackStock: boolean;
  /** The stock the line draws on as it was read: its variant's, else its product's. */
  stock: number | null;
  stockThreshold: number;
}

/**
 * A product with variants is ordered as one of them, at its price (the product's where its own is
 * unset); one without is ordered as itself.
 */
export function orderLineOf(product: OrderableProduct, variant?: OrderableVariant): OrderLine {
  const own = {
    price: product.price,
    discount_value: product.discountValue,
    discount_type: product.discountType,
  };
  const priced = variant
    ? variantPrice(own, {
        price: variant.price,
        discount_value: variant.discountValue,
        discount_type: variant.discountType,
      })
    : own;
  return {
    productId: product.id,
    variantId: variant?.id ?? null,
    productTitle: product.title,
    variantValues: variant ? variantValuesLabel(variant.values) : null,
    sku: variant?.sku ?? product.sku,
    price: priced.price,
    discountValue: priced.discount_value,
    discountType: priced.discount_type,
    module: product.module,
    trackStock: product.trackStock,
    stock: variant ? variant.stock : product.stock,
    stockThreshold: product.stockThreshold,
  };
}

/**
 * Why the choice of a variant does not fit the product — required with variants, refused
 * without — or null when it does.
 */
export function variantChoiceRefusal(
  product: OrderableProduct,
  variantId: number | undefined,
): string | null {
  if (product.hasVariants && variantId === undefined) return messages.order.variantRequired;
  if (!product.hasVariants && variantId !== undefined) return messages.order.variantUnavailable;
  return null;
}

export const stockLineOf = (line: OrderLine, quantity: number): StockLine => ({
  productId: line.productId,
  variantId: line.variantId,
  quantity,
});

/** What a line short of stock answers: «Осталось 2 шт.» or «Нет в наличии», and the figure. */
export function stockShortOf(left: number) {
  return { detail: left > 0 ? messages.order.stockLeft(left) : messages.order.outOfStock, left };
}

/**
 * Whether the stock as read leaves too few for the line (unset tracked stock is none): the
 * order's transaction takes it for good, this only answers a cart short already.
 */
export function stockShortNow(line: OrderLine, quantity: number) {
  const left = line.stock ?? 0;
  return line.trackStock && left < quantity ? stockShortOf(left) : null;
}
