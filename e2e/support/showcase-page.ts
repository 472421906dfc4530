// What a buyer sees of a showcase widget on the merchant's page. The widget renders into an open
// shadow root of its container; Playwright's locators pierce open shadow roots.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { lookAtWidget } from './widget-look';

export const showcaseIn = (page: Page, tagDiv: string) => page.locator(`#${tagDiv}`);

/** The card whose heading is `title`. */
export const cardOf = (showcase: Locator, title: string) =>
  showcase
    .getByRole('article')
    .filter({ has: showcase.page().getByRole('heading', { name: title }) });

/** The titles of the cards, in their order. */
export const cardTitles = (showcase: Locator) =>
  showcase.getByRole('article').getByRole('heading').allTextContents();

/** The price block of a card as [tag, text] pairs: the price, the struck old one, the discount. */
export const priceLines = (card: Locator) =>
  card
    .locator('.price')
    .evaluate((block) => [...block.children].map((each) => [each.tagName, each.textContent]));

/**
 * The status of each of the page's responses as it came off the wire, by URL, filled in as they
 * come: read from Chromium's network events, so it holds those CORS keeps from the page (and
 * from Playwright's response events) too. A response's extra info may arrive before its
 * request's event, so each is kept until the other comes.
 */
export async function wireStatuses(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  const urls = new Map<string, string>();
  const statusesById = new Map<string, number>();
  const statuses = new Map<string, number>();
  const join = (requestId: string) => {
    const url = urls.get(requestId);
    const status = statusesById.get(requestId);
    if (url !== undefined && status !== undefined) statuses.set(url, status);
  };
  session.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, request.url);
    join(requestId);
  });
  session.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    statusesById.set(requestId, statusCode);
    join(requestId);
  });
  return statuses;
}

/** Spaces inside prices are non-breaking, as the widget formats them. */
export const rubles = (text: string) => text.replaceAll(' ', '\u00a0');

export interface Buyer {
  name: string;
  phone: string;
  email?: string;
  comment?: string;
}

/**
 * The buyer presses 'Купить' on the card `title`, fills the order form, gives consent and sends
 * it; answers the order's number as the form announces it. The form, empty, and the
 * confirmation are looked at (lookAtWidget) on the way.
 */
export async function orderFromCard(showcase: Locator, title: string, buyer: Buyer) {
  await cardOf(showcase, title).getByRole('button', { name: 'Купить' }).click();
  const form = showcase.page().getByRole('dialog', { name: 'Заявка' });
  await form.getByRole('textbox', { name: 'Имя' }).waitFor();
  await lookAtWidget(showcase, 'order dialog');
  const number = await sendOrderForm(form, buyer);
  await lookAtWidget(showcase, 'confirmation');
  return number;
}

/** The buyer fills the open order form (`form`, the dialog «Заявка») and gives consent. */
export async function fillOrderForm(form: Locator, buyer: Buyer) {
  await form.getByRole('textbox', { name: 'Имя' }).fill(buyer.name);
  await form.getByRole('textbox', { name: 'Телефон' }).fill(buyer.phone);
  if (buyer.email) await form.getByRole('textbox', { name: 'Электронная почта' }).fill(buyer.email);
  if (buyer.comment) await form.getByRole('textbox', { name: 'Комментарий' }).fill(buyer.comment);
  await form.getByRole('checkbox', { name: /согласие на обработку/ }).check();
}

/**
 * The buyer fills the open order form (`form`, the dialog «Заявка»), gives consent and sends it;
 * answers the order's number as the form announces it.
 */
export async function sendOrderForm(form: Locator, buyer: Buyer) {
  await fillOrderForm(form, buyer);
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  const sent = form.getByRole('status').filter({ hasText: /Заявка #\d+ отправлена/ });
  await sent.waitFor();
  return Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
}
