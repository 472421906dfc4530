// What a new merchant met walking through the console at 1280 and 375 px, measured where only a
// browser can: boxes of rows, tree levels, long titles, tabs and toasts, and the breadcrumbs of
// pages opened by their address.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { openPage, storeAccessToken, viewports, type Viewport } from '../support/browser';
import { consoleWorld } from '../support/console-world';
import { copySnippet, SNIPPET_STEPS } from '../support/console';
import { linkPathOf, waitForLetter } from '../support/mail-folder';
import { newMerchant, registerThroughApi } from '../support/merchant';

const LONG_TITLE = 'Ж'.repeat(200);
const PRODUCTS = ['Тарелка глубокая белая', 'Кружка керамическая', 'Чайник заварочный'];

const world = consoleWorld();

/** A merchant with a collection of three products and a category tree, and a site whose widget shows the collection. */
async function seedMerchant(context: BrowserContext, titles: { site: string; collection: string }) {
  const token = await registerThroughApi(context, newMerchant());
  await storeAccessToken(context, token);
  const api = apiOf(context.request, token);
  const { id: collectionId } = await api('POST', 'catalog/collection/', {
    title: titles.collection,
  });
  const productIds: number[] = [];
  for (const title of PRODUCTS) {
    const path = `catalog/collection/${collectionId}/product/`;
    productIds.push((await api('POST', path, { title, sku: 'ART-1234', price: 1200 })).id);
  }
  const category = (title: string, parent_id: number | null = null) =>
    api('POST', 'catalog/category/', { title, collection_id: collectionId, parent_id });
  const kitchen = await category('Кухня');
  const plates = await category('Тарелки', kitchen.id);
  await category('Глубокие тарелки', plates.id);
  await category('Кружки');
  const site = await api('POST', 'platform/site/', {
    title: titles.site,
    description: null,
    domains: [],
  });
  const widget = await api<{ id: number; showcases: string[] }>('POST', 'platform/widget/', {
    title: 'Витрина посуды',
    description: null,
    type_widget: 'SHOWCASE',
    site_id: site.id,
  });
  await api('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: [collectionId] });
  return { collectionId, productIds, siteId: site.id, widgetId: widget.id };
}

async function merchantPage(
  viewport: Viewport,
  titles = { site: 'Посудная лавка', collection: 'Посуда' },
) {
  const { context, page } = await openPage(world.browser, world.server.url, viewport);
  return { context, page, seeded: await seedMerchant(context, titles) };
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

/** Whether the element shows all of its text: nothing cut, in either direction. */
const showsWholeText = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  );

const crumbTexts = async (page: Page, last: string) => {
  const crumbs = page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('listitem');
  await crumbs.last().getByText(last, { exact: true }).waitFor();
  return crumbs.allInnerTexts();
};

describe('console fixes', () => {
  it('confirms the e-mail of a letter’s link opened while signed out, once signed in', async () => {
    const { context, page } = await openPage(world.browser, world.server.url);
    const merchant = newMerchant();
    await registerThroughApi(context, merchant);
    const link = linkPathOf(
      await waitForLetter(world.server.dataDir, merchant.email, 'verifyMail='),
      'verifyMail=',
    );

    await page.goto(link);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Email').fill(merchant.email);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByLabel('Пароль', { exact: true }).fill(merchant.password);
    await page.getByRole('button', { name: 'Войти' }).click();

    await page.getByText('Email успешно подтвержден!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await expectAccessible(page);
  });

  it('gives each product title its own line on a phone', async () => {
    const { page, seeded } = await merchantPage(viewports.mobile);
    await page.goto(`/catalog/${seeded.collectionId}`);

    for (const title of PRODUCTS) {
      const row = page.getByRole('listitem', { name: title });
      const heading = row.getByText(title, { exact: true });
      await heading.waitFor();
      expect(await showsWholeText(heading), title).toBe(true);
      const titleBox = await boxOf(heading);
      const switchBox = await boxOf(row.getByRole('switch', { name: 'В продаже' }));
      expect(titleBox.width).toBeGreaterThan(150);
      expect(switchBox.y).toBeGreaterThanOrEqual(titleBox.y + titleBox.height);
      expect(await showsWholeText(row.getByText('Артикул: ART-1234'))).toBe(true);
    }
    await expectAccessible(page);
  });

  it('indents every level of the category tree by 12 px, leaves like branches', async () => {
    const { page, seeded } = await merchantPage(viewports.desktop);
    await page.goto(`/catalog/${seeded.collectionId}`);
    await page.getByRole('button', { name: 'Развернуть «Кухня»' }).click();
    await page.getByRole('button', { name: 'Развернуть «Тарелки»' }).click();

    const textStart = (title: string) =>
      page.getByRole('button', { name: title, exact: true }).evaluate((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        return range.getBoundingClientRect().left;
      });
    const [kitchen, plates, deep, mugs] = await Promise.all(
      ['Кухня', 'Тарелки', 'Глубокие тарелки', 'Кружки'].map(textStart),
    );
    expect(plates! - kitchen!).toBe(12);
    expect(deep! - plates!).toBe(12);
    expect(mugs).toBe(kitchen);
    await expectAccessible(page);
  });

  it.each([
    ['desktop', viewports.desktop],
    ['phone', viewports.mobile],
  ] as const)('keeps long titles inside their cards on a %s', async (_name, viewport) => {
    const { page, seeded } = await merchantPage(viewport, {
      site: LONG_TITLE,
      collection: LONG_TITLE.slice(0, 255),
    });
    const insideCard = async (card: Locator, menuName: string) => {
      const heading = card.getByRole('heading', { name: LONG_TITLE });
      const headingBox = await boxOf(heading);
      const cardBox = await boxOf(card);
      const menuBox = await boxOf(card.getByRole('button', { name: menuName }));
      expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(menuBox.x);
      expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    };

    await page.goto('/sites');
    await insideCard(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LONG_TITLE }) }),
      `Действия с площадкой «${LONG_TITLE}»`,
    );
    await expectAccessible(page);
    await page.goto('/catalog');
    await insideCard(
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: LONG_TITLE }) }),
      `Действия с коллекцией «${LONG_TITLE}»`,
    );
    await expectAccessible(page);
    await page.goto(`/sites/${seeded.siteId}`);
    const heading = page.getByRole('heading', { level: 1 });
    const headingBox = await boxOf(heading);
    expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(viewport.width);
    expect(await heading.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await expectAccessible(page);
  });

  it('names every crumb of pages opened by their address', async () => {
    const { page, seeded } = await merchantPage(viewports.desktop);
    const [plate] = PRODUCTS as [string];

    await page.goto(`/catalog/${seeded.collectionId}/${seeded.productIds[0]}`);
    expect(await crumbTexts(page, plate)).toEqual(['Каталог', 'Посуда', plate]);
    await expectAccessible(page);

    await page.goto(`/sites/${seeded.siteId}/${seeded.widgetId}/${seeded.productIds[0]}`);
    expect(await crumbTexts(page, plate)).toEqual([
      'Площадки',
      'Посудная лавка',
      'Витрина посуды',
      plate,
    ]);
    await expectAccessible(page);

    await page.goto(`/sites/${seeded.siteId}/${seeded.widgetId}`);
    await page.getByRole('link', { name: new RegExp(plate) }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: new RegExp(plate) }).click();
    expect(await crumbTexts(page, plate)).toEqual([
      'Площадки',
      'Посудная лавка',
      'Витрина посуды',
      plate,
    ]);
  });

  it('shows the widget editor’s tabs whole on a phone and reopens the tab after a reload', async () => {
    const { page, seeded } = await merchantPage(viewports.mobile);
    await page.goto(`/sites/${seeded.siteId}/${seeded.widgetId}`);
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    await expectAccessible(page);
    const tabsBox = await boxOf(tabs);

    for (const label of ['Контент', 'Стиль', 'Настройки', 'Интеграция']) {
      const tab = await boxOf(page.getByRole('tab', { name: label }));
      expect(tab.x, label).toBeGreaterThanOrEqual(tabsBox.x);
      expect(tab.x + tab.width, label).toBeLessThanOrEqual(tabsBox.x + tabsBox.width + 0.5);
    }

    await page.getByRole('tab', { name: 'Стиль' }).click();
    await page.waitForURL('**?tab=style');
    await page.reload();
    await page.getByRole('tab', { name: 'Стиль', selected: true }).waitFor();
    await expectAccessible(page);
  });

  it.each([
    ['the side menu’s Настройки', viewports.desktop],
    ['the phone’s bottom bar', viewports.mobile],
  ] as const)('lifts the toast above %s', async (_name, viewport) => {
    const { context, page, seeded } = await merchantPage(viewport);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: world.server.url,
    });
    await page.goto(`/sites/${seeded.siteId}/${seeded.widgetId}?tab=integration`);
    await page.getByRole('region', { name: SNIPPET_STEPS.script }).waitFor();
    await expectAccessible(page);

    await copySnippet(page, SNIPPET_STEPS.script);

    const toastBox = await boxOf(page.getByRole('alert').filter({ hasText: 'Код скопирован!' }));
    const below =
      viewport === viewports.mobile
        ? page.getByRole('navigation', { name: 'Нижнее меню' })
        : page
            .getByRole('navigation', { name: 'Главное меню' })
            .getByRole('link', { name: 'Настройки' });
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await boxOf(below)).y);
  });
});
