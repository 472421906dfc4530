import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  productDailyStats,
  products,
  shops,
  widgetDailyStats,
  widgetPublications,
  widgets,
} from '../../db/schema';
import type { CountedWidget, ProductDayCounts, WidgetDayCounts } from './daily-counts';

/** The shop a beacon's widgets are of, and its published widgets that the beacon names. */
export interface PublishedWidgets {
  shopId: number;
  /** The shop's time zone: the beacon counts on its day there. */
  timeZone: string;
  /** By container id. */
  widgets: Map<string, CountedWidget>;
}

/**
 * The site's published widgets among `tagDivs` and their shop (a site is one shop's): one
 * statement; undefined when none is published.
 */
export async function findPublishedWidgets(
  db: Db,
  siteId: number,
  tagDivs: string[],
): Promise<PublishedWidgets | undefined> {
  const rows = await db
    .select({
      tagDiv: widgets.tagDiv,
      widgetId: widgets.id,
      shopId: widgets.shopId,
      timeZone: shops.timeZone,
    })
    .from(widgets)
    .innerJoin(widgetPublications, eq(widgetPublications.widgetId, widgets.id))
    .innerJoin(shops, eq(shops.id, widgets.shopId))
    .where(and(eq(widgets.siteId, siteId), inArray(widgets.tagDiv, tagDivs)));
  const [first] = rows;
  if (!first) return undefined;
  return {
    shopId: first.shopId,
    timeZone: first.timeZone,
    widgets: new Map(rows.map(({ tagDiv, widgetId, shopId }) => [tagDiv, { widgetId, shopId }])),
  };
}

/** Those of `productIds` that are the merchant's: one statement, none when there are none. */
export async function findOwnedProductIds(
  db: Db,
  shopId: number,
  productIds: number[],
): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, productIds)));
  return new Set(rows.map((row) => row.id));
}

/**
 * `column = table.column + excluded.column`: a conflict adds the beacon's counts to the row.
 * Keyed by the columns' names in the schema, as drizzle's `set` reads them (`formOpens`, not
 * `form_opens`: a key it does not know is dropped without a word).
 */
const addedUp = (columns: Record<string, PgColumn>) =>
  Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [
      key,
      sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)} + excluded.${sql.identifier(column.name)}`,
    ]),
  );

/**
 * A beacon's counts added to their days' rows in one transaction, a statement per table: the
 * beacon counts whole or not at all, and concurrent beacons of a day add up without a lock held
 * between statements.
 */
export async function addDailyCounts(
  db: Db,
  { widgetRows, productRows }: { widgetRows: WidgetDayCounts[]; productRows: ProductDayCounts[] },
) {
  if (!widgetRows.length && !productRows.length) return;
  const { views, clicks, cartAdds, formOpens } = widgetDailyStats;
  const product = productDailyStats;
  await db.transaction(async (tx) => {
    if (widgetRows.length) {
      await tx
        .insert(widgetDailyStats)
        .values(widgetRows)
        .onConflictDoUpdate({
          target: [widgetDailyStats.widgetId, widgetDailyStats.day],
          set: addedUp({ views, clicks, cartAdds, formOpens }),
        });
    }
    if (!productRows.length) return;
    await tx
      .insert(productDailyStats)
      .values(productRows)
      .onConflictDoUpdate({
        target: [product.widgetId, product.productId, product.day],
        set: addedUp({
          impressions: product.impressions,
          clicks: product.clicks,
          cartAdds: product.cartAdds,
          formOpens: product.formOpens,
        }),
      });
  });
}
