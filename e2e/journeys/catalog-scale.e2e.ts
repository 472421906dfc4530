import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiOf } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { consoleWorld } from '../support/console-world';
import { newMerchant, openSignedIn, registerThroughApi } from '../support/merchant';

/** More products than a few pages of rows hold, so the list must load pages as it scrolls. */
const PRODUCTS = 300;
/** Every tenth product is filed under the category the journey filters by. */
const FILED_EVERY = 10;
/** Added last: the one the search finds, typed with е for its ё. */
const SEARCHED = 'Ёлочная игрушка';

const world = consoleWorld();

const titleOf = (index: number) => `Товар ${String(index).padStart(3, '0')}`;
const row = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Список товаров' }).getByRole('listitem', { name: title });
const shownTitles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="list"][aria-label="Список товаров"] [role="listitem"]')]
      .map((item) => document.getElementById(item.getAttribute('aria-labelledby')!)?.textContent)
      .filter(Boolean),
  );

/** A collection of PRODUCTS products and SEARCHED, a tenth of them under «Красные». */
async function seedCollection(api: ReturnType<typeof apiOf>) {
  const collection = await api('POST', 'catalog/collection/', {
    title: 'Большая коллекция',
    type: 'PRODUCT',
  });
  const category = await api('POST', 'catalog/category/', {
    title: 'Красные',
    parent_id: null,
    collection_id: collection.id,
  });
  const titles = [...Array.from({ length: PRODUCTS }, (_, index) => titleOf(index + 1)), SEARCHED];
  // A few at a time: one by one would take minutes, all at once would queue hundreds of writes.
  for (let start = 0; start < titles.length; start += 10) {
    await Promise.all(
      titles.slice(start, start + 10).map(async (title, offset) => {
        const product = await api('POST', `catalog/collection/${collection.id}/product/`, {
          title,
        });
        if ((start + offset + 1) % FILED_EVERY === 0) {
          await api('PUT', `catalog/product/${product.id}/`, { categories_id: [category.id] });
        }
      }),
    );
  }
  return collection.id;
}

describe('a collection of a few hundred products', () => {
  it('scrolls to the last product, filters by a category and by search, and saves the sale switch', async () => {
    const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
    const token = await registerThroughApi(context, newMerchant());
    const collectionId = await seedCollection(apiOf(context.request, token));
    const rowsCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/catalog/products/rows/') rowsCalls.push(url);
    });

    await openSignedIn(page, token, `/catalog/${collectionId}`);
    await row(page, titleOf(1)).waitFor();
    expect(rowsCalls).toHaveLength(1);
    await expectAccessible(page);

    // Scrolled down as the merchant would, page after page, until the last product shows.
    await page.waitForFunction(
      (title) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return [...document.querySelectorAll('[role="listitem"]')].some((item) =>
          item.textContent?.includes(title),
        );
      },
      SEARCHED,
      { polling: 100 },
    );
    expect(rowsCalls.length).toBeGreaterThan(1);
    expect(rowsCalls.every((url) => url.searchParams.getAll('collection').length === 1)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Красные', exact: true }).click();
    await page.getByRole('list', { name: 'Выбранные категории' }).waitFor();
    await row(page, titleOf(FILED_EVERY)).waitFor();
    await expect.poll(() => shownTitles(page)).not.toContain(titleOf(1));
    expect((await shownTitles(page)).slice(0, 3)).toEqual([
      titleOf(FILED_EVERY),
      titleOf(2 * FILED_EVERY),
      titleOf(3 * FILED_EVERY),
    ]);
    await page.getByRole('img', { name: 'Убрать «Красные»' }).click();
    await row(page, titleOf(1)).waitFor();

    await page.getByRole('searchbox', { name: 'Поиск' }).fill('елочная');
    await expect.poll(() => shownTitles(page)).toEqual([SEARCHED]);
    expect(rowsCalls.at(-1)!.searchParams.get('search')).toBe('елочная');

    const onSale = row(page, SEARCHED).getByRole('switch', { name: 'В продаже' });
    expect(await onSale.isChecked()).toBe(true);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.ok(),
    );
    await onSale.click();
    await saved;
    await page.reload();
    await row(page, SEARCHED).waitFor();
    expect(await onSale.isChecked()).toBe(false);
    expect(consoleErrors).toEqual([]);
  });
});
