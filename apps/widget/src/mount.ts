import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import type { StorefrontApi } from './api';
import type { Track } from './beacon';
import type { BuyHandler } from './card';
import { openOrderDialog } from './order-dialog';
import { renderShowcase } from './showcase';

export interface MountOptions {
  api: StorefrontApi;
  siteId: number;
  origin: string;
  /** Reports the showcase's funnel events. */
  track: Track;
}

/** Half of the showcase on screen counts as seen. */
const SEEN_RATIO = 0.5;

/** Reports one view of the container, the first time half of it is on screen. */
function trackView(container: Element, track: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.intersectionRatio >= SEEN_RATIO)) return;
      observer.disconnect();
      track();
    },
    { threshold: SEEN_RATIO },
  );
  observer.observe(container);
}

function mount(container: Element, showcase: StorefrontShowcase, options: MountOptions): void {
  const { api, track } = options;
  const tagDiv = showcase.tag_div;
  const root = container.attachShadow({ mode: 'open' });
  trackView(container, () => track({ type: 'view', tag_div: tagDiv }));
  // The order dialog's api, reporting each order sent.
  const orderingApi: StorefrontApi = {
    ...api,
    async order(payload, key) {
      const outcome = await api.order(payload, key);
      if (outcome.kind === 'sent')
        track({ type: 'order', tag_div: tagDiv, product_id: payload.product_id });
      return outcome;
    },
  };
  const buy: BuyHandler = (card, button) => {
    // 'Купить' opens the form at once: both leave in one beacon.
    track({ type: 'click', tag_div: tagDiv, product_id: card.id });
    track({ type: 'form_open', tag_div: tagDiv, product_id: card.id });
    openOrderDialog(root, card, button, { ...options, api: orderingApi, tagDiv });
  };
  renderShowcase(root, showcase, options.origin, { buy });
}

/**
 * Renders each showcase into its container `#tag_div`, now and whenever the page adds one later
 * (single-page hosts render after the script runs, and may replace a container on navigation).
 */
export function watchContainers(
  document: Document,
  showcases: StorefrontShowcase[],
  options: MountOptions,
): MutationObserver {
  const mounted = new WeakSet<Element>();
  const mountNew = () => {
    for (const showcase of showcases) {
      const container = document.getElementById(showcase.tag_div);
      // A container that already has a shadow root is someone else's: leave it alone.
      if (!container || mounted.has(container) || container.shadowRoot) continue;
      mounted.add(container);
      mount(container, showcase, options);
    }
  };
  const observer = new MutationObserver(mountNew);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  mountNew();
  return observer;
}
