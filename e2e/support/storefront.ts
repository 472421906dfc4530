// What the storefront journeys set up through the API before a buyer opens the merchant's page:
// a catalog, a site whose domain is proven by the real ownership check, contacts, a published
// showcase widget. The console's screens for each of these have journeys of their own.
import { verificationComment } from '@vitrina/contracts/embedding';
import type { WidgetStyle } from '@vitrina/contracts/widget-style';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { BotApiServer } from '@vitrina/bot-api-stand-in';
import { apiOf } from './api';
import { solidPng } from './images';
import { linkPathOf, waitForLetter } from './mail-folder';
import { newMerchant, registerThroughApi } from './merchant';
import type { SitePage } from './site-page';

type Api = ReturnType<typeof apiOf>;

export {
  BROWSER_RESOLVES_MERCHANT_DOMAINS,
  merchantDomain,
  SERVER_RESOLVES_MERCHANT_DOMAINS,
} from './merchant-domains';

export interface ProductSeed {
  title: string;
  price?: number;
  discountPercent?: number;
  /** One photo of this colour, uploaded through the photo API. */
  photo?: readonly [number, number, number];
}

/** One photo of `colour` added to the product through the photo API. */
export async function uploadPhoto(
  request: APIRequestContext,
  token: string,
  productId: number,
  colour: readonly [number, number, number],
) {
  const response = await request.post(`/api/v1/catalog/product/${productId}/photos/`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      file_content: { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(120, 90, colour) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A collection holding `products`, in their order; answers its id. */
export async function seedCollection(
  request: APIRequestContext,
  token: string,
  api: Api,
  title: string,
  products: ProductSeed[],
): Promise<number> {
  const { id: collectionId } = await api('POST', 'catalog/collection/', { title });
  for (const { title: productTitle, price, discountPercent, photo } of products) {
    const { id } = await api('POST', `catalog/collection/${collectionId}/product/`, {
      title: productTitle,
      price: price ?? null,
      ...(discountPercent && { discount_value: discountPercent, discount_type: 'PERCENT' }),
    });
    if (photo) await uploadPhoto(request, token, id, photo);
  }
  return collectionId;
}

interface CreatedSite {
  id: number;
  domains: { id: number; code_confirmed: string }[];
}

/**
 * A site on `domain`, confirmed by the server fetching a page of it (through its resolver,
 * onto `sitePage`) that carries the verification comment in its head.
 */
export async function confirmedSite(api: Api, sitePage: SitePage, domain: string) {
  const site = await api<CreatedSite>('POST', 'platform/site/', {
    title: 'Чайная лавка',
    description: null,
    domains: [{ link_domain: domain }],
  });
  const [{ id: domainId, code_confirmed: code }] = site.domains as [CreatedSite['domains'][0]];
  const proofPath = `/proof-${domainId}`;
  sitePage.setPage(
    proofPath,
    `<!doctype html><html><head>${verificationComment(code)}</head><body>О нас</body></html>`,
  );
  const verified = await api<{ is_confirmed: boolean }>(
    'POST',
    `platform/domain/${domainId}/verify/`,
    { link: sitePage.urlOf(domain, proofPath) },
  );
  expect(verified.is_confirmed).toBe(true);
  return site.id;
}

export interface PublishedWidget {
  id: number;
  tag_div: string;
}

/**
 * A showcase widget of the site showing `contentIds`, its orders sent to `contactIds`, published
 * with `style`: by default the one-product order of the journeys written before the cart.
 */
export async function publishedWidget(
  api: Api,
  siteId: number,
  title: string,
  contentIds: number[],
  contactIds: number[] = [],
  style: Partial<WidgetStyle> = { order_flow: 'direct' },
): Promise<PublishedWidget> {
  const widget = await api<PublishedWidget & { showcases: string[] }>('POST', 'platform/widget/', {
    title,
    description: null,
    type_widget: 'SHOWCASE',
    site_id: siteId,
  });
  await api('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: contentIds });
  if (contactIds.length > 0) {
    await api('PUT', `platform/widget/${widget.id}/contacts/`, { contacts_id: contactIds });
  }
  await api('PUT', `platform/widget/${widget.id}/style`, style);
  await api('POST', `platform/widget/${widget.id}/publish/`);
  return { id: widget.id, tag_div: widget.tag_div };
}

const NOTIFIER = 'platform/service/notifier';

/** An e-mail contact confirmed through the token of its letter's link; answers its id. */
export async function confirmedEmailContact(api: Api, dataDir: string, address: string) {
  await api('POST', `${NOTIFIER}/email/verify/send/`, { title: 'Заявки на почту', email: address });
  const letter = await waitForLetter(dataDir, address, 'verifyMail=');
  const link = new URL(linkPathOf(letter, 'verifyMail='), 'http://console.test');
  const { id } = await api(
    'POST',
    `${NOTIFIER}/email/verify/${link.searchParams.get('verifyMail')}/`,
  );
  return id;
}

/** A private chat that started the bot and was connected by the API key the bot gave in it. */
export async function connectedTelegramChat(api: Api, telegram: BotApiServer) {
  await telegram.whenPolling();
  const chat = telegram.privateChat({ first_name: 'Анна' });
  chat.start();
  const apiKey = /API key: ([\w-]+)/.exec((await chat.nextMessage()).text ?? '')?.[1];
  expect(apiKey).toBeDefined();
  const { id } = await api('POST', `${NOTIFIER}/telegram/`, {
    title: 'Чат продаж',
    api_key: apiKey,
  });
  // The bot confirms the connection in the chat: what comes after it is the orders.
  await chat.nextMessage();
  return { chat, contactId: id };
}

/** The tea collection: a photo, a discount and a product with no price. */
export const TEA: ProductSeed[] = [
  { title: 'Сенча', price: 450, photo: [70, 140, 60] },
  { title: 'Те Гуань Инь', price: 2000, discountPercent: 10 },
  { title: 'Пуэр на заказ' },
];

/** A new merchant with the tea collection and a site confirmed on `domain`. */
export async function merchantWithSite(
  context: BrowserContext,
  sitePage: SitePage,
  domain: string,
) {
  const merchant = newMerchant();
  const token = await registerThroughApi(context, merchant);
  const api = apiOf(context.request, token);
  const collectionId = await seedCollection(context.request, token, api, 'Чай и травы', TEA);
  const siteId = await confirmedSite(api, sitePage, domain);
  return { merchant, token, api, collectionId, siteId };
}

/** A page of the merchant's site: `head` and `body` as the merchant's HTML carries them. */
export const hostHtml = ({ head = '', body = '' }: { head?: string; body?: string }) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Чайная лавка</title>` +
  `${head}</head><body><h1>Чайная лавка</h1>${body}</body></html>`;

/**
 * A page's CSS that attacks every element it can reach, the container included (short of
 * removing it): what it inherits from there, and what any element the widget uses would get.
 */
export const HOSTILE_CSS = `<style>
body * { all: unset; }
body, body * { font: italic 48px/3 'Comic Sans MS', cursive !important; color: red !important;
  letter-spacing: 6px !important; text-transform: uppercase !important; text-align: right !important;
  white-space: pre !important; visibility: hidden !important; pointer-events: none !important; }
div:not([id^='vitrina-']), article, img, dialog, p, h3, ul, form, label, input, span, button,
[role='dialog'], .card, .overlay { display: none !important; opacity: 0 !important; }
</style>`;
