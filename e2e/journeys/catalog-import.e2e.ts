// A merchant moves a shop in from a spreadsheet: a 300-row workbook of 100 products, each with
// its variants and a photo on the merchant's old site, checked, applied, seen in the console,
// then exported and imported again with nothing to change.
import { importTexts } from '@vitrina/contracts/catalog-import/import-texts';
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiOf } from '../support/api';
import { openPage } from '../support/browser';
import { dialog } from '../support/console';
import { solidPng } from '../support/images';
import { newMerchant, openSignedIn, registerThroughApi } from '../support/merchant';
import { merchantDomain } from '../support/merchant-domains';
import { scanAndShoot } from '../support/shots';
import { storefrontWorld } from '../support/storefront-world';

const world = storefrontWorld();
const PRODUCTS = 100;

/** The merchant's old site, serving a photo at every /photo/N.png and counting the asks. */
async function oldSite() {
  const photo = solidPng(160, 120, [200, 90, 40]);
  let asked = 0;
  const server = http.createServer((request, response) => {
    asked += 1;
    const found = /^\/photo\/\d+\.png$/.test(request.url ?? '');
    response.writeHead(found ? 200 : 404, { 'content-type': 'image/png' }).end(found ? photo : '');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    photoUrl: (index: number) => `http://${merchantDomain('old-shop')}:${port}/photo/${index}.png`,
    asked: () => asked,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** 100 products: each a row of its own and a row for each of two colours, 300 rows in all. */
async function priceList(photoUrl: (index: number) => string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Товары');
  sheet.addRow([
    'Группа вариантов',
    'Название',
    'Артикул',
    'Цена',
    'Категория',
    'Фото',
    'Остаток',
    'Характеристика: Материал',
    'Вариант: Цвет',
  ]);
  for (let index = 1; index <= PRODUCTS; index += 1) {
    const group = `CUP-${index}`;
    const category = `Посуда > ${index % 2 ? 'Кружки' : 'Чашки'}`;
    sheet.addRow([
      group,
      `Кружка ${index}`,
      group,
      300 + index,
      category,
      photoUrl(index),
      '',
      'фарфор',
      '',
    ]);
    sheet.addRow([group, '', `${group}-R`, '', '', '', 5, '', 'красный']);
    sheet.addRow([group, '', `${group}-B`, 350 + index, '', '', 0, '', 'синий']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Opens the import dialog and gives it the file; answers the dialog once the check is over. */
async function checkFile(page: Page, path: string) {
  await page.getByRole('button', { name: importTexts.importButton, exact: true }).click();
  const importing = dialog(page, importTexts.dialogTitle);
  await importing.locator('input[type=file]').setInputFiles(path);
  await importing.getByRole('list', { name: importTexts.summary }).waitFor({ timeout: 60_000 });
  return importing;
}

it('imports 300 rows with photos, shows them, and reads its own export back unchanged', async () => {
  const site = await oldSite();
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-import-'));
  try {
    const { context, page, consoleErrors } = await openPage(world.browser, world.server.url);
    const token = await registerThroughApi(context, newMerchant());
    const api = apiOf(context.request, token);
    const { id: collectionId } = await api<{ id: number }>('POST', 'catalog/collection/', {
      title: 'Посуда',
    });
    const sheetPath = join(folder, 'price-list.xlsx');
    await writeFile(sheetPath, await priceList(site.photoUrl));

    await openSignedIn(page, token, `/catalog/${collectionId}`);
    await page.getByRole('heading', { name: 'Посуда', level: 1 }).waitFor();
    const importing = await checkFile(page, sheetPath);
    await expect
      .poll(() => importing.getByText(importTexts.willCreate(PRODUCTS)).isVisible())
      .toBe(true);
    await expect(importing.getByText(importTexts.refused(0)).isVisible()).resolves.toBe(true);
    await scanAndShoot(page, 'catalog-import-checked');

    await importing.getByRole('button', { name: importTexts.applyAll }).click();
    await importing
      .getByText(importTexts.result({ created: PRODUCTS, updated: 0, skipped: 0, refused: 0 }))
      .waitFor({ timeout: 90_000 });
    await scanAndShoot(page, 'catalog-import-applied');
    await importing.getByRole('button', { name: importTexts.close }).click();

    // The collection shows them, in their categories, each with its photo and variants.
    await page.getByText('Кружка 1', { exact: true }).first().waitFor();
    const products = await api<{
      products: {
        id: number;
        title: string;
        photos: unknown[];
        variants_quantity: number;
        categories: { title: string }[];
      }[];
    }>('GET', `catalog/collection/${collectionId}/?tree=PRODUCT`);
    const mug = products.products.find(({ title }) => title === 'Кружка 7')!;
    expect(mug).toMatchObject({ variants_quantity: 2 });
    expect(mug.photos).toHaveLength(1);
    expect(mug.categories.map(({ title }) => title)).toEqual(['Кружки']);
    expect(site.asked()).toBe(PRODUCTS);
    await openSignedIn(page, token, `/catalog/${collectionId}/${mug.id}`);
    await page.getByRole('tab', { name: 'Варианты' }).click();
    await page.getByRole('listitem', { name: 'синий' }).waitFor();
    await scanAndShoot(page, 'catalog-import-variants');

    // Exported as a workbook, the collection imports again with nothing to change or fetch.
    await openSignedIn(page, token, `/catalog/${collectionId}`);
    await page.getByRole('button', { name: importTexts.exportButton, exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: importTexts.exportFormats.xlsx }).click(),
    ]);
    const exportPath = join(folder, 'export.xlsx');
    await download.saveAs(exportPath);
    expect((await readFile(exportPath)).subarray(0, 2).toString()).toBe('PK');
    const again = await checkFile(page, exportPath);
    await expect
      .poll(() => again.getByText(importTexts.unchanged(PRODUCTS)).isVisible())
      .toBe(true);
    await expect(again.getByText(importTexts.willCreate(0)).isVisible()).resolves.toBe(true);
    await expect(again.getByText(importTexts.willUpdate(0)).isVisible()).resolves.toBe(true);
    await scanAndShoot(page, 'catalog-import-unchanged');
    expect(site.asked()).toBe(PRODUCTS);
    expect(consoleErrors).toEqual([]);
  } finally {
    await site.close();
    await rm(folder, { recursive: true, force: true });
  }
});
