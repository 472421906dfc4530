import { cartMessages } from '@vitrina/contracts/cart';
import type { WidgetEvent } from '@vitrina/contracts/events';
import { orderMessages } from '@vitrina/contracts/order-messages';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { buyerPaymentTexts, paymentMessages } from '@vitrina/contracts/payment-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontApi } from '../api';
import { h } from '../dom';
import { cartKey, type Cart } from '../cart-chunk';
import { createFunnel } from '../funnel';
import * as payment from '../payment/payment-ui';
import { paidOnline, PROVIDER_PAGE, recordLeaving } from '../testing/payments';
import { startPublicApi, type OrderReply, type PublicApi } from '../testing/public-api';
import { aCard, aMug, aShowcase } from '../testing/showcases';
import { installLocalStorage } from '../testing/local-storage';
import * as productView from '../view/product-view';
import { openCart } from './cart-ui';

installLocalStorage();

const SITE = 3;
const tea = aCard({ id: 1, title: 'Сенча', price: '450.00' });
const cup = aCard({ id: 2, title: 'Пиала', price: '350.00' });
const cartShowcase = (cards = [tea, cup, aMug()]) =>
  aShowcase({ tag_div: 'tea', cards, style: { ...aShowcase().style, order_flow: 'cart' } });

let api: PublicApi | undefined;
const events: WidgetEvent[] = [];

afterEach(async () => {
  vi.unstubAllGlobals();
  await api?.close();
  api = undefined;
  events.length = 0;
  localStorage.clear();
  document.body.replaceChildren();
});

async function cartOn(showcases: StorefrontShowcase[], replies: OrderReply[] = []) {
  api = await startPublicApi(showcases, replies);
  const cart = openCart({
    api: storefrontApi(api.origin, SITE),
    siteId: SITE,
    origin: api.origin,
    showcases,
    track: (event) => events.push(event),
    loadView: async () => productView,
    loadPayment: async () => payment,
  });
  return { cart, root: document.getElementById('vitrina-cart')!.shadowRoot! };
}

const fab = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('.fab')!;
const drawer = (root: ShadowRoot) => root.querySelector<HTMLElement>('.cart[role=dialog]');
const named = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => (button.getAttribute('aria-label') ?? button.textContent) === name,
  )!;
const kept = () => JSON.parse(localStorage.getItem(cartKey(SITE)) ?? 'null');

/** 'Купить' pressed in the widget 'tea' for each of `cards`. */
function addAll(cart: Cart, ...cards: (typeof tea)[]) {
  const widget = document.body.appendChild(document.createElement('div'));
  const funnel = createFunnel((event) => events.push(event), 'tea');
  const at = {
    root: widget.attachShadow({ mode: 'open' }),
    opener: h('button'),
    tagDiv: 'tea',
    funnel,
  };
  for (const card of cards) cart.add(card, at);
}

