import { cartMessages } from '@vitrina/contracts/cart';
import { orderMessages } from '@vitrina/contracts/order-messages';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontApi } from './api';
import { openCart } from './cart/cart-ui';
import { createFunnel } from './funnel';
import { h } from './dom';
import { watchContainers } from './mount';
import * as payment from './payment/payment-ui';
import { installLocalStorage } from './testing/local-storage';
import { FakeIntersectionObserver } from './testing/page-fakes';
import { startPublicApi, type OrderReply, type PublicApi } from './testing/public-api';
import { aCard, aShowcase } from './testing/showcases';
import * as productView from './view/product-view';

// The widget's settings around its order forms (decision 78): the consent's link to the shop's
// policy, and the text the buyer reads once the order is sent.

installLocalStorage();
globalThis.IntersectionObserver =
  FakeIntersectionObserver as unknown as typeof IntersectionObserver;

const SITE = 3;
const POLICY = 'https://shop.example.ru/политика';
const AFTER = 'Спасибо! Соберём заказ за день.\nПозвоним, когда он будет готов.';
const sent = (number: number, total: number): OrderReply => ({
  status: 201,
  body: { data: { number, total } },
});

let api: PublicApi | undefined;
let observer: MutationObserver | undefined;

afterEach(async () => {
  observer?.disconnect();
  FakeIntersectionObserver.reset();
  await api?.close();
  api = undefined;
  localStorage.clear();
  document.body.replaceChildren();
});

type Settings = StorefrontShowcase['style'];

const settingsOf = (settings: Partial<Settings>, order_flow: Settings['order_flow']) =>
  aShowcase({
    tag_div: 'tea',
    cards: [aCard({ title: 'Сенча', price: '450.00' })],
    style: { ...aShowcase().style, order_flow, ...settings },
  });

/** The showcase drawn on a page from the loopback API, and its 'Купить' pressed. */
async function directOrder(showcase: StorefrontShowcase, replies: OrderReply[] = []) {
  api = await startPublicApi([showcase], replies);
  const container = document.body.appendChild(document.createElement('div'));
  container.id = showcase.tag_div;
  const client = storefrontApi(api.origin, SITE);
  observer = watchContainers(document, await client.showcases(), {
    api: client,
    siteId: SITE,
    origin: api.origin,
    track: () => undefined,
    loadView: async () => productView,
    cart: () => Promise.reject(new Error('no cart on this page')),
    loadPayment: async () => payment,
  });
  const root = container.shadowRoot!;
  root.querySelector<HTMLButtonElement>('.buy')!.click();
  return { root, form: root.querySelector('form')! };
}

/** The cart's checkout of one product of `showcase`. */
async function cartCheckout(showcase: StorefrontShowcase, replies: OrderReply[] = []) {
  api = await startPublicApi([showcase], replies);
  const cart = openCart({
    api: storefrontApi(api.origin, SITE),
    siteId: SITE,
    origin: api.origin,
    showcases: [showcase],
    track: () => undefined,
    loadView: async () => productView,
    loadPayment: async () => payment,
  });
  const widget = document.body.appendChild(document.createElement('div'));
  cart.add(showcase.cards[0]!, {
    root: widget.attachShadow({ mode: 'open' }),
    opener: h('button'),
    tagDiv: showcase.tag_div,
    funnel: createFunnel(() => undefined, showcase.tag_div),
  });
  const root = document.getElementById('vitrina-cart')!.shadowRoot!;
  root.querySelector<HTMLButtonElement>('.fab')!.click();
  [...root.querySelectorAll<HTMLButtonElement>('button')]
    .find((button) => button.textContent === cartMessages.checkout)!
    .click();
  return { root, form: root.querySelector('form')! };
}

const stylesOf = (root: ShadowRoot) =>
  [...root.querySelectorAll('style')].map((style) => style.textContent).join('');

/** Fills the form as a buyer would and sends it; answers the confirmation's lines. */
async function order(root: ShadowRoot, form: HTMLFormElement) {
  const fill = (name: string, value: string) => {
    form.querySelector<HTMLInputElement>(`[name=${name}]`)!.value = value;
  };
  fill('name', 'Ольга');
  fill('phone', '8 900 123-45-67');
  fill('email', 'olga@example.ru');
  form.querySelector<HTMLInputElement>('[name=consent]')!.checked = true;
  form.requestSubmit();
  await expect.poll(() => root.querySelector('[role=status] .sent')).not.toBeNull();
  const lines = root.querySelector('[role=status]:has(.sent)')!.children;
  return [...lines].map((line) => line.textContent);
}

describe.each([
  ['the one-product form', 'direct', directOrder],
  ['the cart’s checkout', 'cart', cartCheckout],
] as const)('%s', (_, flow, open) => {
  it('links to the shop’s policy under the consent, opened beside the page', async () => {
    const { form } = await open(settingsOf({ policy_url: POLICY }, flow));

    const consent = form.querySelector<HTMLInputElement>('[name=consent]')!;
    const link = form.querySelector<HTMLAnchorElement>('a')!;
    expect(link.textContent).toBe(orderMessages.policyLink);
    expect(link.getAttribute('href')).toBe(POLICY);
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    // Beside the consent's label, not in it: following the link does not tick the box.
    expect(consent.labels![0]!.textContent).toBe(orderMessages.consentText);
    expect(consent.labels![0]!.contains(link)).toBe(false);
    expect(consent.closest('.field')!.contains(link)).toBe(true);
  });

  it('links nowhere without the shop’s policy: Vitrina’s own is not the shop’s', async () => {
    const { form } = await open(settingsOf({ policy_url: null }, flow));

    expect(form.querySelector('[name=consent]')!.closest('.field')!.textContent).toBe(
      orderMessages.consentText,
    );
    expect(form.querySelectorAll('a')).toHaveLength(0);
  });

  it('ends with the widget’s text once the order is sent, in place of the seller’s call', async () => {
    const { root, form } = await open(settingsOf({ confirmation_text: AFTER }, flow), [
      sent(1042, 450),
    ]);

    expect(await order(root, form)).toEqual([
      orderMessages.sent(1042),
      orderMessages.sentTotal(formatRubles(450)),
      AFTER,
      orderMessages.sentLetter('olga@example.ru'),
    ]);
    // Its line breaks are the merchant's (jsdom lays nothing out: the rule is what shows it).
    expect(root.querySelector('[role=status] .next')?.textContent).toBe(AFTER);
    expect(stylesOf(root)).toContain('.next{white-space:pre-wrap}');
  });

  it('says the seller will call without a text of the widget’s', async () => {
    const { root, form } = await open(settingsOf({ confirmation_text: null }, flow), [
      sent(1043, 450),
    ]);

    expect((await order(root, form))[2]).toBe(orderMessages.sentNext('+7 900 123-45-67'));
  });
});
