// The cart on a merchant's page: every widget of the page mounted as main.ts mounts them, one
// cart shared between them, kept for the site's next page and heard from its other tabs.
import { cartMessages } from '@vitrina/contracts/cart';
import type { WidgetEvent } from '@vitrina/contracts/events';
import { ORDER_LIMITS } from '@vitrina/contracts/limits';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontApi } from '../api';
import { cartKey, type Cart } from '../cart-chunk';
import { watchContainers } from '../mount';
import { installLocalStorage } from '../testing/local-storage';
import { FakeIntersectionObserver } from '../testing/page-fakes';
import { startPublicApi, type PublicApi } from '../testing/public-api';
import { aCard, aShowcase } from '../testing/showcases';
import * as productView from '../view/product-view';
import { openCart } from './cart-ui';

installLocalStorage();
globalThis.IntersectionObserver =
  FakeIntersectionObserver as unknown as typeof IntersectionObserver;

const SITE = 3;
const tea = aCard({ id: 1, title: 'Сенча', price: '450.00' });
const cup = aCard({ id: 2, title: 'Пиала', price: '350.00' });
const inCart = (tagDiv: string, cards = [tea]): StorefrontShowcase =>
  aShowcase({ tag_div: tagDiv, cards, style: { ...aShowcase().style, order_flow: 'cart' } });

let api: PublicApi | undefined;
let observer: MutationObserver | undefined;

afterEach(async () => {
  vi.useRealTimers();
  observer?.disconnect();
  await api?.close();
  api = undefined;
  localStorage.clear();
  document.body.replaceChildren();
});

/**
 * The page's widgets in containers named by their showcases, the cart's code "loaded" on its
 * first use as widget.js loads its chunk: what the page asked of it is counted.
 */
async function openPage(showcases: StorefrontShowcase[]) {
  for (const { tag_div } of showcases) {
    document.body.append(Object.assign(document.createElement('div'), { id: tag_div }));
  }
  api = await startPublicApi(showcases);
  const events: WidgetEvent[] = [];
  const context = {
    api: storefrontApi(api.origin, SITE),
    siteId: SITE,
    origin: api.origin,
    showcases,
    track: (event: WidgetEvent) => events.push(event),
    loadView: async () => productView,
    loadPayment: () => Promise.reject(new Error('no payment on this page')),
  };
  let cart: Promise<Cart> | undefined;
  const loads = () => (cart ??= Promise.resolve(openCart(context)));
  observer = watchContainers(document, showcases, { ...context, cart: loads });
  return { events, cartLoaded: () => cart !== undefined };
}

const widget = (tagDiv: string) => document.getElementById(tagDiv)!.shadowRoot!;
const buy = (tagDiv: string, title: string) =>
  widget(tagDiv)
    .querySelector(`[aria-label="${title}"]`)!
    .querySelector<HTMLButtonElement>('.buy')!
    .click();
const cartRoot = () => document.getElementById('vitrina-cart')?.shadowRoot;
const fab = () => cartRoot()?.querySelector<HTMLButtonElement>('.fab');
const drawer = () => cartRoot()?.querySelector<HTMLElement>('[role=dialog]');
const unitsShown = () => (fab()?.hidden ? null : fab()?.textContent);

function keep(lines: object[]) {
  const line = { price_seen: 450, title: 'Сенча', variant: null, photo: null, tag_div: 'tea' };
  localStorage.setItem(
    cartKey(SITE),
    JSON.stringify({ v: 1, lines: lines.map((each) => ({ ...line, ...each })) }),
  );
}

