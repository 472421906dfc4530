// The console's style tab imports this entry (decision 27): the showcase drawn by the code sites
// run, with no way to send an order. main.ts does not import it, so widget.js does not carry it.
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import type { CardHandler } from './card';
import { openProductView } from './open-view';
import { renderShowcase } from './showcase';
import * as productView from './view/product-view';

/** 'Купить' in a preview opens nothing: a merchant trying the button sends no order. */
const buyNothing = () => undefined;

/**
 * A card's view in a preview: the card's own data (the draft's products may be on no published
 * showcase, which the public read answers), its code bundled with the preview; its 'Купить'
 * closes it and orders nothing.
 */
const openWithCardOnly =
  (root: ShadowRoot, showcase: StorefrontShowcase, origin: string): CardHandler =>
  (card, button) =>
    openProductView(root, card, button, {
      loadView: async () => productView,
      readDetails: async () => null,
      origin,
      buttonText: showcase.style.button_text,
      onBuy: (_card, opener) => opener.focus(),
    });

/**
 * Draws `showcase` into `host`'s open shadow root as sites do; called again, it draws anew in
 * the same root (a shadow root cannot be attached twice).
 */
export function renderPreview(host: HTMLElement, showcase: StorefrontShowcase, origin: string) {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  renderShowcase(root, showcase, origin, {
    buy: buyNothing,
    open: openWithCardOnly(root, showcase, origin),
  });
}
