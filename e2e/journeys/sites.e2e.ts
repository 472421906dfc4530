import type { APIRequestContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiOf } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import {
  chooseAction,
  confirmDelete,
  copySnippet,
  dialog,
  SNIPPET_STEPS,
  toast,
} from '../support/console';
import { newMerchant, openSignedIn, registerThroughApi } from '../support/merchant';
import { merchantDomain } from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';

// The server resolves merchants' domains to loopback and may fetch there: the merchant's site
// is a page on this machine.
const DOMAIN = merchantDomain('chai');

const world = storefrontWorld();

/** The catalog the showcase will show: built through the API, as the catalog journey covers its screens. */
async function seedCatalog(request: APIRequestContext, token: string) {
  const api = apiOf(request, token);
  const { id: collectionId } = await api('POST', 'catalog/collection/', { title: 'Чай и кофе' });
  const { id: greenTea } = await api('POST', 'catalog/category/', {
    title: 'Зелёный чай',
    collection_id: collectionId,
  });
  await api('POST', 'catalog/category/', { title: 'Кофе', collection_id: collectionId });
  const product = `catalog/collection/${collectionId}/product/`;
  const { id: sencha } = await api('POST', product, { title: 'Сенча', price: 450 });
  await api('POST', product, { title: 'Арабика', price: 900 });
  await api('PUT', `catalog/product/${sencha}/`, { categories_id: [greenTea] });
}

async function addSite(page: Page) {
  await page.getByRole('button', { name: 'Добавить площадку' }).click();
  const form = dialog(page, 'Добавить площадку');
  await form.getByRole('textbox', { name: 'Название' }).fill('Чайная лавка');
  await form.getByRole('textbox', { name: 'Ссылка на площадку' }).fill(`https://www.${DOMAIN}/`);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await form.waitFor({ state: 'hidden' });
}

/** Walks the four steps of the ownership dialog, placing the code on the merchant's page. */
async function confirmOwnership(page: Page) {
  await page.getByRole('button', { name: 'Подтвердите площадку' }).click();
  const steps = dialog(page, 'Подтверждение площадки');
  const code = (await steps.getByLabel('Код').textContent())!;
  await expectAccessible(page);
  expect(code).toMatch(/^<!-- vitrina-verification: [\w-]+ -->$/);
  world.sitePage.setHtml(
    `<!doctype html><html><head>${code}</head><body>Чайная лавка</body></html>`,
  );
  await steps.getByRole('button', { name: 'Далее' }).click();
  await steps.getByRole('button', { name: 'Далее' }).click();
  const link = `http://${DOMAIN}:${world.sitePage.port}/o-nas`;
  await steps.getByRole('textbox', { name: 'Ссылка на страницу' }).fill(link);
  await steps.getByRole('button', { name: 'Далее' }).click();
  await steps.getByRole('button', { name: 'Подтвердить' }).click();
  await toast(page, 'Действие выполнено успешно').waitFor();
  await page.getByRole('button', { name: 'Подтверждена' }).waitFor();
}

async function addWidget(page: Page) {
  await page.getByRole('button', { name: 'Добавить виджет' }).click();
  const form = dialog(page, 'Добавить виджет');
  await form.getByRole('textbox', { name: 'Название' }).fill('Витрина чая');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await form.waitFor({ state: 'hidden' });
}

async function chooseCategory(page: Page) {
  await page.getByRole('button', { name: 'Добавить каталог' }).click();
  const choose = dialog(page, 'Выберите коллекцию');
  await choose.getByRole('button', { name: /Чай и кофе/ }).click();
  await choose.getByRole('checkbox', { name: 'Зелёный чай' }).check();
  await expectAccessible(page);
  await choose.getByRole('button', { name: 'Сохранить' }).click();
  await choose.waitFor({ state: 'hidden' });
}

it('adds a site, proves its domain, builds a showcase widget, copies its snippets and deletes both', async () => {
  const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: world.server.url,
  });
  const token = await registerThroughApi(context, newMerchant());
  await seedCatalog(context.request, token);

  await openSignedIn(page, token, '/sites');
  await addSite(page);
  const card = page.getByRole('listitem', { name: 'Чайная лавка' });
  await card.getByText(DOMAIN, { exact: true }).waitFor();
  await card.getByText('Не подтверждена').waitFor();
  await expectAccessible(page);

  await card.getByRole('link').click();
  await page.getByRole('heading', { name: 'Чайная лавка' }).waitFor();
  await expectAccessible(page);
  await confirmOwnership(page);

  await addWidget(page);
  const widgetCard = page.getByRole('listitem', { name: 'Витрина чая' });
  await widgetCard.getByText('Витрина', { exact: true }).waitFor();
  await widgetCard.getByRole('link').click();
  await page.getByRole('heading', { name: 'Витрина чая' }).waitFor();
  const siteId = new URL(page.url()).pathname.split('/')[2];

  await chooseCategory(page);
  await page.getByText('Чай и кофе | Зелёный чай').waitFor();
  const products = page.getByRole('list', { name: 'Товары виджета' });
  await products.getByText('Сенча').waitFor();
  await expect(products.getByText('Арабика').count()).resolves.toBe(0);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Стиль' }).click();
  await page.getByRole('article', { name: 'Сенча' }).getByText('Купить').waitFor();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Интеграция' }).click();
  const head = await copySnippet(page, SNIPPET_STEPS.script);
  expect(head).toBe(
    `<link rel="preload" href="${world.server.url}/api/v1/public/sites/${siteId}/showcases" as="fetch" crossorigin>\n` +
      `<script src="${world.server.url}/widget.js?site_id=${siteId}" async></script>`,
  );
  const container = await copySnippet(page, SNIPPET_STEPS.container);
  expect(container).toMatch(/^<div id="vitrina-[a-z0-9]{10}"><\/div>$/);
  await expectAccessible(page);

  await page.goBack();
  await page.getByRole('listitem', { name: 'Витрина чая' }).waitFor();
  await expectAccessible(page);
  await chooseAction(page, 'Действия с виджетом «Витрина чая»', 'Удалить');
  await confirmDelete(page);
  await page.getByRole('listitem', { name: 'Витрина чая' }).waitFor({ state: 'detached' });

  await page.goto('/sites');
  await chooseAction(page, 'Действия с площадкой «Чайная лавка»', 'Удалить');
  await confirmDelete(page);
  await page.getByRole('listitem', { name: 'Чайная лавка' }).waitFor({ state: 'detached' });
  expect(consoleErrors).toEqual([]);
});
