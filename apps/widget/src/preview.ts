// The console's style tab imports this entry (decision 27): the showcase drawn by the code sites
// run, with no way to send an order. main.ts does not import it, so widget.js does not carry it.
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { renderShowcase } from './showcase';

/** 'Купить' in a preview opens nothing: a merchant trying the button sends no order. */
const buyNothing = () => undefined;

/**
 * Draws `showcase` into `host`'s open shadow root as sites do; called again, it draws anew in
 * the same root (a shadow root cannot be attached twice).
 */
export function renderPreview(host: HTMLElement, showcase: StorefrontShowcase, origin: string) {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  renderShowcase(root, showcase, origin, { buy: buyNothing });
}
