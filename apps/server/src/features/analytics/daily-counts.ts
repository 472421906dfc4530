import type { EventType, WidgetEvent } from '@vitrina/contracts/events';

/** The counters of one widget's day that a beacon adds to. */
export interface WidgetDayCounts {
  userId: number;
  widgetId: number;
  day: string;
  views: number;
  clicks: number;
  formOpens: number;
  orders: number;
}

/** The same of one product of a widget; views name no product. */
export type ProductDayCounts = Omit<WidgetDayCounts, 'views'> & { productId: number };

/** A published widget of the beacon's site, by its container id. */
export interface CountedWidget {
  widgetId: number;
  userId: number;
}

const COUNTER_OF: Record<EventType, 'views' | 'clicks' | 'formOpens' | 'orders'> = {
  view: 'views',
  click: 'clicks',
  form_open: 'formOpens',
  order: 'orders',
};

const zeroCounts = { clicks: 0, formOpens: 0, orders: 0 };

/**
 * A beacon's events summed into one row per widget and one per (widget, product), so a beacon
 * writes each row once. Events of other containers count nothing; a product that is not the
 * widget owner's leaves its event counted for the widget alone.
 */
export function dailyCounts(
  events: WidgetEvent[],
  day: string,
  widgets: Map<string, CountedWidget>,
  ownedProductIds: Set<number>,
) {
  const widgetRows = new Map<number, WidgetDayCounts>();
  const productRows = new Map<string, ProductDayCounts>();
  for (const event of events) {
    const widget = widgets.get(event.tag_div);
    if (!widget) continue;
    const counter = COUNTER_OF[event.type];
    const row = widgetRows.get(widget.widgetId) ?? { ...widget, day, views: 0, ...zeroCounts };
    row[counter] += 1;
    widgetRows.set(widget.widgetId, row);
    const { product_id: productId } = event;
    if (counter === 'views' || productId === undefined || !ownedProductIds.has(productId)) continue;
    const key = `${widget.widgetId}:${productId}`;
    const productRow = productRows.get(key) ?? { ...widget, productId, day, ...zeroCounts };
    productRow[counter] += 1;
    productRows.set(key, productRow);
  }
  // In key order: concurrent beacons then lock shared rows in one order and cannot deadlock.
  const byKey = (a: ProductDayCounts | WidgetDayCounts, b: typeof a) =>
    a.widgetId - b.widgetId ||
    ('productId' in a && 'productId' in b ? a.productId - b.productId : 0);
  return {
    widgetRows: [...widgetRows.values()].sort(byKey),
    productRows: [...productRows.values()].sort(byKey),
  };
}
