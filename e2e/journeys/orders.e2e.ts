import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage, viewports } from '../support/browser';
import { dialog, toast } from '../support/console';
import { watchRequests } from '../support/settled';
import { scanAndShoot } from '../support/shots';
import { openSignedIn } from '../support/merchant';
import { orderFromCard, showcaseIn } from '../support/showcase-page';
import {
  connectedTelegramChat,
  hostHtml,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
} from '../support/storefront';
import { telegramWorld } from '../support/telegram-world';

const world = telegramWorld();

const orderDrawer = (page: Page, number: number) => dialog(page, `Заказ #${number}`);
const drawerPart = (page: Page, number: number, name: string) =>
  orderDrawer(page, number).getByRole('region', { name, exact: true });

/** Nothing of the page is wider than the window: no sideways scroll. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

it('an order placed through the widget appears in an open /orders at once; the console and the Telegram card move its status, the open console follows', async () => {
  const { server, sitePage, browser, telegram } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('orders');
  const { token, api, collectionId, siteId } = await merchantWithSite(context, sitePage, domain);
  const { chat, contactId } = await connectedTelegramChat(api, telegram);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId], [contactId]);
  const body = widgetContainer(widget.tag_div);
  sitePage.setPage('/chai', hostHtml({ head: widgetScriptTag(server.url, siteId), body }));

  // The merchant has /orders open before the order comes: it comes in without a reload.
  await openSignedIn(page, token, '/orders');
  await page.getByRole('heading', { name: 'Заказы', level: 1 }).waitFor();
  await expect.poll(() => page.title()).toBe('Заказы — Vitrina');
  const buyerPage = await context.newPage();
  watchRequests(buyerPage);
  await buyerPage.goto(sitePage.urlOf(domain, '/chai'));
  const buyer = { name: 'Ольга', phone: '+7 900 123-45-67' };
  const number = await orderFromCard(showcaseIn(buyerPage, widget.tag_div), 'Сенча', buyer);
  const card = await chat.nextMessage();
  expect(card.text).toContain(`Новая заявка #${number}`);

  const row = page.getByRole('row').filter({ hasText: `#${number}` });
  await expect.poll(() => row.textContent(), { timeout: 2_000 }).toContain('Сенча');
  await expect.poll(() => page.title(), { timeout: 2_000 }).toBe('(1) Заказы — Vitrina');
  await scanAndShoot(page, 'orders-live');
  expect(await row.textContent()).toContain('Ольга');
  expect(await row.textContent()).toContain('Новая');
  await expectAccessible(page);

  // The console moves it: the chip changes, and the bot edits its card in the chat.
  await row.getByRole('link', { name: `#${number}` }).click();
  await drawerPart(page, number, 'Статус').getByRole('button', { name: 'В работу' }).click();
  await toast(page, 'Статус изменён').waitFor();
  await drawerPart(page, number, 'Статус').getByText('В работе').waitFor();
  expect((await chat.nextEdit()).text).toContain('Статус: В работе');
  await expect.poll(() => page.title()).toBe('Заказы — Vitrina');
  await expectAccessible(page);

  // Telegram moves it: the open drawer follows without a reload (the wait includes the bot's
  // own poll of the press).
  await chat.press(card, 'Выполнена');
  const history = drawerPart(page, number, 'История статусов');
  await expect
    .poll(() => history.textContent(), { timeout: 5_000 })
    .toContain('В работе → Выполнена · в Telegram, Анна');
  await drawerPart(page, number, 'Статус').getByText('Выполнена', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await expect.poll(() => row.textContent()).toContain('Выполнена');

  // On a phone: a card an order, the drawer over the whole width, nothing scrolls sideways.
  await page.setViewportSize(viewports.mobile);
  const orderCard = page.getByRole('listitem', { name: `Заказ #${number}` });
  await orderCard.waitFor();
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);
  await orderCard.getByRole('link').click();
  const drawerBox = await orderDrawer(page, number).boundingBox();
  expect(drawerBox?.width).toBeCloseTo(viewports.mobile.width, 0);
  expect(await fitsWidth(page)).toBe(true);
  await expectAccessible(page);

  // The profile offers this browser a chime and a notification for each new order.
  await page.goto('/profile');
  await page.getByRole('switch', { name: 'Звук при новом заказе' }).waitFor();
  await scanAndShoot(page, 'profile-order-alerts');
  expect(consoleErrors).toEqual([]);
});
