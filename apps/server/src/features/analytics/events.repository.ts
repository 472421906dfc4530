import { getTableColumns, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Rows } from '../../db/client';
import {
  productDailyStats,
  products,
  shops,
  sites,
  widgetDailyStats,
  widgetPublications,
  widgets,
} from '../../db/schema';
import type { CountedWidget, ProductDayCounts, WidgetDayCounts } from './daily-counts';

/** What a site's beacons count for: its shop and the shop's published widgets on it. */
export interface SiteWidgets {
  shopId: number;
  /** The shop's time zone: a beacon counts on its day there. */
  timeZone: string;
  /** The site's published widgets, by container id; none when nothing is published. */
  widgets: Map<string, CountedWidget>;
}

/** The site's shop, its time zone and published widgets: one statement; undefined: no site. */
export async function findSiteWidgets(db: Db, siteId: number): Promise<SiteWidgets | undefined> {
  const result = (await db.execute(sql`
    select ${sites.shopId} as "shopId", ${shops.timeZone} as "timeZone", coalesce((
      select json_agg(json_build_array(${widgets.tagDiv}, ${widgets.id}))
      from ${widgets} join ${widgetPublications} on ${widgetPublications.widgetId} = ${widgets.id}
      where ${widgets.siteId} = ${sites.id} and ${widgets.shopId} = ${sites.shopId}
    ), '[]') as published
    from ${sites} join ${shops} on ${shops.id} = ${sites.shopId}
    where ${sites.id} = ${siteId}`)) as unknown as Rows<{
    shopId: number;
    timeZone: string;
    published: [string, number][];
  }>;
  const [row] = result.rows;
  if (!row) return undefined;
  const { shopId, timeZone, published } = row;
  return {
    shopId,
    timeZone,
    widgets: new Map(published.map(([tagDiv, widgetId]) => [tagDiv, { widgetId, shopId }])),
  };
}

const list = (parts: SQLChunk[]) => sql.join(parts, sql`, `);
const named = (column: PgColumn) => sql.identifier(column.name);

/**
 * `insert into table … select` the rows (one JSON parameter, whatever their number) that pass
 * `kept`, in key order, each added to its stored row: `counter = table.counter +
 * excluded.counter` for every column but the key and the shop. The rows' fields are the table's
 * columns by their names in the schema (`cartAdds`, not `cart_adds`).
 */
function addedUp(
  table: typeof widgetDailyStats | typeof productDailyStats,
  rows: object[],
  key: PgColumn[],
  kept: SQL,
): SQL {
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const field = (property: string) => sql`counted.${sql.identifier(property)}`;
  const fieldOf = (column: PgColumn) => field(columns.find(([, each]) => each === column)![0]);
  const counters = columns
    .map(([, column]) => column)
    .filter((column) => !key.includes(column) && column !== table.shopId);
  const types = columns.map(
    ([property, column]) => sql`${sql.identifier(property)} ${sql.raw(column.getSQLType())}`,
  );
  return sql`insert into ${table} (${list(columns.map(([, column]) => named(column)))})
    select ${list(columns.map(([property]) => field(property)))}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as counted(${list(types)})
    where ${kept}
    order by ${list(key.map(fieldOf))}
    on conflict (${list(key.map(named))}) do update set ${list(
      counters.map(
        (column) => sql`${named(column)} = ${table}.${named(column)} + excluded.${named(column)}`,
      ),
    )}`;
}

/**
 * Days' counts added to their rows in one statement, whatever their number: concurrent writers
 * (the other processes) add up, their rows locked in key order so they cannot deadlock, and the
 * counts are written whole or not at all. A widget deleted since its beacons, or a product that is
 * not the widget's shop's, counts nothing: the statement keeps only rows whose widget, and
 * product, belong to the row's shop.
 */
export async function addDailyCounts(
  db: Db,
  { widgetRows, productRows }: { widgetRows: WidgetDayCounts[]; productRows: ProductDayCounts[] },
) {
  if (!widgetRows.length && !productRows.length) return;
  const widget = widgetDailyStats;
  const product = productDailyStats;
  const widgetKept = sql`exists (select from ${widgets} where ${widgets.id} = counted."widgetId"
    and ${widgets.shopId} = counted."shopId")`;
  const productKept = sql`${widgetKept} and exists (select from ${products}
    where ${products.id} = counted."productId" and ${products.shopId} = counted."shopId")`;
  await db.execute(sql`
    with added_widget_days as (
      ${addedUp(widget, widgetRows, [widget.widgetId, widget.day], widgetKept)}
    )
    ${addedUp(product, productRows, [product.widgetId, product.productId, product.day], productKept)}`);
}
