import type { OrderLine } from '@vitrina/contracts/orders';
import type { OrderItemRow } from '../db/schema';

/** An order's line as the merchant's calls and the shop's webhooks carry it. */
export function orderLineJson(line: OrderItemRow): OrderLine {
  return {
    product_id: line.productId,
    variant_id: line.variantId,
    title: line.productTitle,
    variant: line.variantValues,
    sku: line.sku,
    price: line.price,
    discount_value: line.discountValue,
    discount_type: line.discountType,
    module: line.module,
    quantity: line.quantity,
    total: line.total,
  };
}
