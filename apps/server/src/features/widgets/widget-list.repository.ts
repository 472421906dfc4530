import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, sites, widgetDailyStats, widgetPublications, widgets } from '../../db/schema';
import { shopDayAt } from '../../db/shop-days';
import { hasUnpublishedChanges } from './widgets.repository';

/** The shop's days whose views the list sums: `days` days that end on its today at `now`. */
export interface ViewDays {
  now: Date;
  days: number;
}

/**
 * Views of the outer query's widget over the days, from its daily counters: a range of the
 * counters' primary key (widget, day), at most `days` rows.
 */
function weekViews(shopId: number, { now, days }: ViewDays) {
  const today = shopDayAt(shopId, now);
  const stats = widgetDailyStats;
  return sql<number>`coalesce((
    select sum(${stats.views}) from ${stats}
    where ${and(
      eq(stats.widgetId, widgets.id),
      between(stats.day, sql`${today} - ${days - 1}::int`, today),
    )}
  ), 0)::int`.mapWith(Number);
}

/**
 * When the outer query's widget got its newest order: the last entry of the orders' index by
 * shop, widget and id, read backwards (orders_shop_id_widget_id_id_index).
 */
const lastOrderAt = sql<Date | null>`(
  select ${orders.createdAt} from ${orders}
  where ${and(eq(orders.shopId, widgets.shopId), eq(orders.widgetId, widgets.id))}
  order by ${desc(orders.id)} limit 1
)`.mapWith(orders.createdAt);

/**
 * Every widget of the shop with its site's title, its publication and its figures, by site then
 * widget: one statement however many widgets, each figure read through an index.
 */
export function selectWidgetList(db: Db, shopId: number, viewDays: ViewDays) {
  return db
    .select({
      id: widgets.id,
      title: widgets.title,
      siteId: sites.id,
      siteTitle: sites.title,
      publishedAt: widgetPublications.publishedAt,
      hasUnpublishedChanges,
      lastOrderAt,
      weekViews: weekViews(shopId, viewDays),
    })
    .from(widgets)
    .innerJoin(sites, eq(sites.id, widgets.siteId))
    .leftJoin(widgetPublications, eq(widgetPublications.widgetId, widgets.id))
    .where(eq(widgets.shopId, shopId))
    .orderBy(asc(sites.title), asc(sites.id), asc(widgets.id));
}

export type WidgetListRow = Awaited<ReturnType<typeof selectWidgetList>>[number];
