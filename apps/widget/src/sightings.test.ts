import type { WidgetEvent } from '@vitrina/contracts/events';
import type { StorefrontShowcase } from '@vitrina/contracts/storefront';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storefrontApi } from './api';
import { watchContainers } from './mount';
import { FakeIntersectionObserver } from './testing/page-fakes';
import { startPublicApi, type PublicApi } from './testing/public-api';
import { aShowcase, cards } from './testing/showcases';

// jsdom lays nothing out: the fake observer reports what a page the tests lay out shows.
globalThis.IntersectionObserver =
  FakeIntersectionObserver as unknown as typeof IntersectionObserver;

/** A phone's screen, 375 × 667: one card a row. */
const SCREEN_HEIGHT = 667;
/** The showcase starts below the page's own header. */
const SHOWCASE_TOP = 600;
/** A card at 375 px with its photo, title, description, price and button, and the gap after it. */
const CARD_HEIGHT = 412;
const CARD_STEP = CARD_HEIGHT + 16;

let api: PublicApi;
let observer: MutationObserver;
let events: WidgetEvent[];

beforeEach(() => {
  FakeIntersectionObserver.viewport.height = SCREEN_HEIGHT;
  events = [];
});

afterEach(async () => {
  observer.disconnect();
  FakeIntersectionObserver.reset();
  await api.close();
  document.body.replaceChildren();
});

/** The showcase mounted in its container on the page, its events recorded as they are queued. */
async function mounted(showcase: StorefrontShowcase) {
  const container = document.body.appendChild(document.createElement('div'));
  container.id = showcase.tag_div;
  api = await startPublicApi([showcase]);
  const client = storefrontApi(api.origin, 3);
  observer = watchContainers(document, [showcase], {
    api: client,
    siteId: 3,
    origin: api.origin,
    track: (event) => events.push(event),
    loadView: () => new Promise(() => undefined),
    cart: () => Promise.reject(new Error('no cart on this page')),
    loadPayment: () => Promise.reject(new Error('no payment on this page')),
  });
  const root = container.shadowRoot!;
  /** Lays the cards on screen out one a row under each other, as a 375 px screen shows them. */
  const layOut = () => {
    const drawn = [...root.querySelectorAll('.card')];
    drawn.forEach((card, index) =>
      FakeIntersectionObserver.layOut(card, {
        top: SHOWCASE_TOP + index * CARD_STEP,
        height: CARD_HEIGHT,
      }),
    );
    FakeIntersectionObserver.layOut(container, {
      top: SHOWCASE_TOP,
      height: drawn.length * CARD_STEP,
    });
  };
  layOut();
  return { root, layOut };
}

/** The events as type, product and repeat, leaving out what is not there. */
const sent = () =>
  events.map(({ type, product_id, repeat }) =>
    [type, product_id, repeat].filter((part) => part !== undefined).join(' '),
  );

/** How many times the widget counts each step of its funnel: the events without `repeat`. */
const stepCounts = () =>
  (['view', 'click', 'form_open'] as const).map(
    (type) => events.filter((event) => event.type === type && !event.repeat).length,
  );

const buttonNamed = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (button) => button.textContent === name,
  )!;

