import { DEFAULT_TIME_ZONE, isoOffset, zoneOffsetMs } from '@vitrina/contracts/time-zone';
import type { FeedNodes } from './feeds.repository';
import type { Offer } from './feed-offers';
import { element, textElement } from './xml';

/** The feed's only currency: prices are rubles, and YML names the ruble RUR. */
const CURRENCY = 'RUR';

/** The `<shop>` header: whose catalog it is and where it is sold. */
export interface FeedShop {
  name: string;
  company: string;
  url: string;
}

/** `2026-03-02T15:04+03:00`: Moscow time to the minute, as Yandex Market reads a feed's date. */
export function ymlDate(at: Date): string {
  const offset = zoneOffsetMs(at, DEFAULT_TIME_ZONE);
  return `${new Date(at.getTime() + offset).toISOString().slice(0, 16)}${isoOffset(offset)}`;
}

/** Collections head the tree; a category without a parent hangs under its collection. */
function categoriesXml({ collections, categories }: FeedNodes): string {
  const roots = collections.map(({ id, title }) => textElement('category', title, { id }));
  const nodes = categories.map(({ id, parentId, collectionId, title }) =>
    textElement('category', title, { id, parentId: parentId ?? collectionId }),
  );
  return element('categories', {}, [...roots, ...nodes].join(''));
}

/** Kopecks as Market reads them: `1990`, `1791.1`. */
const amount = (rubles: number) => String(Number(rubles.toFixed(2)));

function offerXml(offer: Offer): string {
  const optional = (name: string, value: string | number | null) =>
    value === null ? '' : textElement(name, value);
  const parts = [
    textElement('url', offer.url),
    textElement('price', amount(offer.price)),
    optional('oldprice', offer.oldPrice === null ? null : amount(offer.oldPrice)),
    textElement('currencyId', CURRENCY),
    optional('categoryId', offer.categoryId),
    ...offer.pictures.map((picture) => textElement('picture', picture)),
    textElement('name', offer.name),
    optional('vendorCode', offer.vendorCode),
    optional('description', offer.description),
    optional('count', offer.count),
    ...offer.params.map(({ name, value }) => textElement('param', value, { name })),
  ];
  const attributes = { id: offer.id, group_id: offer.groupId, available: offer.available };
  return element('offer', attributes, parts.join(''));
}

/**
 * The `<shop>` element: what the feed says, without its date, so that its ETag stays while the
 * catalog does.
 */
export function shopXml(shop: FeedShop, nodes: FeedNodes, offers: Offer[]): string {
  return element(
    'shop',
    {},
    [
      textElement('name', shop.name),
      textElement('company', shop.company),
      textElement('url', shop.url),
      element('currencies', {}, element('currency', { id: CURRENCY, rate: 1 })),
      categoriesXml(nodes),
      element('offers', {}, offers.map(offerXml).join('')),
    ].join(''),
  );
}

/** The whole feed: the XML declaration, and `<yml_catalog>` dated `at`. No DTD: Market needs none. */
export const feedXml = (shop: string, at: Date) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${element('yml_catalog', { date: ymlDate(at) }, shop)}\n`;