describe('the site’s cart', () => {
  it('adds a product, says so with a way to open the cart, and counts the units on its button', async () => {
    const { cart, root } = await cartOn([cartShowcase()]);
    expect(fab(root).hidden).toBe(true);

    addAll(cart, tea, tea, cup);

    expect(fab(root).hidden).toBe(false);
    expect(fab(root).textContent).toBe(cartMessages.count(3));
    const status = root.querySelector('[role=status]')!;
    expect(status.textContent).toContain(cartMessages.added);
    expect(named(status, cartMessages.open)).toBeDefined();
    expect(kept().lines.map((line: { quantity: number }) => line.quantity)).toEqual([2, 1]);
  });

  it('adds a combination with its values and its own price', async () => {
    const { cart, root } = await cartOn([cartShowcase()]);

    cart.add(aMug(), {
      root: document.body.appendChild(document.createElement('div')).attachShadow({ mode: 'open' }),
      opener: h('button'),
      tagDiv: 'tea',
      funnel: createFunnel(() => undefined, 'tea'),
      variantId: 103,
    });
    fab(root).click();

    expect(drawer(root)!.textContent).toContain('Синий, 250 мл');
    expect(drawer(root)!.textContent).toContain(formatRubles(1300));
  });

  it('is the same cart on the next page: the site’s kept lines come back', async () => {
    const first = await cartOn([cartShowcase()]);
    addAll(first.cart, tea, cup);
    document.body.replaceChildren();
    await api!.close();

    const next = await cartOn([cartShowcase()]);

    expect(fab(next.root).textContent).toBe(cartMessages.count(2));
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 9, lines: [] })],
    [
      'a line that is no line',
      JSON.stringify({ v: 1, lines: [{ product_id: -1, quantity: 1e9 }] }),
    ],
  ])('reads %s as an empty cart', async (_case, stored) => {
    localStorage.setItem(cartKey(SITE), stored);

    const { root } = await cartOn([cartShowcase()]);

    expect(fab(root).hidden).toBe(true);
  });

  it('changes a quantity within its bounds, removes a line, and the total follows', async () => {
    const { cart, root } = await cartOn([cartShowcase()]);
    addAll(cart, tea, cup);
    fab(root).click();
    const dialog = drawer(root)!;
    expect(named(dialog, cartMessages.decrease('Сенча')).disabled).toBe(true);

    named(dialog, cartMessages.increase('Пиала')).click();
    expect(dialog.textContent).toContain(`${cartMessages.total}: ${formatRubles(1150)}`);
    expect(fab(root).textContent).toBe(cartMessages.count(3));
    // The drawer announces the count: the button outside the dialog is out of a reader's reach.
    expect(dialog.querySelector('[role=status]')!.textContent).toBe(cartMessages.count(3));

    named(dialog, cartMessages.remove('Сенча')).click();
    expect(dialog.textContent).not.toContain('Сенча');
    expect(dialog.textContent).toContain(`${cartMessages.total}: ${formatRubles(700)}`);
  });

  it('marks what went off sale, ran out or changed price since, and totals the rest', async () => {
    localStorage.setItem(
      cartKey(SITE),
      JSON.stringify({
        v: 1,
        lines: [
          {
            product_id: 1,
            quantity: 1,
            price_seen: 400,
            title: 'Сенча',
            variant: null,
            photo: null,
            tag_div: 'tea',
          },
          {
            product_id: 9,
            quantity: 1,
            price_seen: 100,
            title: 'Ушла',
            variant: null,
            photo: null,
            tag_div: 'tea',
          },
          {
            product_id: 2,
            quantity: 1,
            price_seen: 350,
            title: 'Пиала',
            variant: null,
            photo: null,
            tag_div: 'tea',
          },
        ],
      }),
    );
    const { root } = await cartOn([cartShowcase([tea, { ...cup, available: false }])]);

    fab(root).click();

    const text = drawer(root)!.textContent!;
    expect(text).toContain(cartMessages.priceChanged(formatRubles(400)));
    expect(text).toContain(cartMessages.offSale);
    expect(text).toContain(orderMessages.outOfStock);
    expect(text).toContain(`${cartMessages.total}: ${formatRubles(450)}`);
    expect(kept().lines[0].price_seen).toBe(450);

    // The mark stays while the buyer changes the cart, and the total follows today's price.
    named(drawer(root)!, cartMessages.increase('Сенча')).click();
    expect(drawer(root)!.textContent).toContain(cartMessages.priceChanged(formatRubles(400)));
    expect(drawer(root)!.textContent).toContain(`${cartMessages.total}: ${formatRubles(900)}`);
  });

  it('closes on Esc', async () => {
    const { cart, root } = await cartOn([cartShowcase()]);
    addAll(cart, tea);
    fab(root).click();

    drawer(root)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

    expect(drawer(root)).toBeNull();
  });

  describe('ordered', () => {
    /** The checkout of the cart's lines from `showcase`, its form filled once it is open. */
    async function filledCheckout(replies: OrderReply[], showcase = cartShowcase()) {
      const opened = await cartOn([showcase], replies);
      addAll(opened.cart, tea, cup, cup);
      fab(opened.root).click();
      named(drawer(opened.root)!, cartMessages.checkout).click();
      await expect.poll(() => opened.root.querySelector('form')).not.toBeNull();
      const form = opened.root.querySelector('form')!;
      const fill = (name: string, value: string) => {
        const control = form.querySelector<HTMLInputElement>(`[name=${name}]`)!;
        control.value = value;
      };
      fill('name', 'Ольга');
      fill('phone', '+7 900 123-45-67');
      form.querySelector<HTMLInputElement>('[name=consent]')!.checked = true;
      return { ...opened, form, sendText: form.querySelector('.send')?.textContent };
    }

    async function checkout(replies: OrderReply[], showcase = cartShowcase()) {
      const opened = await filledCheckout(replies, showcase);
      opened.form.requestSubmit();
      return opened;
    }

    /** The tea widget, its orders paid online. */
    const paidShowcase = () => {
      const showcase = cartShowcase();
      return { ...showcase, style: { ...showcase.style, online_payment: true } };
    };

    it('says «Отправить заявку» on the form’s button', async () => {
      expect((await filledCheckout([])).sendText).toBe('Отправить заявку');
    });

    it('says «Перейти к оплате» on the form’s button for a widget paid online', async () => {
      expect((await filledCheckout([], paidShowcase())).sendText).toBe(buyerPaymentTexts.pay);
    });

    it("empties the cart, then sends the buyer to the provider's page", async () => {
      const leaving = recordLeaving();
      const keptWhenLeaving: (string | null)[] = [];
      leaving.mockImplementation(() => keptWhenLeaving.push(localStorage.getItem(cartKey(SITE))));

      const { root } = await checkout([paidOnline(1042, PROVIDER_PAGE)], paidShowcase());

      await expect.poll(() => leaving.mock.calls).toEqual([[PROVIDER_PAGE]]);
      expect(keptWhenLeaving).toEqual([null]);
      expect(fab(root).hidden).toBe(true);
      expect(root.querySelector('[role=status] .sent')?.textContent).toBe(orderMessages.sent(1042));
    });

    it('says paying is not possible now when the provider was not reached, the order kept', async () => {
      const leaving = recordLeaving();

      const { root } = await checkout([paidOnline(1042, null)], paidShowcase());

      await expect
        .poll(() => root.querySelector('[role=status]:has(.sent)')?.lastElementChild?.textContent)
        .toBe(paymentMessages.paymentUnavailable);
      expect(localStorage.getItem(cartKey(SITE))).toBeNull();
      expect(leaving).not.toHaveBeenCalled();
    });

    it('sends the whole cart as lines and empties it', async () => {
      const { root } = await checkout([
        { status: 201, body: { data: { number: 1042, total: 1150 } } },
      ]);

      await expect.poll(() => root.textContent).toContain(orderMessages.sent(1042));
      expect(api!.orders[0]!.body).toMatchObject({
        site_id: SITE,
        tag_div: 'tea',
        lines: [
          { product_id: 1, quantity: 1, unit_price_seen: 450 },
          { product_id: 2, quantity: 2, unit_price_seen: 350 },
        ],
      });
      expect(fab(root).hidden).toBe(true);
      expect(localStorage.getItem(cartKey(SITE))).toBeNull();
      // The widget's funnel this page added from reaches the form's opening, once, after the cart.
      expect(events.at(-1)).toEqual({ type: 'form_open', tag_div: 'tea', product_id: 1 });
    });

    it('says which line the server refused, and keeps the cart with what is left', async () => {
      const conflict = {
        detail: orderMessages.linesConflict,
        stock_left: 1,
        lines: [
          {
            line: 1,
            product_id: 2,
            variant_id: null,
            detail: orderMessages.stockLeft(1),
            stock_left: 1,
          },
        ],
      };
      const { root } = await checkout([{ status: 409, body: conflict }]);

      await expect
        .poll(() => root.querySelector('[role=alert]')?.textContent)
        .toBe(`Пиала: ${orderMessages.stockLeft(1)}`);
      expect(fab(root).textContent).toBe(cartMessages.count(2));
      const [sencha, piala] = drawer(root)!.querySelectorAll('.line');
      expect(piala!.textContent).toContain(orderMessages.stockLeft(1));
      expect(sencha!.textContent).not.toContain(orderMessages.stockLeft(1));
    });

    it('leaves a line none is left of out of the next attempt, at the price the answer gave', async () => {
      // The first line's figure also stands at the top, as the server answers it.
      const conflict = {
        detail: orderMessages.linesConflict,
        stock_left: 0,
        lines: [
          {
            line: 0,
            product_id: 1,
            variant_id: null,
            detail: orderMessages.outOfStock,
            stock_left: 0,
          },
          {
            line: 1,
            product_id: 2,
            variant_id: null,
            detail: orderMessages.priceChanged(formatRubles(400)),
            price_now: { price: '400.00', discount_value: '0', discount_type: 'PERCENT' },
          },
        ],
      };
      const { root } = await checkout([{ status: 409, body: conflict }]);
      await expect.poll(() => root.querySelectorAll('[role=alert] p').length).toBe(2);

      const dialog = drawer(root)!;
      expect(dialog.querySelector('.line')!.textContent).toContain(orderMessages.outOfStock);
      expect(named(dialog, cartMessages.remove('Сенча'))).toBeDefined();
      expect(dialog.textContent).toContain(`${cartMessages.total}: ${formatRubles(800)}`);
      root.querySelector('form')!.requestSubmit();
      await expect.poll(() => api!.orders.length).toBe(2);
      expect(api!.orders[1]!.body.lines).toEqual([
        { product_id: 2, quantity: 2, unit_price_seen: 400 },
      ]);
    });
  });
});
