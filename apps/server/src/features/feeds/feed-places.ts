import type { FeedShop } from './feed-document';
import type { CardRow, OfferPlace } from './feed-offers';
import type { FeedNodes, FeedWidget, OfferDetails } from './feeds.repository';

/**
 * The page of the widget's latest order, while its domain is still a confirmed one of the site:
 * its origin and path only (a query may carry a visitor's marks). Null when none is known.
 */
function knownPage({ page, domains }: FeedWidget): URL | null {
  if (!page || !URL.canParse(page)) return null;
  const url = new URL(page);
  const host = url.hostname.replace(/^www\./, '');
  if (!['http:', 'https:'].includes(url.protocol) || !domains.includes(host)) return null;
  return new URL(url.pathname, url.origin);
}

/**
 * Whose catalog the feed is and where it is sold: the site's title, the shop's, and the origin of
 * the widget's page (https on the first confirmed domain when no page is known). Null for a site
 * with no confirmed domain: its showcases are shown nowhere, and a feed would lead nowhere.
 */
export function shopOf(widget: FeedWidget): FeedShop | null {
  const [domain] = widget.domains;
  if (domain === undefined) return null;
  const origin = knownPage(widget)?.origin ?? `https://${domain}`;
  return { name: widget.siteTitle, company: widget.shopTitle, url: new URL(origin).href };
}

/**
 * Where each offer leads (the widget's page if known, else the shop's address) and its feed
 * category: a category the widget chose it under, else another listed category of it, else its
 * collection.
 */
export function offerPlaces(widget: FeedWidget, nodes: FeedNodes, shop: FeedShop) {
  const url = knownPage(widget)?.href ?? shop.url;
  const categories = new Set(nodes.categories.map((category) => category.id));
  const collections = new Set(nodes.collections.map((collection) => collection.id));
  return (card: CardRow, details: OfferDetails): OfferPlace => ({
    url,
    categoryId:
      card.category_ids.find((id) => categories.has(id)) ??
      details.categoryIds.find((id) => categories.has(id)) ??
      (collections.has(card.collection_id) ? card.collection_id : null),
  });
}
