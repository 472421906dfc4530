import { orderTotal, sumRubles } from '@vitrina/contracts/pricing';
import { createHash } from 'node:crypto';
import type { NewOrderItemRow, NewOrderRow } from '../../db/schema';
import { isSitePage } from '../sites/site-origins.service';
import type { CartLine } from './cart-lines';
import type { PublishedWidget } from './orders.repository';
import type { OrderPayload, OrderRequest } from './orders.service';

/** A line's total as the order charges it: its discounted price times the quantity. */
const lineTotalOf = (line: CartLine) =>
  orderTotal(line.price, line.discountValue, line.discountType, line.quantity)?.total ?? null;

/** The lines' totals summed; null when no line has a price. */
const orderTotalOf = (lines: CartLine[]) => sumRubles(lines.map(lineTotalOf));

export function itemRowOf(orderId: number, shopId: number, line: CartLine, stockTaken: boolean) {
  return {
    orderId,
    shopId,
    position: line.index,
    productId: line.productId,
    variantId: line.variantId,
    productTitle: line.productTitle,
    variantValues: line.variantValues,
    sku: line.sku,
    price: line.price,
    discountValue: line.discountValue,
    discountType: line.discountType,
    module: line.module,
    quantity: line.quantity,
    total: lineTotalOf(line),
    stockTaken,
  } satisfies NewOrderItemRow;
}

/** The same payload hashes the same, however its keys were ordered. */
export function payloadHash(payload: OrderPayload): string {
  const sorted = Object.fromEntries(Object.entries(payload).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** The order's row as the buyer's request makes it, under `number`, made at `at`. */
export function orderRowOf(
  request: OrderRequest,
  widget: PublishedWidget,
  lines: CartLine[],
  number: number,
  at: Date,
) {
  const { payload } = request;
  return {
    shopId: widget.shopId,
    customerName: payload.name,
    customerPhone: payload.phone,
    customerEmail: payload.email || null,
    number,
    widgetId: widget.widgetId,
    siteId: payload.site_id,
    pageUrl: payload.page_url,
    // The buyer's browser names the page: only one of the site's is shown as a link.
    pageOnSite: isSitePage(payload.page_url, request.siteDomains),
    comment: payload.comment?.trim() || null,
    total: orderTotalOf(lines),
    idempotencyKey: request.idempotencyKey,
    payloadHash: payloadHash(payload),
    createdAt: at,
  } satisfies NewOrderRow;
}
