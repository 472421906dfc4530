import type { AnalyticsQuery } from '@vitrina/contracts/analytics';
import { moscowDayEnd, moscowDayStart } from '@vitrina/contracts/moscow-days';
import { orderTotal } from '@vitrina/contracts/pricing';
import { and, eq, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orders, productDailyStats, products, widgetDailyStats } from '../../db/schema';

/** The merchant's rows of a per-day table in the period, of one widget when asked. */
function inPeriod(
  table: typeof widgetDailyStats | typeof productDailyStats,
  shopId: number,
  { from, to, widget }: AnalyticsQuery,
): SQL | undefined {
  return and(
    eq(table.shopId, shopId),
    gte(table.day, from),
    lte(table.day, to),
    widget === undefined ? undefined : eq(table.widgetId, widget),
  );
}

const total = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** The widget counters summed, per day when `byDay`: one statement. */
export function sumWidgetDays(db: Db, shopId: number, query: AnalyticsQuery) {
  const stats = widgetDailyStats;
  return db
    .select({
      day: stats.day,
      views: total(stats.views),
      clicks: total(stats.clicks),
      form_opens: total(stats.formOpens),
    })
    .from(stats)
    .where(inPeriod(stats, shopId, query))
    .groupBy(stats.day);
}

/**
 * The product counters of the period summed per product, then joined to its title now: one
 * statement, the join made once a product rather than once a row.
 */
export function sumProductDays(db: Db, shopId: number, query: AnalyticsQuery) {
  const stats = productDailyStats;
  const sums = db
    .select({
      productId: stats.productId,
      impressions: total(stats.impressions).as('impressions'),
      clicks: total(stats.clicks).as('clicks'),
      formOpens: total(stats.formOpens).as('form_opens'),
    })
    .from(stats)
    .where(inPeriod(stats, shopId, query))
    .groupBy(stats.productId)
    .as('sums');
  return db
    .select({
      productId: sums.productId,
      title: products.title,
      impressions: sums.impressions,
      clicks: sums.clicks,
      formOpens: sums.formOpens,
    })
    .from(sums)
    .innerJoin(products, eq(products.id, sums.productId));
}

/** The Moscow day of an order's time, as the counters' days are written. */
const orderDay = sql<string>`to_char(${orders.createdAt} at time zone 'Europe/Moscow', 'YYYY-MM-DD')`;

/** Orders of a group (a day or a product) and their revenue in rubles. */
export interface OrderSums {
  key: string;
  /** A product's title as one of its newest orders kept it. */
  title: string;
  orders: number;
  revenue: number;
}

/**
 * The period's orders that are not cancelled, summed per `key` (a day, a product, or one group).
 * One statement: grouped by the price too, so that each group's total is the unit price times
 * the summed quantity, computed here by the same rounding as every order's total.
 */
export async function sumOrders(
  db: Db,
  shopId: number,
  { from, to, widget }: AnalyticsQuery,
  key: 'day' | 'product' | 'all',
): Promise<Map<string, OrderSums>> {
  const keyColumn = {
    day: orderDay,
    product: sql<string>`${orders.productId}::text`,
    all: sql<string>`''`,
  }[key];
  const rows = await db
    .select({
      key: keyColumn,
      price: orders.price,
      discountValue: orders.discountValue,
      discountType: orders.discountType,
      title: sql<string>`(array_agg(${orders.productTitle} order by ${orders.id} desc))[1]`,
      orders: sql<number>`count(*)::int`,
      quantity: sql<number>`sum(${orders.quantity})::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        ne(orders.status, 'CANCELLED'),
        gte(orders.createdAt, moscowDayStart(from)),
        lt(orders.createdAt, moscowDayEnd(to)),
        widget === undefined ? undefined : eq(orders.widgetId, widget),
        key === 'product' ? sql`${orders.productId} is not null` : undefined,
      ),
    )
    .groupBy(sql`1`, orders.price, orders.discountValue, orders.discountType);
  const sums = new Map<string, OrderSums>();
  for (const row of rows) {
    const line = orderTotal(row.price, row.discountValue, row.discountType, row.quantity);
    const sum = sums.get(row.key) ?? { key: row.key, title: row.title, orders: 0, revenue: 0 };
    sum.orders += row.orders;
    sum.revenue = Math.round((sum.revenue + (line?.total ?? 0)) * 100) / 100;
    sums.set(row.key, sum);
  }
  return sums;
}
