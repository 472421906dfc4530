// The funnel events a showcase widget reports (issue 14): what happened on a merchant's page, never
// who did it. Plain values (no zod) so the widget bundles them; analytics.ts checks the same
// limits on the server.

/**
 * Showcase seen (its first row of cards on screen, or half the screen covered by it), card or
 * 'Купить' pressed, product put in the cart, order form opened; a product's card half on screen. An order is no event:
 * the funnel counts the orders the server accepted, which no page can forge (decision 47).
 */
export const EVENT_TYPES = ['view', 'click', 'cart_add', 'form_open', 'impression'] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_LIMITS = {
  /** Events one beacon carries at most: a page fires a few at a time. */
  eventsPerBeacon: 20,
  /** A beacon's body at most, in bytes; twenty events fit well within it. */
  beaconBytes: 4096,
} as const;

/**
 * One event: the widget's container id, and the product for all but a view. A widget's funnel
 * counts each step once per page view, after the step before it, so no step outnumbers the one
 * before; `repeat` marks a step the page view already reached (a second product's 'Купить'),
 * counted for its product alone.
 */
export interface WidgetEvent {
  type: EventType;
  tag_div: string;
  product_id?: number;
  repeat?: boolean;
}

/**
 * POST /api/v1/public/events, sent as `text/plain` so that no preflight precedes it: the events
 * of one page of one site → 204, whatever was counted.
 */
export interface EventBatch {
  site_id: number;
  /**
   * A random id the widget keeps in the tab's sessionStorage, so the server can cap what one
   * visitor counts a day; nothing else of the visitor is sent or kept.
   */
  visitor: string;
  events: WidgetEvent[];
}
