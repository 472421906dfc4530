import type { Order } from '@vitrina/contracts/orders';
import type { OrderRow } from '../../db/schema';

/** An order row as the merchant's calls answer it. */
export function orderJson(row: OrderRow): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    widget_id: row.widgetId,
    site_id: row.siteId,
    page_url: row.pageUrl,
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    comment: row.comment,
    quantity: row.quantity,
    product: {
      id: row.productId,
      title: row.productTitle,
      price: row.price,
      discount_value: row.discountValue,
      discount_type: row.discountType,
      module: row.module,
    },
  };
}
