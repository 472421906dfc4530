import { describe, expect, it } from 'vitest';
import type { CardRow } from './feed-offers';
import { offerPlaces, shopOf } from './feed-places';
import type { FeedNodes, FeedWidget, OfferDetails } from './feeds.repository';

const widgetOf = (fields: Partial<FeedWidget> = {}): FeedWidget => ({
  id: 1,
  shopId: 1,
  siteTitle: 'Чайная лавка',
  shopTitle: 'ИП Петров',
  domains: ['tea.example.ru', 'чай.рф'],
  page: null,
  content: [],
  ...fields,
});

describe('shopOf', () => {
  it('names the site and the shop, at https on the first confirmed domain', () => {
    expect(shopOf(widgetOf())).toEqual({
      name: 'Чайная лавка',
      company: 'ИП Петров',
      url: 'https://tea.example.ru/',
    });
  });

  it("takes the origin of the widget's page when one is known", () => {
    const widget = widgetOf({ page: 'http://www.tea.example.ru:8080/green?from=mail' });
    expect(shopOf(widget)?.url).toBe('http://www.tea.example.ru:8080/');
  });

  it('gives no shop for a site without a confirmed domain', () => {
    expect(shopOf(widgetOf({ domains: [] }))).toBeNull();
  });
});

describe('offerPlaces', () => {
  const nodes: FeedNodes = {
    collections: [{ id: 10, title: 'Чай', chosen: true }],
    categories: [
      { id: 11, parentId: null, title: 'Зелёный', collectionId: 10, chosen: false },
      { id: 12, parentId: 11, title: 'Китайский', collectionId: 10, chosen: false },
    ],
  };
  const card = (fields: Partial<CardRow>) =>
    ({ category_ids: [], collection_id: 10, ...fields }) as CardRow;
  const details = (categoryIds: number[]) => ({ categoryIds }) as OfferDetails;
  const placesOf = (page: string | null) => {
    const widget = widgetOf({ page });
    return offerPlaces(widget, nodes, shopOf(widget)!);
  };

  it.each([
    [
      'the page of a confirmed domain, its path alone',
      'https://tea.example.ru/green?utm=1#top',
      'https://tea.example.ru/green',
    ],
    [
      'the site, for a page of another domain',
      'https://evil.example.com/green',
      'https://tea.example.ru/',
    ],
    ['the site, for a page that is no address', 'не адрес', 'https://tea.example.ru/'],
    ['the site, for no page known', null, 'https://tea.example.ru/'],
  ])('leads to %s', (_, page, url) => {
    expect(placesOf(page)(card({}), details([])).url).toBe(url);
  });

  it('files an offer under a chosen category, a listed one of its own, or its collection', () => {
    const placeOf = placesOf(null);
    expect(placeOf(card({ category_ids: [12] }), details([11, 12])).categoryId).toBe(12);
    expect(placeOf(card({}), details([99, 11])).categoryId).toBe(11);
    expect(placeOf(card({}), details([99])).categoryId).toBe(10);
    expect(placeOf(card({ collection_id: 77 }), details([])).categoryId).toBeNull();
  });
});
