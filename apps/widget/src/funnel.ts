import type { Track } from './beacon';

/**
 * A widget's funnel in order: seen, a card or 'Купить' pressed, put in the cart, the form opened.
 * The orders sent are counted by the server from the orders themselves. A one-product widget
 * has no cart: its form opens straight after the click, so the cart's step is never filled in.
 */
const STEPS = ['view', 'click', 'cart_add', 'form_open'] as const;
const OPTIONAL_STEP = STEPS.indexOf('cart_add');

export type FunnelStep = (typeof STEPS)[number];

/** One showcase's funnel over one page view. */
export interface Funnel {
  /**
   * Reports `step` of `productId`. The first time this page view reaches a step it is sent
   * plainly, after any step before it not reached yet (a click before the view sends the view
   * first); later it is sent with `repeat`, counted for its product alone; a view counts once.
   * So no step of a widget outnumbers the one before it.
   */
  reach(step: FunnelStep, productId?: number): void;
  /** Reports a product's card half on screen, once a page view. */
  impression(productId: number): void;
}

export function createFunnel(track: Track, tagDiv: string): Funnel {
  /** How many steps this page view has reached: they are reached in order. */
  let reached = 0;
  const impressions = new Set<number>();
  const send = (type: FunnelStep | 'impression', productId?: number, repeat?: true) =>
    track({ type, tag_div: tagDiv, product_id: productId, repeat });

  return {
    reach(step, productId) {
      const index = STEPS.indexOf(step);
      if (index < reached) {
        if (index > 0) send(step, productId, true);
        return;
      }
      for (; reached <= index; reached++) {
        if (reached !== OPTIONAL_STEP || index === reached) {
          send(STEPS[reached]!, reached ? productId : undefined);
        }
      }
    },
    impression(productId) {
      if (impressions.has(productId)) return;
      impressions.add(productId);
      send('impression', productId);
    },
  };
}
