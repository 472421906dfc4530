import { buyerPaymentTexts } from '@vitrina/contracts/payment-texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storefrontApi } from './api';
import { createBeacon } from './beacon';
import { watchContainers } from './mount';
import * as payment from './payment/payment-ui';
import { FakeIntersectionObserver, sendBeaconOverHttp } from './testing/page-fakes';
import { startPublicApi, type PublicApi } from './testing/public-api';
import { aCard, aMug, aPhoto, aShowcase } from './testing/showcases';
import * as productView from './view/product-view';

const showcases = [
  aShowcase({ widget_id: 1, tag_div: 'shoes', cards: [aCard({ title: 'Кеды' })] }),
  aShowcase({ widget_id: 2, tag_div: 'bags', cards: [aCard({ id: 2, title: 'Рюкзак' })] }),
  aShowcase({ widget_id: 3, tag_div: 'mugs', cards: [aMug()] }),
  aShowcase({
    widget_id: 4,
    tag_div: 'plaids',
    cards: [aCard({ id: 3, title: 'Плед' })],
    style: { ...aShowcase().style, online_payment: true },
  }),
];

let api: PublicApi;
let observer: MutationObserver | undefined;
/** The payment's code, as widget.js imports it. */
const loadPayment = vi.fn(async () => payment);

// jsdom has neither: the beacon's requests still reach the loopback API over HTTP.
globalThis.IntersectionObserver =
  FakeIntersectionObserver as unknown as typeof IntersectionObserver;
navigator.sendBeacon = sendBeaconOverHttp;

afterEach(async () => {
  loadPayment.mockClear();
  observer?.disconnect();
  FakeIntersectionObserver.reset();
  await api.close();
  document.body.replaceChildren();
});

/** Loads the site's showcases from a loopback public API and watches the page for containers. */
async function start() {
  api = await startPublicApi(
    showcases,
    [],
    [{ id: 1, photos: [aPhoto(1), aPhoto(2)], text: null }],
  );
  const client = storefrontApi(api.origin, 3);
  observer = watchContainers(document, await client.showcases(), {
    api: client,
    siteId: 3,
    origin: api.origin,
    track: createBeacon(`${api.origin}/api/v1/public/events`, 3, 'visitor-of-the-tab'),
    loadView: async () => productView,
    cart: () => Promise.reject(new Error('no cart on this page')),
    loadPayment,
  });
}

function container(id: string) {
  const element = document.createElement('div');
  element.id = id;
  return document.body.appendChild(element);
}

const cardTitles = (element: Element) =>
  [...(element.shadowRoot?.querySelectorAll('.card h3') ?? [])].map((title) => title.textContent);

