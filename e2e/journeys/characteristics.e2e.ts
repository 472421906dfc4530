import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiOf } from '../support/api';
import { expectAccessible } from '../support/accessibility';
import { openPage } from '../support/browser';
import { consoleWorld } from '../support/console-world';
import { chooseAction, confirmDelete, dialog, refusedRequests, toast } from '../support/console';
import { newMerchant, openSignedIn, registerThroughApi } from '../support/merchant';

const world = consoleWorld();

const rowList = (page: Page) => page.getByRole('list', { name: 'Характеристики товара' });
/** The titles of the product's characteristic rows, in their order (not their chips' items). */
const rowTitles = (page: Page) =>
  rowList(page)
    .locator(':scope > li')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
const chipsOf = (page: Page, title: string) =>
  page.getByRole('list', { name: `Основные значения «${title}»` }).getByRole('listitem');

/** Drags `from` by the pointer until it stands over `to`, in small steps as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 + 8, { steps: 12 });
  await page.mouse.up();
  await clicksGetThrough(page);
}

/**
 * dnd-kit swallows every click for 50 ms after a drop, the one that ends the drag among them. A
 * hand needs longer to reach the next button; a test clicked the save within that time, and the
 * save never went. Waits until a click on the page gets through again.
 */
async function clicksGetThrough(page: Page) {
  await page.waitForFunction(() => {
    let isReached = false;
    const probe = () => (isReached = true);
    document.body.addEventListener('click', probe);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.body.removeEventListener('click', probe);
    return isReached;
  });
}

async function createCharacteristic(page: Page, title: string, values: string[]) {
  const add = dialog(page, 'Добавить характеристику');
  await add.getByRole('button', { name: 'Создать новую характеристику' }).click();
  await add.getByRole('textbox', { name: 'Название характеристики' }).fill(title);
  // The first input is there already; each further value comes on top and takes the focus.
  for (const [index, value] of values.entries()) {
    if (index > 0) await add.getByRole('button', { name: 'Добавить значение' }).click();
    await add.getByRole('textbox', { name: 'Значение 1' }).fill(value);
  }
  await add.getByRole('button', { name: 'Создать' }).click();
  // Back in mode add, the new characteristic is picked.
  await expect.poll(() => add.getByRole('checkbox', { name: title }).isChecked()).toBe(true);
}

it('gives a product characteristics: creates one, picks main values, orders, renames, deletes', async () => {
  const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
  const token = await registerThroughApi(context, newMerchant());
  const api = apiOf(context.request, token);
  const refused = refusedRequests(page);
  const { id: collectionId } = await api('POST', 'catalog/collection/', { title: 'Одежда' });
  const { id: productId } = await api('POST', `catalog/collection/${collectionId}/product/`, {
    title: 'Футболка',
  });
  await api('POST', 'catalog/characteristic/', { title: 'Материал', values: ['хлопок', 'лён'] });

  await openSignedIn(page, token, `/catalog/${collectionId}/${productId}`);
  await page.getByRole('heading', { name: 'Футболка', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Характеристики' }).click();
  await page.getByRole('heading', { name: 'Характеристики (0)' }).waitFor();
  await expectAccessible(page);

  // «Цвет» with three values, created from the add dialog, then added with «Материал».
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const add = dialog(page, 'Добавить характеристику');
  await add.getByRole('checkbox', { name: 'Материал' }).check();
  await expectAccessible(page);
  await createCharacteristic(page, 'Цвет', ['красный', 'зелёный', 'синий']);
  await add.getByRole('button', { name: 'Добавить', exact: true }).click();
  await add.waitFor({ state: 'hidden' });
  await expect.poll(() => rowTitles(page)).toEqual(['Материал', 'Цвет']);
  const colour = rowList(page).getByRole('listitem', { name: 'Цвет' });
  await colour.getByRole('button', { name: 'Значение' }).waitFor();

  // Two main values of «Цвет».
  await colour.getByRole('button', { name: 'Цвет', exact: true }).click();
  const edit = dialog(page, 'Цвет');
  await edit.getByRole('checkbox', { name: 'красный' }).check();
  await edit.getByRole('checkbox', { name: 'синий' }).check();
  await expectAccessible(page);
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await edit.waitFor({ state: 'hidden' });
  await expect.poll(() => chipsOf(page, 'Цвет').allInnerTexts()).toEqual(['синий', 'красный']);

  // «Цвет» dragged above «Материал»: the form changes, and the save keeps the order.
  await drag(
    page,
    page.getByRole('button', { name: 'Переместить характеристику «Цвет»' }),
    page.getByRole('button', { name: 'Переместить характеристику «Материал»' }),
  );
  await expect.poll(() => rowTitles(page)).toEqual(['Цвет', 'Материал']);
  const bar = page.getByRole('region', { name: 'Несохраненные изменения' });
  await bar.getByText('На странице есть несохраненные изменения').waitFor();
  await expectAccessible(page);
  await bar.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await bar.waitFor({ state: 'detached' });

  await page.reload();
  await page.getByRole('tab', { name: 'Характеристики' }).click();
  await expect.poll(() => rowTitles(page)).toEqual(['Цвет', 'Материал']);
  await expect.poll(() => chipsOf(page, 'Цвет').allInnerTexts()).toEqual(['синий', 'красный']);

  // A value renamed in mode editCharacteristic: its chip follows.
  await colour.getByRole('button', { name: 'Цвет', exact: true }).click();
  await edit.getByRole('button', { name: 'Редактировать' }).click();
  // Each value was added on top, so the last one typed comes first.
  const blue = edit.getByRole('textbox', { name: 'Значение 1' });
  await expect.poll(() => blue.inputValue()).toBe('синий');
  await blue.fill('голубой');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await edit.getByRole('checkbox', { name: 'голубой' }).waitFor();
  await edit.getByRole('button', { name: 'Отменить' }).click();
  await edit.waitFor({ state: 'hidden' });
  await expect.poll(() => chipsOf(page, 'Цвет').allInnerTexts()).toEqual(['голубой', 'красный']);
  // The product card of the side panel, as the widget will show it.
  await page.getByText('Цвет: голубой, красный').waitFor();

  // «Материал» deleted everywhere from its edit dialog.
  await rowList(page)
    .getByRole('listitem', { name: 'Материал' })
    .getByRole('button', { name: 'Материал', exact: true })
    .click();
  const material = dialog(page, 'Материал');
  await material.getByRole('button', { name: 'Редактировать' }).click();
  await material.getByRole('button', { name: 'Удалить характеристику' }).click();
  await confirmDelete(page);
  await toast(page, 'Характеристика удалена').waitFor();
  await expect.poll(() => rowTitles(page)).toEqual(['Цвет']);

  // The row menu removes «Цвет» from this product only.
  await chooseAction(page, 'Действия с характеристикой «Цвет»', 'Удалить');
  await confirmDelete(page);
  await expect.poll(() => rowTitles(page)).toEqual([]);
  const left = await api<{ title: string }[]>('GET', 'catalog/characteristics/');
  expect(left.map(({ title }) => title)).toEqual(['Цвет']);

  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
