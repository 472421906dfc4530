import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiOf } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { consoleWorld } from '../support/console-world';
import { confirmDelete, dialog, refusedRequests } from '../support/console';
import { writePhotos, type PhotoFolder } from '../support/images';
import { newMerchant, openSignedIn, registerThroughApi } from '../support/merchant';

const world = consoleWorld();
let photos: PhotoFolder;

beforeAll(async () => {
  photos = await writePhotos({ red: [220, 40, 40], green: [40, 180, 60], blue: [40, 70, 220] });
});

afterAll(() => photos?.remove());

const grid = (page: Page) => page.getByRole('list', { name: 'Фотографии товара' });
const tiles = (page: Page) => grid(page).getByRole('listitem');
const savedPut = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/product/'));

/** The preview URLs of the grid's photos, in their order. */
const gridOrder = (page: Page) =>
  tiles(page)
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));

async function imageLoaded(image: Locator) {
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}

it('edits a product: its fields, categories and photos, then copies it and deletes the copy', async () => {
  const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
  const token = await registerThroughApi(context, newMerchant());
  const api = apiOf(context.request, token);
  const refused = refusedRequests(page);
  const { id: collectionId } = await api('POST', 'catalog/collection/', { title: 'Чай и кофе' });
  for (const title of ['Зелёный чай', 'Улун'])
    await api('POST', 'catalog/category/', { title, collection_id: collectionId });
  await api('POST', `catalog/collection/${collectionId}/product/`, { title: 'Сенча' });
  const collectionPath = `/catalog/${collectionId}`;

  await openSignedIn(page, token, collectionPath);
  await page.getByRole('listitem', { name: 'Сенча' }).waitFor();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Действия с товаром «Сенча»' }).click();
  await page.getByRole('menuitem', { name: 'Редактировать' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(`${collectionPath}/`));
  const productPath = new URL(page.url()).pathname;
  await page.getByRole('heading', { name: 'Сенча', level: 1 }).waitFor();

  // General and cost fields, then the bar that stands in the tabs' place.
  const fields = {
    title: page.getByRole('textbox', { name: /^Название/ }),
    sku: page.getByRole('textbox', { name: 'Артикул' }),
    description: page.getByRole('textbox', { name: 'Описание' }),
    text: page.getByRole('textbox', { name: 'Текст', exact: true }),
    unit: page.getByRole('combobox', { name: 'Единица измерения' }),
    quantity: page.getByRole('spinbutton', { name: 'Количество' }),
    price: page.getByRole('spinbutton', { name: 'Цена, ₽' }),
    discount: page.getByRole('spinbutton', { name: 'Скидка', exact: true }),
    rubles: page.getByRole('button', { name: 'Скидка в рублях' }),
    discounted: page.getByRole('textbox', { name: 'Цена со скидкой' }),
  };
  await fields.title.fill('Сенча премиум');
  await fields.sku.fill('SEN-001');
  await fields.description.fill('Японский зелёный чай');
  await fields.text.fill('Собран в мае, пропарен и высушен.');
  await fields.unit.click();
  await page.getByRole('option', { name: 'Гр' }).click();
  await fields.quantity.fill('250');
  await fields.price.fill('1200');
  await fields.discount.fill('10');
  expect((await fields.discounted.inputValue()).replace(/\s/g, '')).toBe('1080₽');
  await fields.rubles.click();
  await fields.discount.fill('200');
  expect((await fields.discounted.inputValue()).replace(/\s/g, '')).toBe('1000₽');
  const bar = page.getByRole('region', { name: 'Несохраненные изменения' });
  await bar.getByText('На странице есть несохраненные изменения').waitFor();
  await expectAccessible(page);
  const saved = savedPut(page);
  await bar.getByRole('button', { name: 'Сохранить', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await bar.waitFor({ state: 'detached' });

  await page.reload();
  await page.getByRole('heading', { name: 'Сенча премиум', level: 1 }).waitFor();
  expect(await fields.title.inputValue()).toBe('Сенча премиум');
  expect(await fields.sku.inputValue()).toBe('SEN-001');
  expect(await fields.description.inputValue()).toBe('Японский зелёный чай');
  expect(await fields.text.inputValue()).toBe('Собран в мае, пропарен и высушен.');
  expect(await fields.unit.textContent()).toBe('Гр');
  expect(await fields.quantity.inputValue()).toBe('250');
  expect(await fields.price.inputValue()).toBe('1200');
  expect(await fields.discount.inputValue()).toBe('200');
  expect(await fields.rubles.getAttribute('aria-pressed')).toBe('true');

  // Categories: the dialog saves at once.
  await page.getByRole('button', { name: 'Выбрать категории' }).click();
  const choose = dialog(page, 'Категории товара');
  await choose.getByRole('checkbox', { name: 'Улун' }).check();
  await expectAccessible(page);
  await choose.getByRole('button', { name: 'Сохранить' }).click();
  await choose.waitFor({ state: 'hidden' });
  const chips = page.getByRole('list', { name: 'Категории товара' }).getByRole('listitem');
  await expect.poll(() => chips.allInnerTexts()).toEqual(['Улун']);

  // Three photos through the file picker.
  await page.getByRole('button', { name: 'Добавить изображения' }).click();
  const add = dialog(page, 'Добавить изображения');
  await add.getByText('Перетащите сюда фотографии для загрузки').waitFor();
  const [picker] = await Promise.all([
    page.waitForEvent('filechooser'),
    add.getByRole('button', { name: 'Выбрать файлы' }).click(),
  ]);
  await picker.setFiles(photos.files);
  await add.getByText('Вы выбрали 3 файла').waitFor();
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Сохранить' }).click();
  await add.waitFor({ state: 'hidden' });
  await expect.poll(() => tiles(page).count()).toBe(3);
  const [first, second, third] = await gridOrder(page);
  await grid(page).getByRole('listitem', { name: 'Фото 1, главное фото' }).waitFor();
  await expectAccessible(page);

  // The keyboard moves the first photo one place on: Space, arrow, Space.
  await page.getByRole('button', { name: 'Переместить фото 1' }).focus();
  await page.keyboard.press('Space');
  // Picked up, it is over its own place: the grid is measured and the arrows can move it.
  await page.getByText('Фото 1 над местом 1.').waitFor({ state: 'attached' });
  // dnd-kit listens for the arrows from a timer it sets at pick-up, and Chromium may run an
  // input event before a timer; a timer of ours, set now, runs after dnd-kit's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await page.getByText('Фото 1 над местом 2.').waitFor({ state: 'attached' });
  const moved = savedPut(page);
  await page.keyboard.press('Space');
  expect((await moved).ok()).toBe(true);
  await expect.poll(() => gridOrder(page)).toEqual([second, first, third]);

  const madeMain = savedPut(page);
  await page.getByRole('button', { name: 'Сделать фото 3 главным' }).click();
  expect((await madeMain).ok()).toBe(true);
  await expect.poll(() => gridOrder(page)).toEqual([third, second, first]);

  await page.getByRole('button', { name: 'Удалить фото 2' }).click();
  await confirmDelete(page);
  await expect.poll(() => gridOrder(page)).toEqual([third, first]);

  await page.reload();
  // The reloaded editor reads the product again; its gallery is drawn once that answer is in.
  await grid(page).getByRole('listitem', { name: 'Фото 1, главное фото' }).waitFor();
  await expect.poll(() => gridOrder(page)).toEqual([third, first]);
  const product = await api<{ main_photo_preview: string | null }>(
    'GET',
    `catalog/product/${productPath.split('/').at(-1)}/`,
  );
  expect(product.main_photo_preview).toBe(third);

  // The copy opens in place of the product; deleting it goes back to the collection.
  await page.getByRole('button', { name: 'Копировать товар' }).click();
  await page.waitForURL((url) => url.pathname !== productPath);
  const copyPath = new URL(page.url()).pathname;
  expect(copyPath).toMatch(new RegExp(`^${collectionPath}/\\d+$`));
  await page.getByRole('heading', { name: /Сенча премиум/, level: 1 }).waitFor();
  await expect.poll(() => tiles(page).count()).toBe(2);
  await page.getByRole('button', { name: 'Удалить товар' }).click();
  await confirmDelete(page);
  await page.waitForURL((url) => url.pathname === collectionPath);

  const rows = page.getByRole('list', { name: 'Список товаров' }).getByRole('listitem');
  await expect.poll(() => rows.count()).toBe(1);
  await expectAccessible(page);
  const row = page.getByRole('listitem', { name: 'Сенча премиум' });
  const mainPhoto = row.locator('img');
  expect((await mainPhoto.getAttribute('src'))?.endsWith(third!)).toBe(true);
  await imageLoaded(mainPhoto);
  // Leaving the deleted copy's editor must not ask for the copy again.
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

it("names the site, the widget and the product in a widget's product breadcrumbs", async () => {
  const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
  const token = await registerThroughApi(context, newMerchant());
  const api = apiOf(context.request, token);
  const { id: collectionId } = await api('POST', 'catalog/collection/', { title: 'Чайный сбор' });
  const { id: productId } = await api('POST', `catalog/collection/${collectionId}/product/`, {
    title: 'Сенча',
    price: 450,
  });
  const { id: siteId } = await api('POST', 'platform/site/', { title: 'Чайная лавка' });
  const widget = await api<{ id: number; showcases: string[] }>('POST', 'platform/widget/', {
    title: 'Витрина чая',
    site_id: siteId,
  });
  await api('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: [collectionId] });

  await openSignedIn(page, token, `/sites/${siteId}/${widget.id}/${productId}`);
  await page.getByRole('heading', { name: 'Сенча', level: 1 }).waitFor();
  const crumbs = page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('listitem');
  await expect
    .poll(() => crumbs.allInnerTexts())
    .toEqual(['Площадки', 'Чайная лавка', 'Витрина чая', 'Сенча']);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);
});
