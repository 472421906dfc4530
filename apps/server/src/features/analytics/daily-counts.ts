import type { EventType, WidgetEvent } from '@vitrina/contracts/events';

/** The funnel counters of one widget's day that a beacon adds to. */
export interface WidgetDayCounts {
  shopId: number;
  widgetId: number;
  day: string;
  views: number;
  clicks: number;
  cartAdds: number;
  formOpens: number;
}

/** The same of one product of a widget, with its impressions; views name no product. */
export type ProductDayCounts = Omit<WidgetDayCounts, 'views'> & {
  productId: number;
  impressions: number;
};

/** A published widget of the beacon's site, by its container id. */
export interface CountedWidget {
  widgetId: number;
  shopId: number;
}

type StepCounter = 'clicks' | 'cartAdds' | 'formOpens';

/**
 * The widget's funnel steps, in their order: view → click → cart_add → form_open. An impression
 * is no step, it is a product's alone. A widget in the cart flow goes through every step; one in
 * the one-product flow ('direct') opens the form straight from 'Купить', with no cart_add. So a
 * form opening follows a click or a cart_add: within a cart-flow widget no step outnumbers the
 * one before it, while a direct widget's form openings may outnumber its (none) cart additions.
 * The widget sends each step plainly once a page view, after the steps before it in its flow;
 * what it sends again carries `repeat` and counts for its product alone.
 */
const FUNNEL_COUNTER: Partial<Record<EventType, 'views' | StepCounter>> = {
  view: 'views',
  click: 'clicks',
  cart_add: 'cartAdds',
  form_open: 'formOpens',
};

/** A product's counters: a view names no product. */
const PRODUCT_COUNTER: Partial<Record<EventType, 'impressions' | StepCounter>> = {
  impression: 'impressions',
  click: 'clicks',
  cart_add: 'cartAdds',
  form_open: 'formOpens',
};

const zeroCounts = { clicks: 0, cartAdds: 0, formOpens: 0 };

/**
 * A beacon's events summed into one row per widget and one per (widget, product). Events of
 * other containers count nothing; whether a product is the widget owner's is left to the write
 * (events.repository's addDailyCounts), which counts the event for the widget alone when it is
 * not. A repeated step (a second product's 'Купить' in one page view) counts for its product
 * only: a widget's funnel counts each step once a page view, so no step outnumbers the one
 * before it.
 */
export function dailyCounts(
  events: WidgetEvent[],
  day: string,
  widgets: Map<string, CountedWidget>,
) {
  const widgetRows = new Map<number, WidgetDayCounts>();
  const productRows = new Map<string, ProductDayCounts>();
  for (const event of events) {
    const widget = widgets.get(event.tag_div);
    if (!widget) continue;
    const step = event.repeat ? undefined : FUNNEL_COUNTER[event.type];
    if (step) {
      const row = widgetRows.get(widget.widgetId) ?? { ...widget, day, views: 0, ...zeroCounts };
      row[step] += 1;
      widgetRows.set(widget.widgetId, row);
    }
    const counter = PRODUCT_COUNTER[event.type];
    const { product_id: productId } = event;
    if (!counter || productId === undefined) continue;
    const key = `${widget.widgetId}:${productId}`;
    const productRow = productRows.get(key) ?? {
      ...widget,
      productId,
      day,
      impressions: 0,
      ...zeroCounts,
    };
    productRow[counter] += 1;
    productRows.set(key, productRow);
  }
  return { widgetRows: [...widgetRows.values()], productRows: [...productRows.values()] };
}
