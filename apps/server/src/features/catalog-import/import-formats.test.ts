import { fileMessages } from '@vitrina/contracts/catalog-import/file-messages';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import { xmlMessages } from '@vitrina/contracts/catalog-import/xml-messages';
import type { Product } from '@vitrina/contracts/products';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createCollection } from '../../testing/catalog';
import { exchangeZip, shirtExchange, workbookOf, ymlOf } from '../../testing/catalog-files';
import { finishedImport, importFile, postImport } from '../../testing/catalog-imports';
import { png } from '../../testing/images';
import { useSignedInApp } from '../../testing/signed-in-app';

/** The file applied to the collection, the job once over. */
const applier =
  (session: ReturnType<typeof useSignedInApp>) =>
  (collectionId: number, file: { name: string; bytes: Buffer | string }) =>
    importFile(session.app, session.merchant, collectionId, file, { mode: 'apply' });

describe('catalog import: every format through the job', () => {
  const session = useSignedInApp();
  const applied = applier(session);
  const fresh = async () => (await createCollection(session.app, session.merchant)).id;
  const productsIn = async (collectionId: number): Promise<Product[]> =>
    (await session.call('GET', `catalog/collection/${collectionId}/?tree=PRODUCT`)).json().data
      .products;
  const variantsOf = async (productId: number) =>
    (await session.call('GET', `catalog/product/${productId}/variants/`)).json().data;

  it('reads the chosen sheet of a workbook; a formula is its text, never run', async () => {
    const collectionId = await fresh();
    const bytes = await workbookOf({
      Инструкция: [['Заполните лист «Товары»']],
      Товары: [
        ['Название', 'Цена', 'Описание'],
        ['Кружка', 450, { formula: 'HYPERLINK("http://evil.example","Нажми")' }],
      ],
    });
    const file = { name: 'catalog.xlsx', bytes };

    const tried = await importFile(session.app, session.merchant, collectionId, file);
    expect(tried.format).toBe('xlsx');
    expect(tried.sheets).toEqual(['Инструкция', 'Товары']);
    expect(tried).toMatchObject({ status: 'failed', failure: importMessages.titleColumnRequired });
    expect(tried.columns.map(({ header }) => header)).toEqual(['Заполните лист «Товары»']);

    const mapping = {
      sheet: 'Товары',
      columns: [{ field: 'title' }, { field: 'price' }, { field: 'description' }],
    };
    const job = await importFile(session.app, session.merchant, collectionId, file, {
      mode: 'apply',
      mapping,
    });
    expect(job).toMatchObject({ status: 'done', summary: { created: 1 } });
    expect(await productsIn(collectionId)).toMatchObject([
      { title: 'Кружка', price: 450, description: '=HYPERLINK("http://evil.example","Нажми")' },
    ]);
  });

  it('reads a YML feed: its category tree, a sale price, offers of one group as variants', async () => {
    const collectionId = await fresh();
    const yml = ymlOf(
      [
        ['1', 'Посуда'],
        ['2', 'Кружки', '1'],
      ],
      [
        { id: 'a', name: 'Тарелка', price: 300, oldprice: 400, categoryId: '1', vendorCode: 'P-1' },
        {
          id: 'b',
          name: 'Кружка',
          price: 500,
          categoryId: '2',
          groupId: 'm',
          params: { Цвет: 'красный' },
        },
        {
          id: 'c',
          name: 'Кружка',
          price: 550,
          categoryId: '2',
          groupId: 'm',
          params: { Цвет: 'синий' },
        },
      ],
    );

    const job = await applied(collectionId, { name: 'feed.yml', bytes: yml });

    expect(job).toMatchObject({
      status: 'done',
      format: 'yml',
      summary: { created: 2, refused: 0 },
    });
    const [plate, mug] = await productsIn(collectionId);
    expect(plate).toMatchObject({
      title: 'Тарелка',
      sku: 'P-1',
      price: 400,
      discount_value: 100,
      discount_type: 'RUBLES',
    });
    expect(plate!.categories.map(({ title }) => title)).toEqual(['Посуда']);
    expect(mug!.categories.map(({ title }) => title)).toEqual(['Кружки']);
    const variants = await variantsOf(mug!.id);
    expect(variants.variants.map(({ price }: { price: number | null }) => price)).toEqual([
      null,
      550,
    ]);
  });

  it('reads a 1C exchange zipped with its images, and the same as two files', async () => {
    const collectionId = await fresh();
    const files = shirtExchange();
    const zipped = { name: 'exchange.zip', bytes: exchangeZip(files, await png(80, 80)) };

    const job = await importFile(session.app, session.merchant, collectionId, zipped, {
      mode: 'apply',
    });

    expect(job).toMatchObject({
      status: 'done',
      format: 'commerceml',
      summary: { created: 1, photos_failed: 0 },
    });
    const [shirt] = await productsIn(collectionId);
    expect(shirt).toMatchObject({ title: 'Футболка', sku: 'TS', price: 990 });
    expect(shirt!.photos).toHaveLength(1);
    expect(shirt!.categories.map(({ title }) => title)).toEqual(['Одежда']);
    const { variants } = await variantsOf(shirt!.id);
    expect(variants.map(({ sku, stock }: { sku: string; stock: number }) => [sku, stock])).toEqual([
      ['TS-S', 5],
      ['TS-M', 6],
    ]);

    const pair = await postImport(session.app, session.merchant, collectionId, [
      { name: 'offers.xml', bytes: files.offersXml },
      { name: 'import.xml', bytes: files.importXml },
    ]);
    expect(pair.statusCode).toBe(202);
    const again = await finishedImport(session.app, session.merchant, pair.json().data.id);
    expect(again).toMatchObject({ status: 'done', summary: { created: 0, skipped: 1 } });
  });
});

