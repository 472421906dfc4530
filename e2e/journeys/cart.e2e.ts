// The cart on a merchant's site: two widgets on one page and a third on another page share one
// cart, which follows the buyer between the pages; the whole cart is one order, which the
// merchant reads in the console, in Telegram, in a letter and in the export's two sheets.
import { cartMessages } from '@vitrina/contracts/cart';
import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { dialog } from '../support/console';
import { readLetters } from '../support/mail-folder';
import { openSignedIn } from '../support/merchant';
import { cardOf, rubles, sendOrderForm, showcaseIn } from '../support/showcase-page';
import {
  confirmedEmailContact,
  connectedTelegramChat,
  hostHtml,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
  seedCollection,
} from '../support/storefront';
import { telegramWorld } from '../support/telegram-world';
import { lookAtWidget } from '../support/widget-look';

const world = telegramWorld();

const CART = { order_flow: 'cart' } as const;

/** The floating cart button, named by what the cart holds. */
const cartButton = (page: Page, units: number) =>
  page.getByRole('button', { name: cartMessages.count(units), exact: true });

/** The buyer presses 'Купить' on a card: the product goes into the cart, and the widget says so. */
async function addToCart(showcase: Locator, title: string, unitsAfter: number) {
  const page = showcase.page();
  await cardOf(showcase, title).getByRole('button', { name: 'Купить' }).click();
  await page.getByRole('status').filter({ hasText: cartMessages.added }).first().waitFor();
  await cartButton(page, unitsAfter).waitFor();
}

async function checkout(drawer: Locator) {
  await drawer.getByRole('button', { name: cartMessages.checkout }).click();
  const form = drawer.page().getByRole('dialog', { name: 'Заявка' });
  return sendOrderForm(form, { name: 'Ольга', phone: '+7 900 123-45-67' });
}

/** The letter to `address` about order `number`, once the server has written it. */
async function letterAbout(dataDir: string, address: string, number: number) {
  let letter;
  await expect
    .poll(async () => {
      letter = (await readLetters(dataDir)).find(
        (each) => each.to === address && each.subject.includes(`#${number}`),
      );
      return letter !== undefined;
    })
    .toBe(true);
  return letter!;
}

/** The rows of a sheet as arrays of cell texts, its header first. */
const rowsOf = (sheet: ExcelJS.Worksheet) =>
  sheet
    .getSheetValues()
    .filter(Boolean)
    .map((row) => (row as ExcelJS.CellValue[]).slice(1).map((cell) => String(cell ?? '')));

it('a buyer fills one cart from three widgets on two pages, changes it and orders it all at once', async () => {
  const { server, sitePage, browser, telegram } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('cart');
  const { merchant, token, api, collectionId, siteId } = await merchantWithSite(
    context,
    sitePage,
    domain,
  );
  const { chat, contactId } = await connectedTelegramChat(api, telegram);
  const mailbox = `orders-${merchant.email}`;
  const emailId = await confirmedEmailContact(api, server.dataDir, mailbox);
  const contacts = [contactId, emailId];
  const dishesId = await seedCollection(context.request, token, api, 'Посуда', [
    { title: 'Пиала', price: 350 },
  ]);
  const sweetsId = await seedCollection(context.request, token, api, 'Сладости', [
    { title: 'Пастила', price: 290 },
  ]);
  const tea = await publishedWidget(api, siteId, 'Витрина чая', [collectionId], contacts, CART);
  const dishes = await publishedWidget(api, siteId, 'Витрина посуды', [dishesId], contacts, CART);
  const sweets = await publishedWidget(
    api,
    siteId,
    'Витрина сладостей',
    [sweetsId],
    contacts,
    CART,
  );
  const head = widgetScriptTag(server.url, siteId);
  sitePage.setPage(
    '/',
    hostHtml({ head, body: `${widgetContainer(tea.tag_div)}${widgetContainer(dishes.tag_div)}` }),
  );
  sitePage.setPage('/sladosti', hostHtml({ head, body: widgetContainer(sweets.tag_div) }));

  // Two widgets of one page put into one cart.
  await page.goto(sitePage.urlOf(domain, '/'));
  await addToCart(showcaseIn(page, tea.tag_div), 'Сенча', 1);
  await addToCart(showcaseIn(page, dishes.tag_div), 'Пиала', 2);
  await lookAtWidget(showcaseIn(page, dishes.tag_div), 'added to the cart');

  // Another page of the site: the cart came along, and a third widget adds to it.
  await page.goto(sitePage.urlOf(domain, '/sladosti'));
  const sweetsShowcase = showcaseIn(page, sweets.tag_div);
  await cartButton(page, 2).waitFor();
  await addToCart(sweetsShowcase, 'Пастила', 3);

  await cartButton(page, 3).click();
  const drawer = dialog(page, cartMessages.title);
  await drawer.getByRole('button', { name: cartMessages.increase('Пиала') }).click();
  await cartButton(page, 4).waitFor({ state: 'attached' });
  await drawer.getByRole('button', { name: cartMessages.remove('Сенча') }).click();
  await expect.poll(() => drawer.textContent()).not.toContain('Сенча');
  expect(await drawer.textContent()).toContain(rubles('990 ₽'));
  await lookAtWidget(sweetsShowcase, 'the cart');
  await expectAccessible(page);

  const number = await checkout(drawer);
  await lookAtWidget(sweetsShowcase, 'the cart ordered');

  // Telegram and the letter list the lines.
  const message = (await chat.nextMessage()).text ?? '';
  expect(message).toContain(`Новая заявка #${number}`);
  expect(message).toContain(`Пиала × 2 = ${rubles('700 ₽')}`);
  expect(message).toContain(`Итого: ${cartMessages.units(3)} · ${rubles('990 ₽')}`);
  expect(message).toContain('Пастила × 1');
  expect(message).not.toContain('Сенча');
  const letter = await letterAbout(server.dataDir, mailbox, number);
  expect(letter.text).toContain('Пиала × 2');
  expect(letter.text).toContain('Пастила × 1');

  // The console: one order of two lines.
  await openSignedIn(page, token, '/orders');
  const row = page.getByRole('row').filter({ hasText: `#${number}` });
  await expect.poll(() => row.textContent()).toContain('Пиала');
  expect(await row.textContent()).toContain(`${cartMessages.units(3)} · ${rubles('990 ₽')}`);
  await row.getByRole('link', { name: `#${number}` }).click();
  const orderDrawer = dialog(page, `Заказ #${number}`);
  await orderDrawer.getByText('Пастила').waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Закрыть' }).click();

  // The export: an order a row on «Заявки», a line a row on «Позиции».
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать XLSX' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Заявки', 'Позиции']);
  const [orderRows, lineRows] = book.worksheets.map(rowsOf);
  expect(orderRows!.slice(1)).toHaveLength(1);
  const lines = lineRows!.slice(1);
  expect(lines.map((line) => line.find((cell) => /Пиала|Пастила/.test(cell)))).toEqual([
    'Пиала',
    'Пастила',
  ]);
  expect(consoleErrors).toEqual([]);
});
