import { guessMapping } from '@vitrina/contracts/catalog-import/header-guess';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCategory, createdData } from '../../testing/catalog';
import { FORMULA_GUARD } from '../../infra/spreadsheets/formula-guard';
import { readXlsx } from '../../testing/spreadsheets';
import { useSignedInApp } from '../../testing/signed-in-app';
import { productWithCharacteristics, valueId } from '../../testing/variants';
import { readCsvRows, sniffCsv, type TableRow } from './formats/csv';
import type { ImportedProduct } from './imported-product';
import { tableProducts } from './table-products';

const exportPath = (collectionId: number, format: 'csv' | 'xlsx') =>
  `catalog/collection/${collectionId}/export.${format}`;

/** The file's rows as the import reads them. */
async function csvRows(body: string): Promise<TableRow[]> {
  const path = join(await mkdtemp(join(tmpdir(), 'export-')), 'collection.csv');
  await writeFile(path, body);
  const rows: TableRow[] = [];
  for await (const row of readCsvRows(path, await sniffCsv(path))) rows.push(row);
  return rows;
}

async function importedFrom([header, ...data]: TableRow[]): Promise<ImportedProduct[]> {
  async function* rows() {
    yield* data;
  }
  const products: ImportedProduct[] = [];
  for await (const item of tableProducts(rows(), { columns: guessMapping(header!.cells) })) {
    if (item.kind === 'refused') throw new Error(item.refused.message);
    products.push(item.product);
  }
  return products;
}

describe('collection export: GET catalog/collection/{id}/export.csv|xlsx', () => {
  const session = useSignedInApp();
  const { call } = session;
  let collectionId: number;

  beforeAll(async () => {
    const { app, merchant } = session;
    const mug = await productWithCharacteristics(
      app,
      merchant,
      [
        ['Цвет', ['красный', 'синий']],
        ['Материал', ['фарфор', 'стекло']],
      ],
      { title: 'Кружка', sku: 'M', price: 1000, discount_value: 10, discount_type: 'PERCENT' },
    );
    collectionId = mug.collectionId;
    const [color, material] = mug.characteristics;
    const dishes = await createCategory(app, merchant, collectionId, null, 'Посуда');
    const cups = await createCategory(app, merchant, collectionId, dishes.id, 'Кружки');
    const filed = await call('PUT', `catalog/product/${mug.productId}/`, {
      categories_id: [cups.id],
      track_stock: true,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const main = await call(
      'PUT',
      `catalog/product/${mug.productId}/characteristic/${material!.id}/values/main`,
      { values_id: [valueId(material!, 'фарфор')] },
    );
    expect(main.statusCode, main.body).toBe(200);
    const variants = await call('PUT', `catalog/product/${mug.productId}/variants/`, {
      options: [{ characteristic_id: color!.id, value_ids: color!.values.map(({ id }) => id) }],
      variants: [
        { value_ids: [valueId(color!, 'красный')], sku: 'M-R', stock: 3 },
        { value_ids: [valueId(color!, 'синий')], price: 1200, stock: 0, enabled: false },
      ],
    });
    expect(variants.statusCode, variants.body).toBe(200);
    await createdData(app, merchant, `catalog/collection/${collectionId}/product/`, {
      title: 'Тарелка; «глубокая»',
      description: '=1+1 не формула',
    });
  });

  it('writes the columns the import reads: a product’s row, then its variants’ rows', async () => {
    const response = await call('GET', exportPath(collectionId, 'csv'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="collection-${collectionId}.csv"`,
    );

    expect(response.body).toContain(`;${FORMULA_GUARD}=1+1 не формула;`);
    const rows = (await csvRows(response.body)).map(({ cells }) => cells);
    expect(rows[0]).toEqual([
      'Группа вариантов',
      'Название',
      'Артикул',
      'Цена',
      'Скидка',
      'Описание',
      'Текст',
      'Категория',
      'Фото',
      'Остаток',
      'В продаже',
      'Характеристика: Материал',
      'Вариант: Цвет',
    ]);
    expect(rows.slice(1)).toEqual([
      ['M', 'Кружка', 'M', '1000', '10%', '', '', 'Посуда > Кружки', '', '', 'да', 'фарфор', ''],
      ['M', '', 'M-R', '', '', '', '', '', '', '3', 'да', '', 'красный'],
      ['M', '', '', '1200', '', '', '', '', '', '0', 'нет', '', 'синий'],
      ['', 'Тарелка; «глубокая»', '', '', '', '=1+1 не формула', '', '', '', '', 'да', '', ''],
    ]);
  });

  it('reads back through the import as the products it holds', async () => {
    const response = await call('GET', exportPath(collectionId, 'csv'));
    const [mug, plate] = await importedFrom(await csvRows(response.body));

    expect(mug).toMatchObject({
      title: 'Кружка',
      sku: 'M',
      price: 1000,
      discount: { value: 10, type: 'PERCENT' },
      categories: [['Посуда', 'Кружки']],
      characteristics: [{ title: 'Материал', values: ['фарфор'] }],
      variants: [
        {
          options: [{ title: 'Цвет', value: 'красный' }],
          sku: 'M-R',
          price: null,
          stock: 3,
          enabled: true,
        },
        {
          options: [{ title: 'Цвет', value: 'синий' }],
          sku: null,
          price: 1200,
          stock: 0,
          enabled: false,
        },
      ],
    });
    expect(plate).toMatchObject({ title: 'Тарелка; «глубокая»', sku: null, price: null });
  });

  it('writes the same table as a workbook', async () => {
    const response = await call('GET', exportPath(collectionId, 'xlsx'));
    expect(response.statusCode, response.body).toBe(200);

    const sheet = await readXlsx(response.rawPayload, 'Товары');
    expect(sheet.rows[0]).toContain('Вариант: Цвет');
    expect(sheet.rows.slice(1).map((row) => row[1])).toEqual([
      'Кружка',
      null,
      null,
      'Тарелка; «глубокая»',
    ]);
  });

  it('is no other merchant’s to read', async () => {
    const stranger: Account = await registerAccount(session.app);
    for (const format of ['csv', 'xlsx'] as const) {
      const response = await callApi(
        session.app,
        stranger,
        'GET',
        exportPath(collectionId, format),
      );
      expect(response.statusCode).toBe(404);
    }
  });
});
