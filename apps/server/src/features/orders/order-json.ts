import type { Order, OrderDelivery, OrderStatusChange } from '@vitrina/contracts/orders';
import { orderTotal } from '@vitrina/contracts/pricing';
import type { OrderStatusChangeRow } from '../../db/schema';
import type { CauseMessageRow, ListedOrderRow } from './order-reads.repository';

const isoOrNull = (time: Date | null) => time?.toISOString() ?? null;

/** An order row as the merchant's calls answer it. */
export function orderJson(row: ListedOrderRow): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    status_changed_at: isoOrNull(row.statusChangedAt),
    note: row.note,
    created_at: row.createdAt.toISOString(),
    widget_id: row.widgetId,
    widget_title: row.widgetTitle,
    site_id: row.siteId,
    site_title: row.siteTitle,
    page_url: row.pageUrl,
    page_on_site: row.pageOnSite,
    customer: { name: row.customerName, phone: row.customerPhone, email: row.customerEmail },
    comment: row.comment,
    quantity: row.quantity,
    product: {
      id: row.productId,
      title: row.productTitle,
      variant_id: row.variantId,
      variant: row.variantValues,
      sku: row.sku,
      price: row.price,
      discount_value: row.discountValue,
      discount_type: row.discountType,
      module: row.module,
    },
    total: orderTotal(row.price, row.discountValue, row.discountType, row.quantity)?.total ?? null,
  };
}

export function statusChangeJson(row: OrderStatusChangeRow): OrderStatusChange {
  return {
    from: row.fromStatus,
    to: row.toStatus,
    source: row.source,
    actor: row.actor,
    at: row.at.toISOString(),
  };
}

export function deliveryJson(row: CauseMessageRow): OrderDelivery {
  return {
    id: row.id,
    contact_id: row.contactId,
    contact_title: row.contactTitle,
    contact_type: row.contactType,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    delivered_at: isoOrNull(row.deliveredAt),
    updated_at: row.updatedAt.toISOString(),
  };
}
