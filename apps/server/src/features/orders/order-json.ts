import { unitsOf } from '@vitrina/contracts/cart';
import type { Order, OrderDelivery, OrderStatusChange } from '@vitrina/contracts/orders';
import type { OrderPayment } from '@vitrina/contracts/payments';
import type { OrderItemRow, OrderStatusChangeRow } from '../../db/schema';
import { orderLineJson } from '../../shared/order-line-json';
import type { CauseMessageRow, ListedOrderRow } from './order-reads.repository';

const isoOrNull = (time: Date | null) => time?.toISOString() ?? null;

/** An order row and its lines as the merchant's calls answer them. */
export function orderJson(
  row: ListedOrderRow,
  lines: OrderItemRow[],
  payment: OrderPayment | null,
): Order {
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
    lines: lines.map(orderLineJson),
    units: unitsOf(lines),
    total: row.total,
    payment,
    rejection: row.rejectedKind && { kind: row.rejectedKind, value: row.rejectedValue! },
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
