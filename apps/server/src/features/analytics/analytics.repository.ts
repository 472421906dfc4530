import type { AnalyticsQuery, TopProductsQuery } from '@vitrina/contracts/analytics';
import { and, desc, eq, gte, isNotNull, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orderItems, orders, productDailyStats, products, widgetDailyStats } from '../../db/schema';
import { shopDayEnd, shopDayOf, shopDayStart } from '../../db/shop-days';

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

/** The widget counters summed per day: one statement. */
export function sumWidgetDays(db: Db, shopId: number, query: AnalyticsQuery) {
  const stats = widgetDailyStats;
  return db
    .select({
      day: stats.day,
      views: total(stats.views),
      clicks: total(stats.clicks),
      cart_adds: total(stats.cartAdds),
      form_opens: total(stats.formOpens),
    })
    .from(stats)
    .where(inPeriod(stats, shopId, query))
    .groupBy(stats.day);
}

/**
 * The merchant's orders placed in the period (the shop's days, in its time zone, as the counters'
 * days are written), of one widget when asked, not cancelled nor refused (decision 74).
 */
function countedOrders(shopId: number, { from, to, widget }: AnalyticsQuery): SQL | undefined {
  return and(
    eq(orders.shopId, shopId),
    ne(orders.status, 'CANCELLED'),
    isNull(orders.rejectedKind),
    gte(orders.createdAt, shopDayStart(shopId, from)),
    lt(orders.createdAt, shopDayEnd(shopId, to)),
    widget === undefined ? undefined : eq(orders.widgetId, widget),
  );
}

/** Rubles summed exactly as numeric, then read as a number. */
const rublesSum = (column: PgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

/** Orders of a group (a day, or the whole period) and their revenue in rubles. */
export interface OrderSums {
  orders: number;
  revenue: number;
}

/**
 * The period's orders that are not cancelled and their totals, summed per day of the shop's
 * time zone or as one group (keyed ''): one statement.
 */
export async function sumOrders(
  db: Db,
  shopId: number,
  query: AnalyticsQuery,
  key: 'day' | 'all',
): Promise<Map<string, OrderSums>> {
  const rows = await db
    .select({
      key: key === 'day' ? shopDayOf(shopId, orders.createdAt) : sql<string>`''`,
      orders: sql<number>`count(*)::int`,
      revenue: rublesSum(orders.total),
    })
    .from(orders)
    .where(countedOrders(shopId, query))
    .groupBy(sql`1`);
  return new Map(rows.map(({ key, ...sums }) => [key, sums]));
}

/**
 * The period's top products in one statement: each product's event counters summed, fully
 * joined to its lines in the orders counted (orders with a line of it, units, line totals),
 * named by its title now, or by its newest line's once it is deleted. Most units first, then
 * revenue, then clicks, then impressions.
 */
export function topProducts(db: Db, shopId: number, query: TopProductsQuery) {
  const stats = productDailyStats;
  const events = db
    .select({
      productId: stats.productId,
      impressions: total(stats.impressions).as('impressions'),
      clicks: total(stats.clicks).as('clicks'),
      cartAdds: total(stats.cartAdds).as('cart_adds'),
      formOpens: total(stats.formOpens).as('form_opens'),
    })
    .from(stats)
    .where(inPeriod(stats, shopId, query))
    .groupBy(stats.productId)
    .as('events');
  const lines = db
    .select({
      productId: orderItems.productId,
      title:
        sql<string>`(array_agg(${orderItems.productTitle} order by ${orderItems.orderId} desc))[1]`.as(
          'line_title',
        ),
      orders: sql<number>`count(distinct ${orderItems.orderId})::int`.as('orders_count'),
      units: sql<number>`sum(${orderItems.quantity})::int`.as('units'),
      revenue: rublesSum(orderItems.total).as('revenue'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(countedOrders(shopId, query), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .as('lines');
  const productId = sql<number>`coalesce(${events.productId}, ${lines.productId})`;
  const counted = (column: SQL.Aliased<number>) => sql<number>`coalesce(${column}, 0)`;
  const units = counted(lines.units);
  const revenue = sql<number>`coalesce(${lines.revenue}, 0)::float8`;
  const clicks = counted(events.clicks);
  const impressions = counted(events.impressions);
  return db
    .select({
      product_id: productId,
      title: sql<string>`coalesce(${products.title}, ${lines.title})`,
      impressions,
      clicks,
      cart_adds: counted(events.cartAdds),
      form_opens: counted(events.formOpens),
      orders: counted(lines.orders),
      units,
      revenue,
    })
    .from(events)
    .fullJoin(lines, eq(lines.productId, events.productId))
    .leftJoin(products, and(eq(products.id, productId), eq(products.shopId, shopId)))
    .orderBy(desc(units), desc(revenue), desc(clicks), desc(impressions), productId)
    .limit(query.limit);
}
