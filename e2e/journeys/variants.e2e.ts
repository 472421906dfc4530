import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import { orderMessages } from '@vitrina/contracts/order-messages';
import { variantMessages } from '@vitrina/contracts/variant-messages';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage, viewports } from '../support/browser';
import { dialog, toast } from '../support/console';
import { openSignedIn } from '../support/merchant';
import { cardOf, priceLines, rubles, sendOrderForm, showcaseIn } from '../support/showcase-page';
import { hostHtml, merchantDomain, merchantWithSite, publishedWidget } from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';
import { lookAtWidget } from '../support/widget-look';

const world = storefrontWorld();

type Api = Awaited<ReturnType<typeof merchantWithSite>>['api'];

/** «Кружка» at 500 ₽ tracking stock, with «Цвет» (красный, синий) and «Объём» (250 мл, 350 мл). */
async function mugWithCharacteristics(api: Api, collectionId: number) {
  const mug = await api<{ id: number }>('POST', `catalog/collection/${collectionId}/product/`, {
    title: 'Кружка',
    price: 500,
    track_stock: true,
  });
  const characteristics = [];
  for (const [title, values] of [
    ['Цвет', ['красный', 'синий']],
    ['Объём', ['250 мл', '350 мл']],
  ] as const) {
    characteristics.push(
      (await api<{ id: number }>('POST', 'catalog/characteristic/', { title, values })).id,
    );
  }
  await api('PUT', `catalog/product/${mug.id}/`, { characteristics_id: characteristics });
  return mug.id;
}

/**
 * The merchant builds the 2×2 matrix on the «Варианты» tab: five of each, but the blue 350 ml
 * one at 700 ₽ with one left.
 */
async function buildMatrix(page: Page, token: string, collectionId: number, productId: number) {
  await openSignedIn(page, token, `/catalog/${collectionId}/${productId}`);
  await page.getByRole('heading', { name: 'Кружка', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Варианты' }).click();
  for (const option of ['Цвет', 'Объём']) {
    await page.getByRole('combobox', { name: 'Добавить характеристику' }).click();
    await page.getByRole('option', { name: option }).click();
    await page.getByRole('group', { name: `Значения «${option}»` }).waitFor();
  }
  const row = (label: string) => page.getByRole('listitem', { name: label });
  await row('синий, 350 мл').waitFor();
  for (const label of ['красный, 250 мл', 'красный, 350 мл', 'синий, 250 мл']) {
    await row(label).getByLabel('Остаток').fill('5');
  }
  await row('синий, 350 мл').getByLabel('Артикул').fill('MUG-B-350');
  await row('синий, 350 мл').getByLabel('Цена, ₽').fill('700');
  await row('синий, 350 мл').getByLabel('Остаток').fill('1');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await toast(page, variantMessages.saved).waitFor();
  // On a phone the rows stack their fields; the tab stays whole.
  await page.setViewportSize(viewports.mobile);
  await row('синий, 350 мл').getByLabel('Остаток').waitFor();
  await expectAccessible(page);
  await page.setViewportSize(viewports.desktop);
}

/** The buyer opens the mug's order form and picks a colour and a volume. */
async function chooseInForm(showcase: Locator, colour: string) {
  await cardOf(showcase, 'Кружка').getByRole('button', { name: 'Купить' }).click();
  const form = showcase.page().getByRole('dialog', { name: 'Заявка' });
  await form.getByRole('group', { name: 'Цвет' }).waitFor();
  await form.getByRole('group', { name: 'Цвет' }).getByText(colour, { exact: true }).click();
  return form;
}

const placeOrder = (form: Locator) =>
  sendOrderForm(form, { name: 'Ольга', phone: '+7 900 123-45-67' });

/** The radio of `value` in the form's «Объём» group, whatever its accessible name says. */
const volumeRadio = (form: Locator, value: string) =>
  form.getByRole('group', { name: 'Объём' }).getByRole('radio', { name: new RegExp(`^${value}`) });

async function cancelInConsole(page: Page, token: string, number: number) {
  await openSignedIn(page, token, '/orders');
  const row = page.getByRole('row').filter({ hasText: `#${number}` });
  await expect.poll(() => row.textContent()).toContain('Кружка — синий, 350 мл');
  await row.getByRole('link', { name: `#${number}` }).click();
  const drawer = dialog(page, `Заказ #${number}`);
  await drawer.getByText('MUG-B-350').waitFor();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Отменить' }).click();
  await dialog(page, 'Отменить заказ?').getByRole('button', { name: 'Отменить заказ' }).click();
  await toast(page, 'Статус изменён').waitFor();
}

it('a buyer chooses the last blue 350 ml mug, the next buyer sees it out of stock, and a cancel brings it back', async () => {
  const { server, sitePage, browser } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const domain = merchantDomain('mugs');
  const { token, api, collectionId, siteId } = await merchantWithSite(context, sitePage, domain);
  await buildMatrix(page, token, collectionId, await mugWithCharacteristics(api, collectionId));
  const widget = await publishedWidget(api, siteId, 'Витрина посуды', [collectionId]);
  const body = widgetContainer(widget.tag_div);
  sitePage.setPage('/posuda', hostHtml({ head: widgetScriptTag(server.url, siteId), body }));
  const pageUrl = sitePage.urlOf(domain, '/posuda');

  await page.goto(pageUrl);
  const showcase = showcaseIn(page, widget.tag_div);
  await cardOf(showcase, 'Кружка').waitFor();
  expect(await priceLines(cardOf(showcase, 'Кружка'))).toEqual([['B', `от ${rubles('500 ₽')}`]]);
  await lookAtWidget(showcase, 'a card of variants', { fullPage: true });

  const form = await chooseInForm(showcase, 'синий');
  await volumeRadio(form, '350 мл').check();
  await expect.poll(() => form.textContent()).toContain(rubles('700 ₽'));
  await lookAtWidget(showcase, 'the order form with choices');
  const number = await placeOrder(form);

  // A second buyer, another browser: the blue 350 ml one is shown and cannot be chosen.
  const second = await openPage(browser, server.url);
  await second.page.goto(pageUrl);
  const theirs = showcaseIn(second.page, widget.tag_div);
  const theirForm = await chooseInForm(theirs, 'синий');
  const soldOut = volumeRadio(theirForm, '350 мл');
  await expect.poll(() => soldOut.isDisabled()).toBe(true);
  expect(await soldOut.getAttribute('aria-label')).toBe(
    `350 мл, ${orderMessages.outOfStock.toLowerCase()}`,
  );
  await lookAtWidget(theirs, 'a combination out of stock');

  await cancelInConsole(page, token, number);

  await second.page.reload();
  const again = await chooseInForm(showcaseIn(second.page, widget.tag_div), 'синий');
  await expect.poll(() => volumeRadio(again, '350 мл').isDisabled()).toBe(false);
  expect(consoleErrors).toEqual([]);
  expect(second.consoleErrors).toEqual([]);
});
