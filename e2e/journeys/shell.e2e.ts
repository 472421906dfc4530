import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { newMerchant, registerThroughApi } from '../support/merchant';
import { openPage, storeAccessToken, viewports, type Viewport } from '../support/browser';
import { consoleWorld } from '../support/console-world';

const sections = [
  { label: 'Главная', path: '/' },
  { label: 'Заказы', path: '/orders' },
  { label: 'Площадки', path: '/sites' },
  { label: 'Виджеты', path: '/widgets' },
  { label: 'Каталог', path: '/catalog' },
  { label: 'Аналитика', path: '/analytics' },
  { label: 'Пользователи', path: '/users' },
];

const world = consoleWorld();

async function signedInPage(viewport: Viewport = viewports.desktop) {
  const opened = await openPage(world.browser, world.server.url, viewport);
  // A real merchant: screens now load their data, and a made-up token would end the session.
  await storeAccessToken(opened.context, await registerThroughApi(opened.context, newMerchant()));
  return opened;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const crumbs = (page: Page) =>
  page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('listitem');
const backArrow = (page: Page) => page.getByRole('button', { name: 'Назад' });

/** Texts of the breadcrumbs once the last one reads `last` (screens load lazily). */
async function crumbTexts(page: Page, last: string): Promise<string[]> {
  await crumbs(page).last().getByText(last, { exact: true }).waitFor();
  return crumbs(page).allInnerTexts();
}

describe('console shell', () => {
  it('sends an anonymous visitor of /catalog to /auth, keeping where they were going', async () => {
    const { page } = await openPage(world.browser, world.server.url);
    await page.goto('/catalog');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(pathOf(page)).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/catalog');
    await page.getByLabel('Email').waitFor();
    await expectAccessible(page);
  });

  it('opens every section from the side menu with its breadcrumb and no back arrow', async () => {
    const { page, consoleErrors } = await signedInPage();
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Главное меню' });
    const entries = [...sections, { label: 'Настройки', path: '/settings' }];
    await menu.getByRole('link').last().waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual(entries.map((e) => e.label));
    for (const { label, path } of entries) {
      await menu.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      expect(await crumbTexts(page, label)).toEqual([label]);
      expect(await backArrow(page).count()).toBe(0);
      await expectAccessible(page);
    }
    // The console runs under the server's Content-Security-Policy without a single violation.
    expect(consoleErrors).toEqual([]);
  });

  it('shows entity fallbacks in breadcrumbs and goes back in history or home', async () => {
    const { page } = await signedInPage();
    await page.goto('/catalog/5/9');
    expect(await crumbTexts(page, 'Название товара')).toEqual([
      'Каталог',
      'Название коллекции',
      'Название товара',
    ]);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Название коллекции' }).click();
    await page.waitForURL('**/catalog/5');
    await expectAccessible(page);
    await backArrow(page).click();
    await page.waitForURL('**/catalog/5/9');

    await page.goto('/sites/1/2/3');
    expect(await crumbTexts(page, 'Название товара')).toEqual([
      'Площадки',
      'Название площадки',
      'Название виджета',
      'Название товара',
    ]);
    await expectAccessible(page);
    // A page opened directly has no history inside the console: back replaces it with home.
    await backArrow(page).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the not-found page for an unknown route', async () => {
    const { page } = await signedInPage();
    await page.goto('/no/such/page');
    await page.getByText('Страница не найдена').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'На главную' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('has a bottom bar at 375 px whose menu opens the sections', async () => {
    const { page } = await signedInPage(viewports.mobile);
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Нижнее меню' });
    await bar.getByText('Профиль', { exact: true }).waitFor();
    await expectAccessible(page);
    await bar.getByRole('button', { name: 'Меню' }).click();
    for (const { label } of sections) {
      await page.getByRole('link', { name: label, exact: true }).last().waitFor();
    }
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Каталог', exact: true }).last().click();
    await page.waitForURL('**/catalog');
    await bar.getByText('Каталог', { exact: true }).waitFor();
    await expectAccessible(page);
    expect(await page.getByRole('navigation', { name: 'Главное меню' }).count()).toBe(0);
  });
});
