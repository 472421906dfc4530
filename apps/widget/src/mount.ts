import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import type { StorefrontApi } from './api';
import type { Track } from './beacon';
import type { BuyHandler, CardHandler } from './card';
import { hasKeptCart, type Cart } from './cart-chunk';
import { createFunnel } from './funnel';
import { openOrderDialog } from './order-dialog';
import { openProductView, type ViewContext } from './open-view';
import type { OnlinePayment } from './payment/online-payment';
import type { PaymentModule } from './payment/payment-ui';
import { renderShowcase } from './showcase';
import { watchSightings } from './sightings';

export interface MountOptions {
  api: StorefrontApi;
  siteId: number;
  origin: string;
  /** Reports the showcase's funnel events. */
  track: Track;
  /** The product view's code, loaded on its first opening. */
  loadView: ViewContext['loadView'];
  /** The site's cart, its code loaded on first use. */
  cart: () => Promise<Cart>;
  /** The payment's code, loaded on the first order of a widget paid online. */
  loadPayment: () => Promise<PaymentModule>;
}

function mount(container: Element, showcase: StorefrontShowcase, options: MountOptions): void {
  const { api } = options;
  const tagDiv = showcase.tag_div;
  const root = container.attachShadow({ mode: 'open' });
  // This page view's funnel of the showcase: a new container (a single-page host's next page) is
  // a new page view.
  const funnel = createFunnel(options.track, tagDiv);
  const drawn = watchSightings(container, funnel);
  const cartFlow = showcase.style.order_flow === 'cart';
  // A cart kept from another page or visit shows its button on every page with a widget.
  if (hasKeptCart(options.siteId)) void options.cart();
  const buy: BuyHandler = (card, opener, variantId) => {
    funnel.reach('click', card.id);
    if (cartFlow) {
      void options
        .cart()
        .then((cart) => cart.add(card, { root, opener, tagDiv, funnel, variantId }));
      return;
    }
    const order = (payment?: OnlinePayment) => {
      // 'Купить' opens the form at once: both leave in one beacon, unless the payment's code
      // loads first.
      funnel.reach('form_open', card.id);
      const context = { ...options, tagDiv, payment, settings: showcase.style };
      openOrderDialog(root, card, opener, context, variantId);
    };
    if (!showcase.style.online_payment) return order();
    void options.loadPayment().then(({ onlinePayment }) => order(onlinePayment));
  };
  function open(...[card, button]: Parameters<CardHandler>) {
    // A card's photo or title pressed is the funnel's click, as 'Купить' is.
    funnel.reach('click', card.id);
    openProductView(root, card, button, {
      loadView: options.loadView,
      readDetails: (id) => api.product(id),
      origin: options.origin,
      buttonText: showcase.style.button_text,
      onBuy: buy,
    });
  }
  renderShowcase(root, showcase, options.origin, { buy, open, drawn });
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
