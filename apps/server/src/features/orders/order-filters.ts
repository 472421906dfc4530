import type { OrdersFilter } from '@vitrina/contracts/orders';
import { and, eq, gte, isNotNull, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema';
import { shopDayEnd, shopDayStart } from '../../db/shop-days';
import { containsNormalised, containsPattern, escapeLike } from '../../db/text-search';

/** `#1001` or `1001`: an order number, within PostgreSQL's integer range. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;
/** What a typed phone may hold: digits, a leading +, and the separators people put between. */
const TYPED_PHONE = /^\+?[\d\s()\-.]+$/;
/** Fewer digits than this would match the start of nearly every phone. */
const PHONE_SEARCH_MIN_DIGITS = 3;

/**
 * The start of the stored phones (E.164, as normalizePhone writes them) a typed phone matches:
 * «8 900 12», «+7 900 12» and «900 12» all mean +790012…; null when it is no phone.
 */
export function phoneSearchPrefix(typed: string): string | null {
  if (!TYPED_PHONE.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < PHONE_SEARCH_MIN_DIGITS) return null;
  if (typed.startsWith('+')) return `+${digits}`;
  if (digits[0] === '7' || digits[0] === '8') return `+7${digits.slice(1)}`;
  return `+7${digits}`;
}

/**
 * The merchant's orders with a line whose product title (letter case and ё/е aside) or SKU
 * (letter case aside) holds the term, each by its trigram index.
 */
function withLineLike(shopId: number, term: string): SQL {
  const title = containsNormalised(sql`${orderItems.productTitle}`, term);
  const sku = sql`lower(${orderItems.sku}) like lower(${containsPattern(term)})`;
  return sql`${orders.id} in (select ${orderItems.orderId} from ${orderItems}
    where ${orderItems.shopId} = ${shopId} and (${title} or ${sku}))`;
}

/**
 * A term of digits (and a phone's separators) finds the order of that number or the phones that
 * start so, each by its index; any other term, a part of the buyer's name (letter case and ё/е
 * aside, by its trigram index). Either finds the orders of a line's product title or SKU.
 */
function searchCondition(shopId: number, term: string): SQL | undefined {
  const number = ORDER_NUMBER.exec(term);
  const phone = phoneSearchPrefix(term);
  const inLines = withLineLike(shopId, term);
  if (!number && !phone) {
    return or(containsNormalised(sql`${orders.customerName}`, term), inLines);
  }
  return or(
    number ? eq(orders.number, Number(number[1])) : undefined,
    phone ? like(orders.customerPhone, `${escapeLike(phone)}%`) : undefined,
    inLines,
  );
}

/** The condition `build` makes of a filter's value; none when the filter is not given. */
const when = <Value>(value: Value | undefined, build: (value: Value) => SQL | undefined) =>
  value === undefined ? undefined : build(value);

/**
 * The orders taken, or with `rejected` those refused quietly (decision 74): a refused order is
 * seen only where it is asked for.
 */
export const takenOrRejected = (rejected = false) =>
  rejected ? isNotNull(orders.rejectedKind) : isNull(orders.rejectedKind);

/**
 * The merchant's orders the list's filters let through; each filter has an index of its own.
 * The period's days are the shop's, in its time zone.
 */
export function filteredOrders(shopId: number, filter: OrdersFilter): SQL | undefined {
  return and(
    eq(orders.shopId, shopId),
    takenOrRejected(filter.rejected),
    when(filter.status, (status) => eq(orders.status, status)),
    when(filter.widget, (widgetId) => eq(orders.widgetId, widgetId)),
    when(filter.from, (from) => gte(orders.createdAt, shopDayStart(shopId, from))),
    when(filter.to, (to) => lt(orders.createdAt, shopDayEnd(shopId, to))),
    when(filter.search, (term) => searchCondition(shopId, term)),
  );
}
