// 'Купить' of a product with combinations in a cart widget: its combination and quantity are
// chosen first, in a dialog with the order dialog's choices, then they go into the cart.
import { cartMessages } from '@vitrina/contracts/cart';
import type { WidgetEvent } from '@vitrina/contracts/events';
import { orderMessages } from '@vitrina/contracts/order-messages';
import { formatRubles } from '@vitrina/contracts/pricing';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontApi } from '../api';
import { cartKey, type Cart } from '../cart-chunk';
import { createFunnel } from '../funnel';
import { installLocalStorage } from '../testing/local-storage';
import { startPublicApi, type PublicApi } from '../testing/public-api';
import { aMug, aShowcase } from '../testing/showcases';
import { aWidgetRoot } from '../testing/widget-root';
import * as productView from '../view/product-view';
import { openCart } from './cart-ui';

installLocalStorage();

const SITE = 3;
const mug = aMug();
let api: PublicApi | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
  localStorage.clear();
  document.body.replaceChildren();
});

/** A cart widget showing the mug, its cart open on the page, what its funnel sent. */
async function cartWidget() {
  const showcases = [
    aShowcase({
      tag_div: 'mugs',
      cards: [mug],
      style: { ...aShowcase().style, order_flow: 'cart' },
    }),
  ];
  api = await startPublicApi(showcases);
  const events: WidgetEvent[] = [];
  const track = (event: WidgetEvent) => events.push(event);
  const cart: Cart = openCart({
    api: storefrontApi(api.origin, SITE),
    siteId: SITE,
    origin: api.origin,
    showcases,
    track,
    loadView: async () => productView,
    loadPayment: () => Promise.reject(new Error('no payment on this page')),
  });
  const { root, opener } = aWidgetRoot();
  const funnel = createFunnel(track, 'mugs');
  // 'Купить' is the funnel's click, reached by the widget before the cart is asked.
  funnel.reach('click', mug.id);
  const press = (variantId?: number) =>
    cart.add(mug, { root, opener, tagDiv: 'mugs', funnel, variantId });
  return { root, opener, events, press };
}

const kept = () => JSON.parse(localStorage.getItem(cartKey(SITE)) ?? 'null');
const cartRoot = () => document.getElementById('vitrina-cart')!.shadowRoot!;
const radio = (root: ShadowRoot, value: string) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
    (input) => input.labels?.[0]?.textContent === value,
  )!;
const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (each) => (each.getAttribute('aria-label') ?? each.textContent) === name,
  )!;

/** The dialog of the mug, once its choices are drawn. */
async function chooser(root: ShadowRoot) {
  const dialog = root.querySelector<HTMLElement>('[role=dialog]')!;
  await expect.poll(() => dialog.querySelector('fieldset')).not.toBeNull();
  return dialog;
}

describe('adding a product with combinations', () => {
  it('asks for its combination and quantity, then adds them and gives focus back', async () => {
    const { root, opener, events, press } = await cartWidget();

    press();
    const dialog = await chooser(root);
    const title = root.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Кружка');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('[name=name]')).toBeNull();
    radio(root, 'Синий').click();
    button(dialog, 'Увеличить').click();
    expect(dialog.querySelector('.total')!.textContent).toBe(
      orderMessages.quantityTotal(2, formatRubles(1300), formatRubles(2600)),
    );
    expect(events.some(({ type }) => type === 'cart_add')).toBe(false);

    button(dialog, cartMessages.add).click();

    expect(root.querySelector('[role=dialog]')).toBeNull();
    expect(root.activeElement).toBe(opener);
    expect(kept().lines).toMatchObject([
      { product_id: mug.id, variant_id: 103, quantity: 2, price_seen: 1300 },
    ]);
    expect(kept().lines[0].variant).toBe('Синий, 250 мл');
    expect(cartRoot().querySelector('.fab')!.textContent).toBe(cartMessages.count(2));
    expect(cartRoot().querySelector('[role=status]')!.textContent).toContain(cartMessages.added);
    expect(events.filter(({ type }) => type === 'cart_add')).toEqual([
      { type: 'cart_add', tag_div: 'mugs', product_id: mug.id, repeat: undefined },
    ]);
  });

  it('refuses a quantity beyond the order’s bounds and adds nothing', async () => {
    const { root, press } = await cartWidget();
    press();
    const dialog = await chooser(root);
    const quantity = dialog.querySelector<HTMLInputElement>('[name=quantity]')!;

    quantity.value = '0';
    button(dialog, cartMessages.add).click();

    expect(dialog.querySelector('#quantity-error')!.textContent).toBe(
      orderMessages.quantityInvalid,
    );
    expect(root.activeElement).toBe(quantity);
    expect(kept()).toBeNull();
  });

  it('adds at once the combination chosen in the product’s view, one of it', async () => {
    const { root, press } = await cartWidget();

    press(102);
    press(102);

    expect(root.querySelector('[role=dialog]')).toBeNull();
    expect(kept().lines).toMatchObject([{ variant_id: 102, quantity: 2, price_seen: 1500 }]);
  });
});
