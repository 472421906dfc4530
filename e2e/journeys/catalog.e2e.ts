import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { consoleWorld } from '../support/console-world';
import { chooseAction, confirmDelete, dialog } from '../support/console';
import { newMerchant, openSignedIn, registerThroughApi } from '../support/merchant';

const TYPE_LABELS = ['Товары', 'Услуги', 'Юниты', 'Объекты', 'Контент'];

const world = consoleWorld();

const rows = (page: Page) =>
  page.getByRole('list', { name: 'Список товаров' }).getByRole('listitem');

async function createCollection(page: Page, type: string) {
  await page.getByRole('button', { name: 'Создать коллекцию' }).click();
  const create = dialog(page, 'Создать коллекцию');
  await create.getByRole('button', { name: new RegExp(`^${type} `) }).click();
  await create.getByRole('textbox', { name: 'Название', exact: true }).fill(`Коллекция ${type}`);
  await create.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('heading', { name: `Коллекция ${type}` }).waitFor();
}

async function addCategory(page: Page, title: string, parent?: string) {
  if (parent)
    await chooseAction(page, `Действия с категорией «${parent}»`, 'Добавить подкатегорию');
  else await page.getByRole('button', { name: 'Добавить категорию' }).click();
  const form = dialog(page, 'Новая категория');
  await form.getByRole('textbox', { name: 'Название категории' }).fill(title);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByRole('button', { name: title, exact: true }).waitFor();
}

/** Adds a product through its dialog; the console opens it, and the journey comes back. */
async function addProduct(page: Page, title: string, collectionPath: string): Promise<number> {
  await page.getByRole('button', { name: 'Добавить товар' }).click();
  const form = dialog(page, 'Новый товар');
  await form.getByRole('textbox', { name: 'Название товара' }).fill(title);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`${collectionPath}/`));
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await expectAccessible(page);
  const productId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await page.goto(collectionPath);
  await page.getByRole('listitem', { name: title }).waitFor();
  return productId;
}

/** Links a product to a category the way the product editor will: a PUT of categories_id. */
async function linkCategory(
  context: BrowserContext,
  token: string,
  productId: number,
  categoryId: number,
) {
  const response = await context.request.put(`/api/v1/catalog/product/${productId}/`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { categories_id: [categoryId] },
  });
  expect(response.ok()).toBe(true);
}

async function categoryIds(context: BrowserContext, token: string, collectionId: string) {
  const response = await context.request.get(
    `/api/v1/catalog/collection/${collectionId}/?tree=CATEGORY`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  type Node = { id: number; title: string; children: Node[] };
  const { data } = (await response.json()) as { data: { categories: Node[] } };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children)]);
  return Object.fromEntries(flat(data.categories).map((node) => [node.title, node.id]));
}

describe('catalog', () => {
  it('builds a collection with categories and products, filters, and empties it', async () => {
    const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
    const token = await registerThroughApi(context, newMerchant());
    await openSignedIn(page, token, '/catalog');
    await page.getByRole('button', { name: 'Создать коллекцию' }).click();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    for (const type of TYPE_LABELS) await createCollection(page, type);
    expect(await page.getByRole('list', { name: 'Коллекции' }).getByRole('listitem').count()).toBe(
      5,
    );
    await expectAccessible(page);

    await page.getByRole('heading', { name: 'Коллекция Товары' }).click();
    await page.getByText('Тут пока пусто').waitFor();
    await expectAccessible(page);
    const collectionPath = new URL(page.url()).pathname;
    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
    await crumbs.getByText('Коллекция Товары').waitFor();

    await addCategory(page, 'Одежда');
    await addCategory(page, 'Футболки', 'Одежда');
    await addCategory(page, 'Обувь');
    const teeId = await addProduct(page, 'Футболка белая', collectionPath);
    const bootsId = await addProduct(page, 'Ботинки', collectionPath);
    await addProduct(page, 'Подарочная карта', collectionPath);
    const ids = await categoryIds(context, token, collectionPath.split('/').at(-1)!);
    await linkCategory(context, token, teeId, ids['Футболки']!);
    await linkCategory(context, token, bootsId, ids['Обувь']!);
    await page.reload();
    await rows(page).nth(2).waitFor();
    await expectAccessible(page);

    // A top-level category filters in the products of its subcategories too.
    await page.getByRole('button', { name: 'Одежда', exact: true }).click();
    await expect.poll(() => rows(page).allInnerTexts()).toHaveLength(1);
    expect(await rows(page).first().innerText()).toContain('Футболка белая');
    await page.getByRole('button', { name: 'Обувь', exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    const chips = page.getByRole('list', { name: 'Выбранные категории' });
    await chips.getByRole('img', { name: 'Убрать «Одежда»' }).click();
    await expect.poll(() => rows(page).count()).toBe(1);
    await chips.getByRole('img', { name: 'Убрать «Обувь»' }).click();
    await expect.poll(() => rows(page).count()).toBe(3);

    const giftCardSale = page
      .getByRole('listitem', { name: 'Подарочная карта' })
      .getByRole('switch', { name: 'В продаже' });
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await giftCardSale.click();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect.poll(() => giftCardSale.isChecked()).toBe(false);

    await chooseAction(page, 'Действия с товаром «Ботинки»', 'Удалить');
    await dialog(page, 'Удаление объекта').getByRole('button', { name: 'Удалить' }).waitFor();
    await expectAccessible(page);
    await confirmDelete(page);
    await page.getByText('Товар удалён').first().waitFor();
    await chooseAction(page, 'Действия с категорией «Одежда»', 'Удалить');
    await confirmDelete(page);
    await page.getByRole('button', { name: 'Одежда', exact: true }).waitFor({ state: 'detached' });

    for (const title of ['Футболка белая', 'Подарочная карта']) {
      await chooseAction(page, `Действия с товаром «${title}»`, 'Удалить');
      await confirmDelete(page);
    }
    await page.getByText('Тут пока пусто').waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
