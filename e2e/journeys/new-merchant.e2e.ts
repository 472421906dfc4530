import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { consoleWorld } from '../support/console-world';
import { dialog } from '../support/console';
import { newMerchant, openSignedIn, registerThroughApi } from '../support/merchant';

const world = consoleWorld();

/** The empty state's one sentence, which stands where the list would. */
const emptyState = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function fillSite(page: Page, title: string, link: string) {
  const form = dialog(page, 'Добавить площадку');
  await form.getByRole('textbox', { name: 'Название' }).fill(title);
  await form.getByRole('textbox', { name: 'Ссылка на площадку' }).fill(link);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByRole('listitem', { name: title }).waitFor();
}

const siteCards = (page: Page) =>
  page.getByRole('list', { name: 'Площадки' }).getByRole('listitem');

/** The privacy page, as the server's Markdown from docs/legal shows it. */
async function privacyPageShown(page: Page) {
  await page.waitForURL((url) => url.pathname === '/legal/privacy');
  await page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Данные покупателей' }).waitFor();
  await expectAccessible(page);
}

/** Two sites, then the search: ё/е, a domain in capitals, a word no card has, and back to all. */
async function searchSites(page: Page) {
  const search = page.getByRole('searchbox', { name: 'Поиск' });
  await search.fill('еж');
  await expect.poll(() => siteCards(page).allInnerTexts()).toHaveLength(1);
  await page.getByRole('listitem', { name: 'Кофейня «Ёж»' }).waitFor();
  await search.fill('CHAI.example');
  await page.getByRole('listitem', { name: 'Чайная лавка' }).waitFor();
  await expect.poll(() => siteCards(page).count()).toBe(1);
  await search.fill('пекарня');
  await emptyState(page, 'Ничего не найдено').waitFor();
  await expectAccessible(page);
  await search.fill('');
  await expect.poll(() => siteCards(page).count()).toBe(2);
}

/** A site with no widget, then a widget with no catalog, each following its empty state's button. */
async function addFirstWidget(page: Page) {
  await page.getByRole('listitem', { name: 'Чайная лавка' }).getByRole('link').click();
  await emptyState(page, 'Добавьте виджет: он покажет ваши товары на сайте площадки.').waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Создать виджет' }).click();
  const widgetForm = dialog(page, 'Добавить виджет');
  await widgetForm.getByRole('textbox', { name: 'Название' }).fill('Витрина чая');
  await widgetForm.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('listitem', { name: 'Витрина чая' }).getByRole('link').click();
  await emptyState(
    page,
    'Выберите коллекцию или категории, товары которых покажет виджет.',
  ).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Добавить каталог' }).click();
  await dialog(page, 'Выберите коллекцию').waitFor();
  await page.keyboard.press('Escape');
}

async function createFirstCollection(page: Page) {
  await page.goto('/catalog');
  await emptyState(page, 'Создайте первую коллекцию, чтобы добавить в неё товары.').waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Новая коллекция' }).click();
  const create = dialog(page, 'Создать коллекцию');
  await create.getByRole('button', { name: /^Товары / }).click();
  await create.getByRole('textbox', { name: 'Название', exact: true }).fill('Чай и кофе');
  await create.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('heading', { name: 'Чай и кофе' }).waitFor();
  await expectAccessible(page);
}

/** Follows the privacy link of a page's «Документы» links (the sign-in screen's or the profile's). */
async function openPrivacyFrom(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('navigation', { name: 'Документы' }).waitFor();
  await expectAccessible(page);
  await page
    .getByRole('navigation', { name: 'Документы' })
    .getByRole('link', { name: 'Политика конфиденциальности' })
    .click();
  await privacyPageShown(page);
}

it('a new merchant sees each empty state and follows its action, searches the sites and reads the legal pages', async () => {
  const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
  await openPrivacyFrom(page, '/auth');

  const token = await registerThroughApi(context, newMerchant());
  await openSignedIn(page, token, '/sites');
  await emptyState(
    page,
    'Добавьте площадку — свой сайт, на котором покупатели увидят витрину.',
  ).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Добавить первую площадку' }).click();
  await fillSite(page, 'Чайная лавка', 'https://chai.example.ru/');
  await page.getByRole('button', { name: 'Добавить площадку' }).click();
  await fillSite(page, 'Кофейня «Ёж»', 'https://coffee.example.ru/');
  await searchSites(page);
  await addFirstWidget(page);
  await createFirstCollection(page);

  await openPrivacyFrom(page, '/profile');
  await page.goto('/legal/license');
  await page.getByRole('heading', { level: 1, name: 'Лицензионное соглашение' }).waitFor();
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