describe('the cart on a page', () => {
  it('is one for two widgets of the page: each adds to it, each in its own funnel', async () => {
    const { events } = await openPage([inCart('tea'), inCart('dishes', [cup])]);

    buy('tea', 'Сенча');
    await expect.poll(unitsShown).toBe(cartMessages.count(1));
    buy('dishes', 'Пиала');
    buy('tea', 'Сенча');

    await expect.poll(unitsShown).toBe(cartMessages.count(3));
    expect(document.querySelectorAll('#vitrina-cart')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(cartKey(SITE))!).lines).toMatchObject([
      { product_id: 1, quantity: 2, tag_div: 'tea' },
      { product_id: 2, quantity: 1, tag_div: 'dishes' },
    ]);
    const adds = events.filter(({ type }) => type === 'cart_add');
    expect(adds).toMatchObject([
      { tag_div: 'tea', product_id: 1 },
      { tag_div: 'dishes', product_id: 2 },
      { tag_div: 'tea', product_id: 1, repeat: true },
    ]);
    expect(events.some(({ type }) => type === 'form_open')).toBe(false);
  });

  it('shows a cart kept from another page at once, in the first cart widget’s corner', async () => {
    keep([{ product_id: 1, quantity: 2 }]);
    const topLeft = { ...inCart('dishes').style, cart_position: 'top-left' as const };

    await openPage([aShowcase({ tag_div: 'tea' }), inCart('dishes', [cup]), inCart('sweets')]);
    await expect.poll(unitsShown).toBe(cartMessages.count(2));
    expect(fab()!.classList.contains('bottom-right')).toBe(true);

    document.body.replaceChildren();
    observer?.disconnect();
    await api?.close();
    await openPage([aShowcase({ ...inCart('dishes', [cup]), style: topLeft })]);
    await expect.poll(unitsShown).toBe(cartMessages.count(2));
    expect(fab()!.classList.contains('top-left')).toBe(true);
  });

  it('says a product went in, then lets the page’s corner be, unless focus is in the toast', async () => {
    keep([{ product_id: 2, quantity: 1, title: 'Пиала', price_seen: 350 }]);
    await openPage([inCart('tea', [tea, cup])]);
    await expect.poll(unitsShown).toBe(cartMessages.count(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const toast = () => cartRoot()!.querySelector('[role=status]')!;

    buy('tea', 'Сенча');
    await vi.advanceTimersByTimeAsync(0);
    expect(toast().textContent).toBe(
      `${cartMessages.added}. ${cartMessages.count(2)}${cartMessages.open}`,
    );
    await vi.advanceTimersByTimeAsync(6000);
    expect(toast().childNodes).toHaveLength(0);

    buy('tea', 'Сенча');
    await vi.advanceTimersByTimeAsync(0);
    toast().querySelector('button')!.focus();
    await vi.advanceTimersByTimeAsync(12000);
    expect(toast().textContent).toContain(cartMessages.added);
    toast().querySelector('button')!.blur();
    await vi.advanceTimersByTimeAsync(6000);
    expect(toast().childNodes).toHaveLength(0);
    expect(unitsShown()).toBe(cartMessages.count(3));
  });

  it('is not loaded on a page whose widgets all order at once, until a cart was kept', async () => {
    const { cartLoaded } = await openPage([aShowcase({ tag_div: 'tea', cards: [tea] })]);
    buy('tea', 'Сенча');
    expect(cartLoaded()).toBe(false);
  });

  it('shows a kept cart on a page whose widgets order at once; their «Купить» still does', async () => {
    keep([{ product_id: 1, quantity: 3 }]);

    const { events } = await openPage([aShowcase({ tag_div: 'tea', cards: [tea] })]);
    await expect.poll(unitsShown).toBe(cartMessages.count(3));
    buy('tea', 'Сенча');

    expect(widget('tea').querySelector('[role=dialog]')?.textContent).toContain('Заявка');
    expect(events.map(({ type }) => type)).toEqual(['view', 'click', 'form_open']);
  });

  it('follows a change made in another tab of the site', async () => {
    keep([{ product_id: 1, quantity: 1 }]);
    await openPage([inCart('tea')]);
    await expect.poll(unitsShown).toBe(cartMessages.count(1));

    keep([
      { product_id: 1, quantity: 3 },
      { product_id: 2, quantity: 1, title: 'Пиала' },
    ]);
    window.dispatchEvent(new StorageEvent('storage', { key: cartKey(SITE) }));
    expect(unitsShown()).toBe(cartMessages.count(4));

    localStorage.removeItem(cartKey(SITE));
    window.dispatchEvent(new StorageEvent('storage', { key: cartKey(SITE) }));
    expect(unitsShown()).toBeNull();
  });

  it('keeps a quantity within the order’s bounds', async () => {
    keep([{ product_id: 1, quantity: ORDER_LIMITS.quantityMax }]);
    await openPage([inCart('tea')]);
    await expect.poll(unitsShown).toBe(cartMessages.count(ORDER_LIMITS.quantityMax));
    fab()!.click();
    const named = (name: string) =>
      drawer()!.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

    expect(named(cartMessages.increase('Сенча')).disabled).toBe(true);
    named(cartMessages.decrease('Сенча')).click();
    expect(unitsShown()).toBe(cartMessages.count(ORDER_LIMITS.quantityMax - 1));
    expect(named(cartMessages.increase('Сенча')).disabled).toBe(false);
  });

  it('takes no more lines than an order does, but more of a line it holds', async () => {
    const ids = Array.from({ length: ORDER_LIMITS.linesMax }, (_, index) => index + 100);
    keep(ids.map((id) => ({ product_id: id, quantity: 1, title: `Товар ${id}` })));
    await openPage([inCart('tea', [tea, aCard({ id: 100, title: 'Товар 100' })])]);
    await expect.poll(unitsShown).toBe(cartMessages.count(ORDER_LIMITS.linesMax));
    const toast = () => cartRoot()!.querySelector('[role=status]')!.textContent;

    buy('tea', 'Сенча');
    await expect.poll(toast).toBe(cartMessages.full);
    buy('tea', 'Товар 100');

    await expect.poll(unitsShown).toBe(cartMessages.count(ORDER_LIMITS.linesMax + 1));
    expect(toast()).toContain(cartMessages.added);
    const kept = JSON.parse(localStorage.getItem(cartKey(SITE))!).lines;
    expect(kept).toHaveLength(ORDER_LIMITS.linesMax);
    expect(kept.some(({ product_id }: { product_id: number }) => product_id === 1)).toBe(false);
  });

  it('says «Корзина пуста» once its last line is removed, with no total to order', async () => {
    keep([{ product_id: 1, quantity: 1 }]);
    await openPage([inCart('tea')]);
    await expect.poll(unitsShown).toBe(cartMessages.count(1));
    fab()!.click();

    drawer()!
      .querySelector<HTMLButtonElement>(`[aria-label="${cartMessages.remove('Сенча')}"]`)!
      .click();

    expect(drawer()!.querySelector('[role=status]')!.textContent).toBe(cartMessages.empty);
    expect(drawer()!.querySelector('.lines')).toBeNull();
    expect(drawer()!.querySelector<HTMLElement>('.footer')!.hidden).toBe(true);
    expect(cartRoot()!.activeElement).toBe(drawer());
    expect(unitsShown()).toBeNull();
  });

  it('takes a typed quantity once confirmed, kept within the order’s bounds', async () => {
    keep([{ product_id: 1, quantity: 2 }]);
    await openPage([inCart('tea')]);
    await expect.poll(unitsShown).toBe(cartMessages.count(2));
    fab()!.click();
    const field = () =>
      drawer()!.querySelector<HTMLInputElement>(
        `input[aria-label="${cartMessages.quantity('Сенча')}"]`,
      )!;
    const type = (value: string) => {
      field().focus();
      field().value = value;
      field().dispatchEvent(new Event('change', { bubbles: true }));
    };

    type('5');
    expect(unitsShown()).toBe(cartMessages.count(5));
    expect(drawer()!.textContent).toContain(`${cartMessages.total}: ${formatRubles(2250)}`);
    expect(cartRoot()!.activeElement).toBe(field());

    type('0');
    expect(field().value).toBe(String(ORDER_LIMITS.quantityMin));
    type(String(ORDER_LIMITS.quantityMax + 1));
    expect(field().value).toBe(String(ORDER_LIMITS.quantityMax));
  });

  it('takes the ordered lines out once sent, though another tab changed the cart meanwhile', async () => {
    keep([
      { product_id: 1, quantity: 1 },
      { product_id: 2, quantity: 1, title: 'Пиала', price_seen: 350 },
    ]);
    await openPage([inCart('tea', [tea, cup])]);
    await expect.poll(unitsShown).toBe(cartMessages.count(2));
    fab()!.click();
    drawer()!.querySelector<HTMLButtonElement>('.footer .send')!.click();
    const form = cartRoot()!.querySelector('form')!;
    const fill = (name: string, value: string) => {
      form.querySelector<HTMLInputElement>(`[name=${name}]`)!.value = value;
    };
    fill('name', 'Ольга');
    fill('phone', '+7 900 123-45-67');
    form.querySelector<HTMLInputElement>('[name=consent]')!.checked = true;

    form.requestSubmit();
    // While the order is on its way.
    keep([
      { product_id: 1, quantity: 1 },
      { product_id: 2, quantity: 1, title: 'Пиала', price_seen: 350 },
      { product_id: 7, quantity: 1, title: 'Улун' },
    ]);
    window.dispatchEvent(new StorageEvent('storage', { key: cartKey(SITE) }));

    await expect.poll(() => api!.orders.length).toBe(1);
    await expect.poll(unitsShown).toBe(cartMessages.count(1));
    expect(drawer()!.querySelector('.lines')?.children).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(cartKey(SITE))!).lines).toMatchObject([
      { product_id: 7 },
    ]);
  });

  it('keeps focus in the drawer, closes on Esc and gives it back to the cart’s button', async () => {
    keep([{ product_id: 1, quantity: 1 }]);
    await openPage([inCart('tea')]);
    await expect.poll(unitsShown).toBe(cartMessages.count(1));
    fab()!.focus();
    fab()!.click();
    const dialog = drawer()!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const title = cartRoot()!.getElementById(dialog.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe(cartMessages.title);
    expect(dialog.querySelector('.close')?.getAttribute('aria-label')).toBe(cartMessages.close);
    const controls = [...dialog.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const tab = (shiftKey: boolean) =>
      cartRoot()!.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }),
      );

    controls.at(-1)!.focus();
    tab(false);
    expect(cartRoot()!.activeElement).toBe(controls[0]);
    tab(true);
    expect(cartRoot()!.activeElement).toBe(controls.at(-1));

    cartRoot()!.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
    );
    expect(drawer()).toBeNull();
    expect(cartRoot()!.activeElement).toBe(fab());
  });
});
