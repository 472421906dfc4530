// The console's style tab imports this entry (decision 27): the showcase drawn by the code sites
// run, with no way to send an order. main.ts does not import it, so widget.js does not carry it.
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import type { CardHandler } from './card';
import { h } from './dom';
import { openProductView } from './open-view';
import { renderShowcase } from './showcase';
import * as productView from './view/product-view';

/** What 'Купить' says in a preview, where it opens nothing: a merchant trying it sends no order. */
export const PREVIEW_BUY_NOTE = 'Это предпросмотр: на сайте «Купить» откроет оформление заказа.';

/**
 * 'Купить' in a preview: the note above the cards, written anew at each press so that it is
 * read out again.
 */
const tellPreviewOnly = (root: ShadowRoot) => () => {
  let note = root.querySelector<HTMLElement>('.preview-note');
  if (!note) {
    note = h('p', { class: 'preview-note', role: 'status' });
    note.style.cssText = 'margin:0 0 12px;font-size:14px';
    root.querySelector('.showcase')?.prepend(note);
  }
  note.textContent = PREVIEW_BUY_NOTE;
};

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
    buy: tellPreviewOnly(root),
    open: openWithCardOnly(root, showcase, origin),
  });
}
