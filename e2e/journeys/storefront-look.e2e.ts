// The widget as a buyer sees it on a merchant's page whose CSS attacks everything: each state
// (cards, a product's view, the order form empty, refused and at a changed price, the
// confirmation) scanned by axe and kept as screenshots at 1280 and 375 px, and the order form's
// submit button judged from the screen's pixels at 375×667: readable, in sight, its focus ring
// visible.
import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import { orderMessages } from '@vitrina/contracts/order-messages';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { openPage, viewports } from '../support/browser';
import { focusRingAsSeen, textContrastAsSeen, wholeInView } from '../support/seen';
import { cardOf, rubles, showcaseIn } from '../support/showcase-page';
import {
  hostHtml,
  HOSTILE_CSS,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
  uploadPhoto,
} from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';
import { lookAtWidget } from '../support/widget-look';

const world = storefrontWorld();

/** WCAG AA: normal text, and what a focus indicator needs against its surroundings. */
const TEXT_CONTRAST = 4.5;
const RING_CONTRAST = 3;

type Shop = Awaited<ReturnType<typeof merchantWithSite>>;

/** The ids of the shop's products, by title. */
async function productIds({ api, collectionId }: Shop): Promise<Record<string, number>> {
  const { rows } = await api<{ rows: { id: number; title: string }[] }>(
    'GET',
    `catalog/products/rows/?collection=${collectionId}`,
  );
  return Object.fromEntries(rows.map(({ id, title }) => [title, id]));
}

/** Сенча gets a second photo and its «Текст», so its view has a gallery and a long text. */
async function senchaInFull({ api, token }: Shop, page: Page, senchaId: number) {
  await uploadPhoto(page.context().request, token, senchaId, [200, 190, 120]);
  await api('PUT', `catalog/product/${senchaId}/`, {
    text: 'Собран в мае.\nПропарен и высушен в тот же день.',
  });
}

it('shows every state of the widget readable under a page CSS that attacks everything, its send button in sight with a visible focus ring', async () => {
  const { server, sitePage, browser } = world;
  const { context, page, consoleErrors } = await openPage(
    browser,
    server.url,
    viewports.smallPhone,
  );
  const domain = merchantDomain('look');
  const shop = await merchantWithSite(context, sitePage, domain);
  const ids = await productIds(shop);
  await senchaInFull(shop, page, ids['Сенча']!);
  const widget = await publishedWidget(shop.api, shop.siteId, 'Витрина чая', [shop.collectionId]);
  const head = `${HOSTILE_CSS}${widgetScriptTag(server.url, shop.siteId)}`;
  sitePage.setPage('/hostile', hostHtml({ head, body: widgetContainer(widget.tag_div) }));
  const showcase = showcaseIn(page, widget.tag_div);
  const look = (state: string, fullPage = false) => lookAtWidget(showcase, state, { fullPage });

  await page.goto(sitePage.urlOf(domain, '/hostile'));
  await cardOf(showcase, 'Пуэр на заказ').waitFor();
  await look('cards', true);

  // The product's view, from its card's title: both photos as a gallery.
  await cardOf(showcase, 'Сенча').getByRole('heading').getByRole('button').click();
  const view = page.getByRole('dialog', { name: 'Сенча' });
  await view.getByText('1 из 2').waitFor();
  await view.getByText('Пропарен и высушен в тот же день.', { exact: false }).waitFor();
  await look('product view');
  await view.getByRole('button', { name: 'Закрыть' }).click();

  await cardOf(showcase, 'Те Гуань Инь').getByRole('button', { name: 'Купить' }).click();
  const form = page.getByRole('dialog', { name: 'Заявка' });
  const name = form.getByRole('textbox', { name: 'Имя' });
  await name.waitFor();
  await look('order dialog');

  // At 375×667, as a buyer meets it: the send button readable, in sight, its ring when tabbed to.
  const send = form.getByRole('button', { name: 'Отправить заявку' });
  expect(await textContrastAsSeen(send)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  expect(await wholeInView(send, viewports.smallPhone)).toBe(true);
  const consent = form.getByRole('checkbox', { name: /согласие на обработку/ });
  const ring = await focusRingAsSeen(send, async () => {
    await consent.focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => send.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
  });
  expect(ring.pixels).toBeGreaterThanOrEqual(ring.perimeter);
  expect(ring.contrast).toBeGreaterThanOrEqual(RING_CONTRAST);

  // Sent empty: each field says what it lacks.
  await send.click();
  await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
  await look('order dialog with errors');

  await name.fill('Ольга');
  await form.getByRole('textbox', { name: 'Телефон' }).fill('+79123456789');
  await consent.check();

  // The merchant raises the price meanwhile: nothing is ordered, the form shows the new one.
  await shop.api('PUT', `catalog/product/${ids['Те Гуань Инь']}/`, { price: 2500 });
  await send.click();
  const newPrice = rubles('2 250 ₽');
  await form
    .getByRole('alert')
    .filter({ hasText: orderMessages.priceChanged(newPrice) })
    .waitFor();
  await form.getByText(orderMessages.quantityTotal(1, newPrice, newPrice)).waitFor();
  await look('order dialog with the price changed');

  await send.click();
  const sent = form.getByRole('status').filter({ hasText: orderMessages.sent(1001) });
  await sent.waitFor();
  expect(await sent.textContent()).toContain(orderMessages.sentTotal(newPrice));
  expect(await sent.textContent()).toContain(orderMessages.sentNext('+7 912 345-67-89'));
  await look('confirmation');
  // The browser's own line on the 409 is all: the widget adds none.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 409 (Conflict)',
  ]);
});