describe('catalog import: hostile files', () => {
  const session = useSignedInApp();
  const applied = applier(session);
  const fresh = async () => (await createCollection(session.app, session.merchant)).id;

  it('refuses an XML with a DTD, which could expand entities, and writes nothing', async () => {
    const collectionId = await fresh();
    const doctype = '<!DOCTYPE yml_catalog [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>';
    const yml = ymlOf([], [{ id: 'a', name: '&b;', price: 1 }], doctype);

    const job = await applied(collectionId, { name: 'feed.yml', bytes: yml });

    expect(job).toMatchObject({ status: 'failed', failure: xmlMessages.doctype });
    expect(job.summary.created).toBe(0);
  });

  it('refuses a zip whose entry climbs out of its folder, before any job', async () => {
    const collectionId = await fresh();
    const bytes = Buffer.from(
      zipSync({ '../../import.xml': strToU8('<КоммерческаяИнформация/>') }),
    );

    const response = await postImport(session.app, session.merchant, collectionId, [
      { name: 'exchange.zip', bytes },
    ]);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(fileMessages.pathOutside('../../import.xml'));
  });

  it('refuses a zip bomb by what its files would unpack to, before any job', async () => {
    const collectionId = await fresh();
    const files = shirtExchange();
    const padded = files.importXml.replace(
      '</КоммерческаяИнформация>',
      `<!--${' '.repeat(30_000_000)}--></КоммерческаяИнформация>`,
    );
    const bytes = Buffer.from(
      zipSync(
        { 'import.xml': strToU8(padded), 'offers.xml': strToU8(files.offersXml) },
        { level: 9 },
      ),
    );

    const response = await postImport(session.app, session.merchant, collectionId, [
      { name: 'exchange.zip', bytes },
    ]);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(fileMessages.bomb);
  });

  it('refuses a file that is no catalog whatever its name says', async () => {
    const collectionId = await fresh();
    const response = await postImport(session.app, session.merchant, collectionId, [
      { name: 'catalog.xlsx', bytes: await png() },
    ]);
    expect(response.statusCode).toBe(422);
  });
});
