import type { StorefrontCard, StorefrontShowcase } from '@vitrina/contracts/storefront';
import type { StorefrontApi } from './api';
import type { Track } from './beacon';
import type { CartModule } from './cart/cart-ui';
import type { Funnel } from './funnel';
import { loadOnce } from './load-once';
import type { ViewContext } from './open-view';
import type { PaymentModule } from './payment/payment-ui';

/** The cart chunk's file name, `widget-cart.<hash>.js`, written in by build.mjs. */
declare const __CART_FILE__: string;

/** Where a site's cart is kept on the merchant's origin. */
export const cartKey = (siteId: number) => `vitrina-cart:${siteId}`;

/**
 * What the cart needs of the page: the site's API, its showcases as loaded, the beacon, the
 * view's code (a product's options), the payment's code (a checkout paid online).
 */
export interface CartContext {
  api: StorefrontApi;
  siteId: number;
  origin: string;
  showcases: StorefrontShowcase[];
  track: Track;
  loadView: ViewContext['loadView'];
  loadPayment: () => Promise<PaymentModule>;
}

/**
 * Where 'Купить' was pressed: the widget (its shadow root, container and funnel on this page),
 * its button, the combination chosen in the product's view.
 */
export interface CartAddition {
  root: ShadowRoot;
  opener: HTMLButtonElement;
  tagDiv: string;
  funnel: Funnel;
  variantId?: number;
}

/** The site's cart, drawn on first use. */
export interface Cart {
  /** Adds one of `card`; a product with combinations first has one chosen, and a quantity. */
  add(card: StorefrontCard, at: CartAddition): void;
}

/**
 * The cart of the page, its code imported from Vitrina's origin on first use (a product added,
 * or a cart kept from an earlier page); after a failed load the next use tries again.
 */
export const cartChunk = (context: CartContext) =>
  loadOnce<Cart>(() =>
    import(`${context.origin}/${__CART_FILE__}`).then((module: CartModule) =>
      module.openCart(context),
    ),
  );

/** Whether this site's cart was left with something in it on an earlier page or visit. */
export function hasKeptCart(siteId: number): boolean {
  try {
    return !!localStorage.getItem(cartKey(siteId));
  } catch {
    return false;
  }
}
