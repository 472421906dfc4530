import type { ProductDayCounts, WidgetDayCounts } from './daily-counts';

/** Days' counts: a beacon's, or everything a flush writes. */
export interface DayCounts {
  widgetRows: WidgetDayCounts[];
  productRows: ProductDayCounts[];
}

const WIDGET_COUNTERS = ['views', 'clicks', 'cartAdds', 'formOpens'] as const;
const PRODUCT_COUNTERS = ['impressions', 'clicks', 'cartAdds', 'formOpens'] as const;

/**
 * Counts not yet written, summed per row of a day: however many beacons a row had, a flush
 * writes it once. At most `maxRows` rows are kept: beyond them (a database away for long, a
 * flood of product ids), counts of a new row are dropped and counted in `dropped`, those of rows
 * already kept still add up.
 */
export function createPendingCounts(maxRows: number) {
  let widgetRows = new Map<string, WidgetDayCounts>();
  let productRows = new Map<string, ProductDayCounts>();
  let dropped = 0;

  function addRow<Row extends WidgetDayCounts | ProductDayCounts>(
    rows: Map<string, Row>,
    key: string,
    row: Row,
    counters: readonly (keyof Row)[],
  ) {
    const kept = rows.get(key);
    if (kept) for (const counter of counters) (kept[counter] as number) += row[counter] as number;
    else if (widgetRows.size + productRows.size < maxRows) rows.set(key, row);
    else dropped += 1;
  }

  return {
    /** Adds the counts; the rows become the pending ones' own, to add to. */
    add(counts: DayCounts) {
      for (const row of counts.widgetRows) {
        addRow(widgetRows, `${row.widgetId}:${row.day}`, row, WIDGET_COUNTERS);
      }
      for (const row of counts.productRows) {
        const key = `${row.widgetId}:${row.productId}:${row.day}`;
        addRow(productRows, key, row, PRODUCT_COUNTERS);
      }
    },
    /** Every pending row, no longer pending, and how many rows were dropped since the last take. */
    take(): DayCounts & { dropped: number } {
      const taken = {
        widgetRows: [...widgetRows.values()],
        productRows: [...productRows.values()],
        dropped,
      };
      widgetRows = new Map();
      productRows = new Map();
      dropped = 0;
      return taken;
    },
  };
}
