import { DEFAULT_DISCOUNT_TYPE, type DiscountType } from '@vitrina/contracts/enums';
import { discountedPrice } from '@vitrina/contracts/pricing';
import type { OrderPayload } from '@vitrina/contracts/storefront';
import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import type { Account } from './accounts';
import type { TestApp } from './build-test-app';
import { callApi, createCollection, createProduct } from './catalog';
import { createSite, createWidget } from './platform';
import type { SignedInApp } from './signed-in-app';
import { confirmDomain } from './storefront';

/** The page origin of each site the tests made: its confirmed domain's. */
const originsBySite = new Map<number, string>();

/** The origin of a page on the site's confirmed domain, as a buyer's browser sends it. */
export const originOf = (siteId: number) => originsBySite.get(siteId);

/** A site with a confirmed domain of its own; answers the site's id. */
async function siteWithConfirmedDomain(
  { app, database }: Pick<TestApp, 'app' | 'database'>,
  account: Account,
): Promise<number> {
  const domain = `shop-${randomUUID().slice(0, 8)}.example.ru`;
  const site = await createSite(app, account, [domain]);
  await confirmDomain(database.db, site.domains[0]!.id);
  originsBySite.set(site.id, `https://${domain}`);
  return site.id;
}

/** A merchant's published widget showing one collection with one product on sale. */
export interface PublishedShowcase {
  siteId: number;
  widgetId: number;
  tagDiv: string;
  collectionId: number;
  productId: number;
  /** The product's discounted price when it was made, as its card shows it to a buyer. */
  unitPrice: number | null;
}

/** Fields of the showcase's product; its price is none unless given. */
interface ProductFields {
  price?: number | null;
  discount_value?: number;
  discount_type?: DiscountType;
  [field: string]: unknown;
}

/** Options of a published showcase: its product, the contacts it tells, the site it goes on. */
interface ShowcaseOptions {
  product?: ProductFields;
  contactsId?: number[];
  /** A site of the tests' own already (another widget beside its first); a new one if none. */
  siteId?: number;
}

export async function publishedShowcase(
  testApp: Pick<TestApp, 'app' | 'database'>,
  account: Account,
  { product = {}, contactsId = [], siteId: givenSite }: ShowcaseOptions = {},
): Promise<PublishedShowcase> {
  const { app } = testApp;
  const siteId = givenSite ?? (await siteWithConfirmedDomain(testApp, account));
  const widget = await createWidget(app, account, siteId);
  const collectionId = (await createCollection(app, account)).id;
  const productId = (await createProduct(app, account, collectionId, product)).id;
  await callApi(app, account, 'PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
    ids: [collectionId],
  });
  await callApi(app, account, 'PUT', `platform/widget/${widget.id}/contacts/`, {
    contacts_id: contactsId,
  });
  const published = await callApi(app, account, 'POST', `platform/widget/${widget.id}/publish/`);
  if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  return {
    siteId,
    widgetId: widget.id,
    tagDiv: widget.tag_div,
    collectionId,
    productId,
    unitPrice: discountedPrice(
      product.price ?? null,
      product.discount_value ?? 0,
      product.discount_type ?? DEFAULT_DISCOUNT_TYPE,
    ),
  };
}

/** A valid order for the showcase's product at the price its card showed, with `fields` over it. */
export function orderFor(showcase: PublishedShowcase, fields: object = {}): OrderPayload {
  return {
    site_id: showcase.siteId,
    tag_div: showcase.tagDiv,
    product_id: showcase.productId,
    quantity: 2,
    name: 'Анна Петрова',
    phone: '8 (900) 123-45-67',
    email: 'anna@example.ru',
    comment: 'Позвоните после 18:00',
    consent: true,
    page_url: 'https://shop.example.ru/catalog',
    unit_price_seen: showcase.unitPrice,
    ...fields,
  };
}

/** A buyer's POST of an order, as the widget sends it from a page on the site's domain. */
export function postOrder(
  app: App,
  payload: object,
  {
    key = randomUUID(),
    ip = '203.0.113.10',
    origin = originsBySite.get((payload as { site_id?: number }).site_id ?? 0),
  }: { key?: string | null; ip?: string; origin?: string | null } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/public/orders',
    remoteAddress: ip,
    headers: {
      ...(key !== null && { 'idempotency-key': key }),
      ...(origin != null && { origin }),
    },
    payload,
  });
}

/**
 * Places an order of `showcase` from `ip` and answers its id, found as the merchant finds it:
 * by its number in their list.
 */
export async function placedOrderId(
  session: Pick<SignedInApp, 'app' | 'call'>,
  showcase: PublishedShowcase,
  ip: string,
): Promise<number> {
  const placed = await postOrder(session.app, orderFor(showcase), { ip });
  const number = placed.json().data.number;
  const [listed] = (await session.call('GET', `orders/?search=${number}`)).json().data.orders;
  return listed.id;
}
