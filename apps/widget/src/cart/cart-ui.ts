import { cartMessages } from '@vitrina/contracts/cart';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import type { StorefrontCard } from '@vitrina/contracts/storefront';
import { widgetStyleOf } from '@vitrina/contracts/widget-style';
import { cartKey, type Cart, type CartContext } from '../cart-chunk';
import { h } from '../dom';
import { renderFrame } from '../frame';
import { ownMediaUrl } from '../media';
import { openModal } from '../modal';
import { openCheckout } from './cart-checkout';
import { drawLines } from './cart-lines';
import { priceSeenOf, variantLabel } from './cart-marks';
import { CART_STYLES } from './cart-styles';
import { readCart, sameLine, unitsOf, writeCart, type CartLine } from './cart-store';

export interface CartModule {
  openCart(context: CartContext): Cart;
}

/** The site's cart on this page: its button, its announcements, its drawer and checkout. */
export function openCart(context: CartContext): Cart {
  const { siteId, showcases } = context;
  let lines = readCart(siteId);
  const first = showcases.find((showcase) => showcase.style.order_flow === 'cart') ?? showcases[0]!;
  const style = widgetStyleOf(first.style);
  const host = h('div', { id: 'vitrina-cart' });
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const fab = h('button', { type: 'button', class: `fab ${style.cart_position}` });
  const status = h('div', { class: `toast ${style.cart_position}`, role: 'status' });
  renderFrame(root, style, h('style', {}, CART_STYLES), fab, status);
  let redraw: (() => void) | null = null;

  const refresh = () => {
    const units = unitsOf(lines);
    fab.textContent = cartMessages.count(units);
    fab.hidden = units === 0;
    redraw?.();
  };
  const save = (next: CartLine[]) => {
    lines = next;
    writeCart(siteId, lines);
    refresh();
  };

  function openDrawer(opener: HTMLElement) {
    status.replaceChildren();
    const { dialog, overlay } = openModal(root, cartMessages.title, opener, { class: 'cart' });
    const body = h('div', { class: 'body' });
    const footer = h('div', { class: 'footer' });
    dialog.append(body, footer);
    redraw = () => {
      if (!overlay.isConnected) return (redraw = null);
      drawLines(body, footer, lines, {
        showcases,
        origin: context.origin,
        save,
        checkout: (button, orderable) =>
          openCheckout(root, button, orderable, context, (ordered) =>
            // Sent: the ordered lines leave; refused: the lines changed in place are kept.
            save(ordered ? lines.filter((line) => !ordered.includes(line)) : [...lines]),
          ),
      });
    };
    redraw();
    // Prices brought up to date while judging are the ones the buyer now sees: keep them.
    writeCart(siteId, lines);
  }
  fab.addEventListener('click', () => openDrawer(fab));
  window.addEventListener('storage', (event) => {
    if (event.key !== cartKey(siteId)) return;
    lines = readCart(siteId);
    refresh();
  });
  refresh();

  return {
    add(card: StorefrontCard, variantId: number | undefined, tagDiv: string) {
      const kept = lines.find((line) => sameLine(line, card.id, variantId));
      if (!kept && lines.length >= ORDER_LIMITS.linesMax) {
        status.textContent = cartMessages.full;
        return;
      }
      const added: CartLine = kept
        ? { ...kept, quantity: Math.min(kept.quantity + 1, ORDER_LIMITS.quantityMax) }
        : {
            product_id: card.id,
            variant_id: variantId,
            quantity: 1,
            price_seen: priceSeenOf(card, variantId),
            title: card.title,
            variant: variantLabel(card, variantId),
            photo: card.photo && ownMediaUrl(card.photo.small, context.origin),
            tag_div: tagDiv,
          };
      save(kept ? lines.map((line) => (line === kept ? added : line)) : [...lines, added]);
      const open = h('button', { type: 'button' }, cartMessages.open);
      open.addEventListener('click', () => openDrawer(fab));
      status.replaceChildren(h('span', {}, cartMessages.added), open);
    },
  };
}