describe('where views and impressions are counted', () => {
  it('counts a 3 000 px showcase at 375 px seen once its first row is half on screen', async () => {
    await mounted(aShowcase({ cards: cards(7) }));
    expect(7 * CARD_STEP).toBeGreaterThanOrEqual(2_990);

    FakeIntersectionObserver.scrollTo(0);
    FakeIntersectionObserver.scrollTo(CARD_HEIGHT / 2 - (SCREEN_HEIGHT - SHOWCASE_TOP) - 10);
    expect(sent()).toEqual([]);
    FakeIntersectionObserver.scrollTo(CARD_HEIGHT / 2 - (SCREEN_HEIGHT - SHOWCASE_TOP) + 10);
    expect(sent()).toEqual(['view', 'impression 1']);

    for (let top = 0; top <= 7 * CARD_STEP + SHOWCASE_TOP; top += 50) {
      FakeIntersectionObserver.scrollTo(top);
    }
    FakeIntersectionObserver.scrollTo(0);
    expect(sent()).toEqual(['view', ...[1, 2, 3, 4, 5, 6, 7].map((id) => `impression ${id}`)]);
  });

  it('counts the view of a page opened mid-way down a tall showcase: it covers the screen', async () => {
    await mounted(aShowcase({ cards: cards(7) }));

    FakeIntersectionObserver.scrollTo(SHOWCASE_TOP + 3 * CARD_STEP + 100);

    expect(sent()).toEqual(['view', 'impression 4', 'impression 5']);
  });

  it("counts each card's impression once, those drawn by 'Показать ещё' and a filter too", async () => {
    FakeIntersectionObserver.viewport.height = 100 * CARD_STEP;
    const showcase = aShowcase({
      tags: [
        { key: 'c1', title: 'Обувь' },
        { key: 'c2', title: 'Сумки' },
      ],
      cards: [
        ...cards(26),
        ...cards(30)
          .slice(26)
          .map((card) => ({ ...card, tags: ['c2'] })),
      ],
    });
    const { root, layOut } = await mounted(showcase);
    const impressions = () =>
      events.filter(({ type }) => type === 'impression').map(({ product_id }) => product_id);

    FakeIntersectionObserver.scrollTo(0);
    expect(impressions()).toEqual(cards(24).map(({ id }) => id));
    for (const press of ['Показать ещё', 'Сумки', 'Все']) {
      buttonNamed(root, press).click();
      layOut();
      FakeIntersectionObserver.scrollTo(0);
    }

    expect(impressions()).toEqual(cards(30).map(({ id }) => id));
  });
});

describe('the funnel of a page view', () => {
  it("sends the first 'Купить' plainly, after the view it needs; later ones with repeat", async () => {
    const { root } = await mounted(aShowcase({ cards: cards(7) }));
    const buy = (index: number) => root.querySelectorAll<HTMLButtonElement>('.buy')[index]!.click();
    const closeDialog = () => root.querySelector<HTMLButtonElement>('.close')!.click();

    buy(0);
    closeDialog();
    buy(1);
    closeDialog();
    FakeIntersectionObserver.scrollTo(SHOWCASE_TOP);

    expect(sent()).toEqual([
      'view',
      'click 1',
      'form_open 1',
      'click 2 true',
      'form_open 2 true',
      'impression 1',
      'impression 2',
    ]);
    expect(stepCounts()).toEqual([1, 1, 1]);
  });

  it('never counts more clicks than views, nor more opened forms than clicks, orders sent or not', async () => {
    const { root } = await mounted(aShowcase({ cards: cards(7) }));
    const order = async (index: number) => {
      root.querySelectorAll<HTMLButtonElement>('.buy')[index]!.click();
      root.querySelector<HTMLInputElement>('#name')!.value = 'Анна';
      root.querySelector<HTMLInputElement>('#phone')!.value = '+7 900 123-45-67';
      root.querySelector<HTMLInputElement>('#consent')!.checked = true;
      root.querySelector<HTMLButtonElement>('.send')!.click();
      await expect.poll(() => root.querySelector('[role=status]')).not.toBeNull();
      root.querySelector<HTMLButtonElement>('.close')!.click();
    };

    await order(6);
    await order(0);
    for (let top = 0; top <= 7 * CARD_STEP + SHOWCASE_TOP; top += 100) {
      FakeIntersectionObserver.scrollTo(top);
    }

    expect(stepCounts()).toEqual([1, 1, 1]);
    expect(sent().slice(0, 6)).toEqual([
      'view',
      'click 7',
      'form_open 7',
      'click 1 true',
      'form_open 1 true',
      'impression 1',
    ]);
  });
});
