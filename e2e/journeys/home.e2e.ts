import { widgetContainer, widgetScriptTag } from '@vitrina/contracts/embedding';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiOf } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { dialog } from '../support/console';
import { newMerchant, openSignedIn, registerThroughApi } from '../support/merchant';
import { orderFromCard, showcaseIn } from '../support/showcase-page';
import {
  confirmedEmailContact,
  confirmedSite,
  hostHtml,
  merchantDomain,
  seedCollection,
  TEA,
} from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';

const world = storefrontWorld();

const checklist = (page: Page) =>
  page.getByRole('region', { name: /^(Первые шаги|Всё готово к продажам)$/ });

/** Opens the dashboard and waits for its checklist to count `done` steps of 7. */
async function homeShowsDone(page: Page, done: number) {
  await page.goto('/');
  await checklist(page).getByText(`${done} из 7`).waitFor();
}

/** The step's tick on the dashboard's checklist. */
const stepDone = (page: Page, label: string) =>
  checklist(page).getByRole('listitem', { name: label }).getByRole('img', { name: 'Готово' });

it("a new merchant's dashboard ticks each step, and the first order shows under the bell", async () => {
  const { sitePage, server, browser } = world;
  const { context, page, consoleErrors } = await openPage(browser, server.url);
  const merchant = newMerchant();
  const token = await registerThroughApi(context, merchant);
  const api = apiOf(context.request, token);
  await openSignedIn(page, token, '/');
  await checklist(page).getByText('0 из 7').waitFor();
  await page.getByRole('button', { name: 'Уведомления' }).waitFor();
  await expectAccessible(page);

  // The first step through the console: its link leads to /sites.
  await checklist(page)
    .getByRole('link', { name: /Добавьте площадку/ })
    .click();
  await page.getByRole('button', { name: 'Добавить первую площадку' }).click();
  const form = dialog(page, 'Добавить площадку');
  await form.getByRole('textbox', { name: 'Название' }).fill('Черновик');
  await form.getByRole('textbox', { name: 'Ссылка на площадку' }).fill('https://draft.example.ru/');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await form.waitFor({ state: 'hidden' });
  await homeShowsDone(page, 1);
  await stepDone(page, 'Добавьте площадку').waitFor();

  // The longer steps through the API, as the storefront journeys set them up.
  const domain = merchantDomain('home');
  const siteId = await confirmedSite(api, sitePage, domain);
  await homeShowsDone(page, 2);
  const collectionId = await seedCollection(context.request, token, api, 'Чай и травы', TEA);
  await homeShowsDone(page, 3);
  const widget = await api<{ id: number; tag_div: string; showcases: string[] }>(
    'POST',
    'platform/widget/',
    { title: 'Витрина чая', description: null, type_widget: 'SHOWCASE', site_id: siteId },
  );
  await api('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: [collectionId] });
  // The one-product order this journey is about; the cart has a journey of its own.
  await api('PUT', `platform/widget/${widget.id}/style`, { order_flow: 'direct' });
  await homeShowsDone(page, 4);
  await confirmedEmailContact(api, server.dataDir, `orders-${merchant.email}`);
  await homeShowsDone(page, 5);

  // Publishing through the console: the step's link opens the widget's content tab.
  await checklist(page)
    .getByRole('link', { name: /Опубликуйте виджет/ })
    .click();
  await page.waitForURL((url) => url.pathname === `/sites/${siteId}/${widget.id}`);
  await page
    .getByRole('group', { name: 'Публикация' })
    .getByRole('button', { name: 'Опубликовать' })
    .click();
  await page.getByRole('button', { name: 'Снять с публикации' }).waitFor();
  await expectAccessible(page);
  await homeShowsDone(page, 6);

  const body = widgetContainer(widget.tag_div);
  sitePage.setPage('/chai', hostHtml({ head: widgetScriptTag(server.url, siteId), body }));
  await page.goto(sitePage.urlOf(domain, '/chai'));
  const buyer = { name: 'Ольга', phone: '+7 900 123-45-67' };
  const number = await orderFromCard(showcaseIn(page, widget.tag_div), 'Сенча', buyer);

  await page.goto(server.url);
  await checklist(page).getByText('Всё готово к продажам').waitFor();
  expect(await checklist(page).getByRole('listitem').count()).toBe(0);
  await expectAccessible(page);
  const bell = page.getByRole('button', { name: 'Уведомления: новых заказов 1' });
  // The count is in the bell's name at once; its badge is drawn when the browser idles.
  await bell.getByText('1', { exact: true }).waitFor();
  expect(await bell.textContent()).toBe('1');
  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Новых заказов: 1' });
  const order = popover.getByRole('link', { name: new RegExp(`^#${number} · Сенча`) });
  expect(await order.textContent()).toContain('Новая');
  await expectAccessible(page);
  await order.click();
  await page.waitForURL((url) => url.pathname === '/orders' && url.search.startsWith('?order='));
  await dialog(page, `Заказ #${number}`).waitFor();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
