import { afterEach, describe, expect, it } from 'vitest';
import { storefrontApi } from './api';
import { watchContainers } from './mount';
import { startPublicApi, type PublicApi } from './testing/public-api';
import { aCard, aShowcase } from './testing/showcases';

const showcases = [
  aShowcase({ widget_id: 1, tag_div: 'shoes', cards: [aCard({ title: 'Кеды' })] }),
  aShowcase({ widget_id: 2, tag_div: 'bags', cards: [aCard({ id: 2, title: 'Рюкзак' })] }),
];

let api: PublicApi;
let observer: MutationObserver | undefined;

afterEach(async () => {
  observer?.disconnect();
  await api.close();
  document.body.replaceChildren();
});

/** Loads the site's showcases from a loopback public API and watches the page for containers. */
async function start() {
  api = await startPublicApi(showcases);
  const client = storefrontApi(api.origin, '3');
  observer = watchContainers(document, await client.showcases(), {
    api: client,
    siteId: 3,
    origin: api.origin,
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

  it("cuts off on each top element of the shadow root what the page's rules give the container", async () => {
    const shoes = container('shoes');
    await start();

    shoes.shadowRoot?.querySelector<HTMLButtonElement>('.buy')?.click();

    const tops = [...(shoes.shadowRoot?.children ?? [])].filter((each) => each.tagName !== 'STYLE');
    expect(tops.map((each) => each.className)).toEqual(['showcase', 'overlay']);
    expect(shoes.shadowRoot?.querySelector('style')?.textContent).toContain(
      '.showcase,.overlay{all:initial;',
    );
  });

  it("opens the order dialog inside the card's shadow root", async () => {
    const shoes = container('shoes');
    await start();

    shoes.shadowRoot?.querySelector<HTMLButtonElement>('.buy')?.click();

    expect(shoes.shadowRoot?.querySelector('[role=dialog]')).not.toBeNull();
    expect(document.querySelector('[role=dialog]')).toBeNull();
  });
});
