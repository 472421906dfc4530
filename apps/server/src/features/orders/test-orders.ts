import type { OrderPayload } from '@vitrina/contracts/storefront';
import { randomUUID } from 'node:crypto';
import type { App } from '../../app';
import type { Account } from '../../testing/accounts';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { createSite, createWidget } from '../../testing/platform';

/** A merchant's published widget showing one collection with one product on sale. */
export interface PublishedShowcase {
  siteId: number;
  widgetId: number;
  tagDiv: string;
  collectionId: number;
  productId: number;
}

export async function publishedShowcase(
  app: App,
  account: Account,
  { product = {}, contactsId = [] }: { product?: object; contactsId?: number[] } = {},
): Promise<PublishedShowcase> {
  const siteId = (await createSite(app, account)).id;
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
  return { siteId, widgetId: widget.id, tagDiv: widget.tag_div, collectionId, productId };
}

/** A valid order for the showcase's product, with `fields` over it. */
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
    ...fields,
  };
}

/** A buyer's POST of an order, as the widget sends it. */
export function postOrder(
  app: App,
  payload: object,
  { key = randomUUID(), ip = '203.0.113.10' }: { key?: string | null; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/public/orders',
    remoteAddress: ip,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload,
  });
}
