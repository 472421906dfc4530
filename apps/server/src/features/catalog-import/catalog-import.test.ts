import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { Product } from '@vitrina/contracts/products';
import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import { CHARACTERISTIC_LIMITS } from '@vitrina/contracts/limits';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogImports, products } from '../../db/schema';
import { ownShopId, registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCollection } from '../../testing/catalog';
import { finishedImport, importFile, postImport } from '../../testing/catalog-imports';
import { useSignedInApp } from '../../testing/signed-in-app';

const csv = (...lines: string[]) => ({ name: 'catalog.csv', bytes: lines.join('\r\n') + '\r\n' });

const PRICE_LIST = csv(
  'Название;Артикул;Цена;Категория;Характеристика: Материал;Остаток',
  'Кружка;M-1;450;Посуда > Кружки;фарфор;12',
  'Тарелка;;12,5О;Посуда;;',
  'Чайник;T-1;1 200,50;Посуда | Подарки;стекло | металл;',
);

describe('catalog import: POST catalog/collection/{id}/import/, GET|DELETE catalog/import/{id}/', () => {
  const session = useSignedInApp();
  const { call } = session;
  const db = () => session.testApp.database.db;
  const productsIn = async (collectionId: number) =>
    (await call('GET', `catalog/collection/${collectionId}/?tree=PRODUCT`)).json().data
      .products as Product[];
  const productCount = async (collectionId: number) =>
    (
      await db()
        .select({ n: count() })
        .from(products)
        .where(eq(products.collectionId, collectionId))
    )[0]!.n;

  let collectionId: number;
  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
  });

  it('tries a file first: what it would create, and each refused row with its reason', async () => {
    const job = await importFile(session.app, session.merchant, collectionId, PRICE_LIST);

    expect(job).toMatchObject({
      status: 'done',
      mode: 'dry_run',
      format: 'csv',
      progress: { done: 3, total: 3 },
      summary: {
        created: 2,
        updated: 0,
        skipped: 0,
        refused: 1,
        errors: [{ row: 3, message: 'Строка 3: цена «12,5О» не число' }],
      },
    });
    expect(job.columns.map(({ header, target }) => [header, target])).toEqual([
      ['Название', { field: 'title' }],
      ['Артикул', { field: 'sku' }],
      ['Цена', { field: 'price' }],
      ['Категория', { field: 'categories' }],
      ['Характеристика: Материал', { characteristic: 'Материал' }],
      ['Остаток', { field: 'stock' }],
    ]);
    expect(job.columns[0]!.samples).toEqual(['Кружка', 'Тарелка', 'Чайник']);
    expect(job.preview.map(({ title, action }) => [title, action])).toEqual([
      ['Кружка', 'create'],
      ['Чайник', 'create'],
    ]);
    expect(await productCount(collectionId)).toBe(0);
  });

  it('writes nothing when all rows are to be applied and some are refused', async () => {
    const job = await importFile(session.app, session.merchant, collectionId, PRICE_LIST, {
      mode: 'apply',
    });

    expect(job.status).toBe('failed');
    expect(job.failure).toBe(importMessages.refusedRowsFirst(1));
    expect(await productCount(collectionId)).toBe(0);
  });

  it('applies the valid rows: products with categories, characteristics and stock', async () => {
    const job = await importFile(session.app, session.merchant, collectionId, PRICE_LIST, {
      mode: 'apply',
      onlyValid: true,
    });

    expect(job).toMatchObject({ status: 'done', summary: { created: 2, refused: 1 } });
    const [mug, kettle] = await productsIn(collectionId);
    expect(mug).toMatchObject({
      title: 'Кружка',
      sku: 'M-1',
      price: 450,
      track_stock: true,
      stock: 12,
    });
    expect(mug!.categories.map(({ title }) => title)).toEqual(['Кружки']);
    expect(kettle).toMatchObject({ title: 'Чайник', price: 1200.5, track_stock: false });
    expect(kettle!.categories.map(({ title }) => title).sort()).toEqual(['Подарки', 'Посуда']);
    const material = kettle!.characteristics.find(({ title }) => title === 'Материал')!;
    expect(
      material.values.filter(({ main_value }) => main_value).map(({ value }) => value),
    ).toEqual(['стекло', 'металл']);
  });

  it('reads its own export back as nothing to change', async () => {
    const exported = await call('GET', `catalog/collection/${collectionId}/export.csv`);
    const job = await importFile(session.app, session.merchant, collectionId, {
      name: 'export.csv',
      bytes: exported.rawPayload,
    });

    expect(job.summary).toMatchObject({ created: 0, updated: 0, skipped: 2, refused: 0 });
  });

  it('updates by SKU, or by title where the row has none', async () => {
    const job = await importFile(
      session.app,
      session.merchant,
      collectionId,
      csv('Название;Артикул;Цена', 'Кружка большая;M-1;500', 'Чайник;;1300'),
      { mode: 'apply' },
    );

    expect(job.summary).toMatchObject({ created: 0, updated: 2 });
    const titles = (await productsIn(collectionId)).map(({ title, price }) => [title, price]);
    expect(titles).toEqual([
      ['Кружка большая', 500],
      ['Чайник', 1300],
    ]);
  });

  it('refuses a row whose characteristic has every value it may', async () => {
    const { id: fresh } = await createCollection(session.app, session.merchant);
    const max = CHARACTERISTIC_LIMITS.valuesMax;
    const rows = Array.from({ length: max + 1 }, (_, index) => `Товар ${index};код ${index}`);
    const file = csv('Название;Характеристика: Код партии', ...rows);

    const job = await importFile(session.app, session.merchant, fresh, file, {
      mode: 'apply',
      onlyValid: true,
    });

    expect(job.summary).toMatchObject({ created: max, refused: 1 });
    expect(job.summary.errors).toEqual([
      {
        row: max + 2,
        message: `Строка ${max + 2}: ${importMessages.valuesFull('Код партии', max)}`,
      },
    ]);
  });

  it('maps a file of headers it has seen as the merchant mapped them last', async () => {
    const { id: fresh } = await createCollection(session.app, session.merchant);
    const file = csv('Наименование;Код;Примечание', 'Сахарница;S-1;из Гжели');
    const mapping = { columns: [{ field: 'title' }, { field: 'sku' }, { field: 'description' }] };

    await importFile(session.app, session.merchant, fresh, file, { mapping });
    const again = await importFile(session.app, session.merchant, fresh, file);

    expect(again.columns.map(({ target }) => target)).toEqual(mapping.columns);
    expect(again.preview).toMatchObject([{ title: 'Сахарница', sku: 'S-1' }]);
  });

  it('refuses a file over 50 MB as it arrives, keeping nothing of it', async () => {
    const { id: fresh } = await createCollection(session.app, session.merchant);
    const big = Buffer.alloc(IMPORT_LIMITS.fileBytesMax + 1, 'a');

    const response = await postImport(session.app, session.merchant, fresh, [
      { name: 'big.csv', bytes: big },
    ]);

    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(importMessages.fileTooBig);
    const jobs = await db()
      .select({ n: count() })
      .from(catalogImports)
      .where(eq(catalogImports.collectionId, fresh));
    expect(jobs[0]!.n).toBe(0);
  });

  it('refuses a file of more rows than an import takes, writing nothing', async () => {
    const { id: fresh } = await createCollection(session.app, session.merchant);
    const rows = Array.from({ length: IMPORT_LIMITS.rowsMax + 1 }, (_, index) => `Т${index}`);

    const job = await importFile(session.app, session.merchant, fresh, csv('Название', ...rows), {
      mode: 'apply',
      onlyValid: true,
    });

    expect(job).toMatchObject({ status: 'failed', failure: importMessages.tooManyRows });
    expect(await productCount(fresh)).toBe(0);
  });

  it('refuses a file of no kind it reads, and a second import of the collection', async () => {
    const png = await postImport(session.app, session.merchant, collectionId, [
      { name: 'catalog.csv', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
    ]);
    expect(png.statusCode).toBe(422);
    expect(png.json().detail).toBe(importMessages.unknownFormat);

    const shopId = await ownShopId(db(), session.merchant.email);
    await db()
      .insert(catalogImports)
      .values({
        shopId,
        collectionId,
        mode: 'dry_run',
        format: 'csv',
        fileName: 'waiting.csv',
        fileBytes: 1,
        leasedUntil: new Date(Date.now() + 3_600_000),
      });
    const second = await postImport(session.app, session.merchant, collectionId, [PRICE_LIST]);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(importMessages.busy);
    await db().delete(catalogImports).where(eq(catalogImports.fileName, 'waiting.csv'));
  });

  it('is no other merchant’s to start, read or cancel', async () => {
    const job = await importFile(session.app, session.merchant, collectionId, PRICE_LIST);
    const stranger: Account = await registerAccount(session.app);

    const started = await postImport(session.app, stranger, collectionId, [PRICE_LIST]);
    expect(started.statusCode).toBe(404);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await callApi(session.app, stranger, method, `catalog/import/${job.id}/`);
      expect(response.statusCode).toBe(404);
    }
    const refused = await callApi(
      session.app,
      stranger,
      'GET',
      `catalog/import/${job.id}/refused.csv`,
    );
    expect(refused.statusCode).toBe(404);
    expect((await finishedImport(session.app, session.merchant, job.id)).status).toBe('done');
  });
});
