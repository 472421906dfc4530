import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from './products';
import { belongsTo } from './references';
import { shops } from './shops';
import { widgets } from './widgets';

/** A funnel counter: events of its kind counted on its row's day, never below zero. */
const counter = (name: string) => integer(name).notNull().default(0);

/**
 * A widget's funnel events of one day of its shop's time zone, as the zone was when they were
 * counted (issue 14, 32): one row a day, each beacon adds to it, so a year of a busy widget is
 * 366 rows. Nothing of the visitor is kept. Orders are not events: the funnel counts them from
 * the orders (decision 47).
 */
export const widgetDailyStats = pgTable(
  'widget_daily_stats',
  {
    shopId: belongsTo('shop_id', () => shops.id),
    widgetId: belongsTo('widget_id', () => widgets.id),
    day: date('day', { mode: 'string' }).notNull(),
    views: counter('views'),
    clicks: counter('clicks'),
    /** Products put in a cart (issue 30): a widget in the one-product flow counts none. */
    cartAdds: counter('cart_adds'),
    formOpens: counter('form_opens'),
  },
  (table) => [
    primaryKey({ columns: [table.widgetId, table.day] }),
    // The merchant's reads: a period of all their widgets.
    index('widget_daily_stats_shop_id_day_index').on(table.shopId, table.day),
  ],
);

/**
 * The same for each product of a widget: the events that name one (all but views), and its
 * impressions (its card half on screen), which are the product's alone.
 */
export const productDailyStats = pgTable(
  'product_daily_stats',
  {
    shopId: belongsTo('shop_id', () => shops.id),
    widgetId: belongsTo('widget_id', () => widgets.id),
    productId: belongsTo('product_id', () => products.id),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: counter('impressions'),
    clicks: counter('clicks'),
    cartAdds: counter('cart_adds'),
    formOpens: counter('form_opens'),
  },
  (table) => [
    primaryKey({ columns: [table.widgetId, table.productId, table.day] }),
    index('product_daily_stats_shop_id_day_index').on(table.shopId, table.day),
  ],
);