describe('watchContainers', () => {
  it('renders two widgets of one page, each into its own open shadow root, from one request', async () => {
    const shoes = container('shoes');
    const bags = container('bags');

    await start();

    expect(api.showcaseRequests).toEqual(['/api/v1/public/sites/3/showcases']);
    expect(cardTitles(shoes)).toEqual(['Кеды']);
    expect(cardTitles(bags)).toEqual(['Рюкзак']);
    expect(shoes.childNodes).toHaveLength(0);
  });

  it('renders into a container the page adds later, and one that replaces it', async () => {
    await start();
    const late = container('bags');

    await expect.poll(() => cardTitles(late)).toEqual(['Рюкзак']);
    late.remove();
    const replacement = container('bags');
    await expect.poll(() => cardTitles(replacement)).toEqual(['Рюкзак']);
  });

  it("leaves a container alone that already has someone else's shadow root", async () => {
    const taken = container('shoes');
    const theirs = taken.attachShadow({ mode: 'open' });

    await start();

    expect(theirs.childNodes).toHaveLength(0);
  });

  it('adds no style to the page: its CSS lives in the shadow root, cut off with all: initial', async () => {
    const shoes = container('shoes');

    await start();

    expect(document.querySelectorAll('style, link')).toHaveLength(0);
    expect(shoes.shadowRoot?.querySelector('style')?.textContent).toContain(':host{all:initial');
  });

  it("holds the showcase and its dialogs in one frame that cuts off what the page's rules give the container", async () => {
    const shoes = container('shoes');
    await start();

    shoes.shadowRoot?.querySelector<HTMLButtonElement>('.buy')?.click();

    const tops = [...(shoes.shadowRoot?.children ?? [])].filter((each) => each.tagName !== 'STYLE');
    expect(tops.map((each) => each.className)).toEqual(['vitrina']);
    expect([...tops[0]!.children].map((each) => each.className)).toEqual(['showcase', 'overlay']);
    expect(shoes.shadowRoot?.querySelector('style')?.textContent).toContain(
      '.vitrina{all:initial;',
    );
  });

  it("orders the combination chosen in the product's view", async () => {
    const mugs = container('mugs');
    await start();
    const root = mugs.shadowRoot!;
    const choice = (value: string) =>
      [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
        (radio) => radio.labels?.[0]?.textContent === value,
      )!;
    const chosen = () =>
      [...root.querySelectorAll<HTMLInputElement>('input[type=radio]:checked')].map(
        (radio) => radio.labels?.[0]?.textContent,
      );

    root.querySelector<HTMLButtonElement>('.card h3 button')!.click();
    await expect.poll(() => root.querySelector('[role=dialog] fieldset')).not.toBeNull();
    choice('Синий').click();
    root.querySelector<HTMLButtonElement>('[role=dialog] .buy')!.click();
    await expect.poll(() => root.querySelector('form fieldset')).not.toBeNull();
    expect(chosen()).toEqual(['Синий', '250 мл']);
    root.querySelector<HTMLInputElement>('#name')!.value = 'Анна';
    root.querySelector<HTMLInputElement>('#phone')!.value = '+7 900 123-45-67';
    root.querySelector<HTMLInputElement>('#consent')!.checked = true;
    root.querySelector<HTMLButtonElement>('.send')!.click();

    await expect.poll(() => api.orders).toHaveLength(1);
    expect(api.orders[0]?.body).toMatchObject({
      product_id: 5,
      variant_id: 103,
      unit_price_seen: 1300,
    });
  });

  it("opens the order dialog inside the card's shadow root", async () => {
    const shoes = container('shoes');
    await start();

    shoes.shadowRoot?.querySelector<HTMLButtonElement>('.buy')?.click();

    expect(shoes.shadowRoot?.querySelector('[role=dialog]')).not.toBeNull();
    expect(document.querySelector('[role=dialog]')).toBeNull();
    expect(shoes.shadowRoot?.querySelector('.send')?.textContent).toBe('Отправить заявку');
    expect(loadPayment).not.toHaveBeenCalled();
  });

  it("opens the order dialog of a widget paid online once the payment's code is in", async () => {
    const plaids = container('plaids');
    await start();

    plaids.shadowRoot?.querySelector<HTMLButtonElement>('.buy')?.click();

    await expect
      .poll(() => plaids.shadowRoot?.querySelector('[role=dialog] .send')?.textContent)
      .toBe(buyerPaymentTexts.pay);
    expect(loadPayment).toHaveBeenCalledTimes(1);
  });
});

describe('funnel events', () => {
  const eventsSent = () => api.beacons.flatMap((beacon) => beacon.batch.events);

  it("reports a card's view opened by its title as the card's click", async () => {
    const shoes = container('shoes');
    await start();
    const root = shoes.shadowRoot!;

    root.querySelector<HTMLButtonElement>('.card h3 button')?.click();

    await expect
      .poll(() => root.querySelector('[role=dialog] .counter')?.textContent)
      .toBe('1 из 2');
    expect(api.productRequests).toEqual(['/api/v1/public/sites/3/products/1']);
    await expect
      .poll(eventsSent)
      .toContainEqual({ type: 'click', tag_div: 'shoes', product_id: 1 });
  });

  it("reports the click of 'Купить' and the form it opens in one beacon, after the view not yet reported, and no beacon for the order sent", async () => {
    const shoes = container('shoes');
    await start();
    const root = shoes.shadowRoot!;

    root.querySelector<HTMLButtonElement>('.buy')?.click();
    await expect.poll(() => api.beacons).toHaveLength(1);
    root.querySelector<HTMLInputElement>('#name')!.value = 'Анна';
    root.querySelector<HTMLInputElement>('#phone')!.value = '+7 900 123-45-67';
    root.querySelector<HTMLInputElement>('#consent')!.checked = true;
    root.querySelector<HTMLButtonElement>('.send')?.click();

    await expect.poll(() => root.querySelector('[role=status]')).not.toBeNull();
    // The next beacon after the order is the next press's: the order sent made none.
    root.querySelector<HTMLButtonElement>('.close')!.click();
    root.querySelector<HTMLButtonElement>('.buy')?.click();

    await expect.poll(() => api.beacons).toHaveLength(2);
    expect(api.orders).toHaveLength(1);
    expect(api.beacons.map((beacon) => beacon.batch)).toEqual([
      {
        site_id: 3,
        visitor: 'visitor-of-the-tab',
        events: [
          { type: 'view', tag_div: 'shoes' },
          { type: 'click', tag_div: 'shoes', product_id: 1 },
          { type: 'form_open', tag_div: 'shoes', product_id: 1 },
        ],
      },
      {
        site_id: 3,
        visitor: 'visitor-of-the-tab',
        events: [
          { type: 'click', tag_div: 'shoes', product_id: 1, repeat: true },
          { type: 'form_open', tag_div: 'shoes', product_id: 1, repeat: true },
        ],
      },
    ]);
  });
});
