import { cartMessages, unitsOf } from '@vitrina/contracts/cart';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import type { LineConflict, StorefrontCard } from '@vitrina/contracts/storefront';
import { widgetStyleOf } from '@vitrina/contracts/widget-style';
import { cartKey, type Cart, type CartContext } from '../cart-chunk';
import { h } from '../dom';
import type { Funnel } from '../funnel';
import { renderFrame } from '../frame';
import { ownMediaUrl } from '../media';
import { openModal } from '../modal';
import type { OnlinePayment } from '../payment/online-payment';
import { openCheckout } from './cart-checkout';
import { chooseToAdd } from './cart-choose';
import { drawLines } from './cart-lines';
import { lineKeyOf, priceSeenOf, variantLabel, type LineNote } from './cart-marks';
import { CART_STYLES } from './cart-styles';
import { readCart, sameLine, writeCart, type CartLine } from './cart-store';

/** How long the toast that says a product went into the cart stays. */
const TOAST_MS = 6000;

export interface CartModule {
  openCart(context: CartContext): Cart;
}

/** The site's cart on this page: its button, its announcements, its drawer and checkout. */
export function openCart(context: CartContext): Cart {
  const { siteId, showcases } = context;
  let lines = readCart(siteId);
  /** What this page learnt of the lines: their marks while it lasts (cart-marks.ts). */
  const notes = new Map<string, LineNote>();
  /** The funnels of the widgets this page added from, by container. */
  const funnels = new Map<string, Funnel>();
  const first = showcases.find((showcase) => showcase.style.order_flow === 'cart') ?? showcases[0]!;
  const style = widgetStyleOf(first.style);
  const host = h('div', { id: 'vitrina-cart' });
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const fab = h('button', {
    type: 'button',
    class: `fab ${style.cart_position}`,
    'aria-haspopup': 'dialog',
  });
  const status = h('div', { class: `toast ${style.cart_position}`, role: 'status' });
  renderFrame(root, style, h('style', {}, CART_STYLES), fab, status);
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Says `parts` in the toast, which then goes, not to cover the page's corner for good (the
   * cart's button opens the cart as its «Открыть корзину» does); it stays while focus is in it.
   */
  const toast = (...parts: (Node | string)[]) => {
    status.replaceChildren(...parts);
    clearTimeout(toastTimer);
    const hide = () => {
      if (status.contains(root.activeElement)) toastTimer = setTimeout(hide, TOAST_MS);
      else status.replaceChildren();
    };
    toastTimer = setTimeout(hide, TOAST_MS);
  };
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
    const { dialog, overlay, close } = openModal(root, cartMessages.title, opener, {
      class: 'cart',
    });
    close.setAttribute('aria-label', cartMessages.close);
    // Each change of the drawer's lines is announced by the count.
    const count = h('p', { class: 'count', role: 'status' });
    const body = h('div', { class: 'body' });
    const footer = h('div', { class: 'footer' });
    dialog.append(count, body, footer);
    /** The lines the drawer shows as orderable now: a checkout sends what they are then. */
    let orderable: CartLine[] = [];
    const outcome = {
      // By their keys: another tab's change since may have read the lines anew.
      sent: (ordered: CartLine[]) => {
        const keys = new Set(ordered.map(lineKeyOf));
        save(lines.filter((line) => !keys.has(lineKeyOf(line))));
      },
      refused: (named: [CartLine, LineConflict][]) => {
        for (const [line, conflict] of named) {
          notes.set(lineKeyOf(line), {
            mark: conflict.detail,
            orderable: conflict.stock_left !== 0,
          });
        }
        save([...lines]);
      },
    };
    redraw = () => {
      if (!overlay.isConnected) return (redraw = null);
      count.textContent = cartMessages.count(unitsOf(lines));
      orderable = drawLines(body, footer, lines, {
        showcases,
        origin: context.origin,
        notes,
        save,
        // The drawer, which stays, takes focus back from the form.
        checkout: () => {
          const { tag_div } = orderable[0]!;
          // The order goes to the first line's widget: its form links to that widget's policy
          // and ends with its text; paid online, it waits for the payment's code, whose button
          // it shows and which takes the order on once it is in.
          const to = showcases.find((showcase) => showcase.tag_div === tag_div);
          const open = (payment?: OnlinePayment) =>
            openCheckout(root, dialog, () => orderable, context, outcome, {
              funnel: funnels.get(tag_div),
              payment,
              settings: to?.style,
            });
          if (!to?.style.online_payment) return open();
          void context.loadPayment().then(({ onlinePayment }) => open(onlinePayment));
        },
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

  /** Puts `quantity` of the card (its combination `variantId`) in the cart, and says so. */
  function put(
    card: StorefrontCard,
    variantId: number | undefined,
    quantity: number,
    tagDiv: string,
  ) {
    const kept = lines.find((line) => sameLine(line, card.id, variantId));
    if (!kept && lines.length >= ORDER_LIMITS.linesMax) {
      toast(cartMessages.full);
      return;
    }
    funnels.get(tagDiv)!.reach('cart_add', card.id);
    const added: CartLine = kept
      ? { ...kept, quantity: Math.min(kept.quantity + quantity, ORDER_LIMITS.quantityMax) }
      : {
          product_id: card.id,
          variant_id: variantId,
          quantity,
          price_seen: priceSeenOf(card, variantId),
          title: card.title,
          variant: variantLabel(card, variantId),
          photo: card.photo && ownMediaUrl(card.photo.small, context.origin),
          tag_div: tagDiv,
        };
    // A line added anew is judged anew.
    if (!kept) notes.delete(lineKeyOf(added));
    save(kept ? lines.map((line) => (line === kept ? added : line)) : [...lines, added]);
    const open = h('button', { type: 'button' }, cartMessages.open);
    open.addEventListener('click', () => openDrawer(fab));
    toast(h('span', {}, `${cartMessages.added}. ${cartMessages.count(unitsOf(lines))}`), open);
  }

  return {
    add(card, { root: widget, opener, tagDiv, funnel, variantId }) {
      funnels.set(tagDiv, funnel);
      if (!card.variants || variantId !== undefined) return put(card, variantId, 1, tagDiv);
      chooseToAdd(
        widget,
        { ...card, variants: card.variants },
        opener,
        context.loadView,
        (id, quantity) => put(card, id, quantity, tagDiv),
      );
    },
  };
}
