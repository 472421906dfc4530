import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBotApiServer, type BotApiServer } from '../../apps/server/src/testing/bot-api-server';
import { startAppServer, type AppServer } from '../support/app-server';
import { launchBrowser, openPage } from '../support/browser';
import { dialog, toast } from '../support/console';
import { openSignedIn } from '../support/merchant';
import { orderFromCard, showcaseIn } from '../support/showcase-page';
import { startSitePage, type SitePage } from '../support/site-page';
import {
  BROWSER_RESOLVES_MERCHANT_DOMAINS,
  connectedTelegramChat,
  hostHtml,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
  SERVER_RESOLVES_MERCHANT_DOMAINS,
} from '../support/storefront';

let telegram: BotApiServer;
let server: AppServer;
let sitePage: SitePage;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  telegram = await startBotApiServer();
  [server, sitePage, browser] = await Promise.all([
    startAppServer({
      ...SERVER_RESOLVES_MERCHANT_DOMAINS,
      TELEGRAM_BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
    }),
    startSitePage(),
    launchBrowser([BROWSER_RESOLVES_MERCHANT_DOMAINS]),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await sitePage?.close();
  await server?.stop();
  await telegram?.close();
});

/** The status chip of the order's drawer. */
const drawerStatus = (page: Page, number: number) =>
  dialog(page, `Заказ #${number}`).getByRole('region', { name: 'Статус', exact: true });

it('an order placed through the widget appears in /orders; the console and the Telegram card move its status', async () => {
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('orders');
  const { token, api, collectionId, siteId } = await merchantWithSite(context, sitePage, domain);
  const { chat, contactId } = await connectedTelegramChat(api, telegram);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId], [contactId]);
  const body = widgetContainer(widget.tag_div);
  sitePage.setPage('/chai', hostHtml({ head: widgetScriptTag(server.url, siteId), body }));

  await page.goto(sitePage.urlOf(domain, '/chai'));
  const buyer = { name: 'Ольга', phone: '+7 900 123-45-67' };
  const number = await orderFromCard(showcaseIn(page, widget.tag_div), 'Сенча', buyer);
  const card = await chat.nextMessage();
  expect(card.text).toContain(`Новая заявка #${number}`);

  await openSignedIn(page, token, '/orders');
  const row = page.getByRole('row').filter({ hasText: `#${number}` });
  await expect.poll(() => row.textContent()).toContain('Сенча');
  expect(await row.textContent()).toContain('Ольга');
  expect(await row.textContent()).toContain('Новая');

  await row.getByRole('link', { name: `#${number}` }).click();
  await drawerStatus(page, number).getByRole('button', { name: 'В работу' }).click();
  await toast(page, 'Статус изменён').waitFor();
  await drawerStatus(page, number).getByText('В работе').waitFor();

  await chat.press(card, 'Выполнена');
  await page.reload();
  await drawerStatus(page, number).getByText('Выполнена').waitFor();
  const history = dialog(page, `Заказ #${number}`).getByRole('region', {
    name: 'История статусов',
  });
  expect(await history.textContent()).toContain('В работе → Выполнена · в Telegram, Анна');
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await expect.poll(() => row.textContent()).toContain('Выполнена');
  expect(consoleErrors).toEqual([]);
});
