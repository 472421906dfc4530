import { messages } from '@vitrina/contracts/messages';
import { PRODUCT_ROWS_LIMITS } from '@vitrina/contracts/limits';
import { productRowsPageSchema, type ProductRowView } from '@vitrina/contracts/product-rows';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPhotos } from '../../db/schema';
import { registerAccount, ownShopId, type Account } from '../../testing/accounts';
import { callApi, createCategory, createCollection, createProduct } from '../../testing/catalog';
import { seedCatalog } from '../../testing/catalog-seed';
import { countQueries } from '../../testing/count-queries';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';

/** A product of the merchant's collection filed under the categories. */
async function filedProduct(
  session: SignedInApp,
  collection: number,
  categoryIds: number[],
  fields: object = {},
) {
  const product = await createProduct(session.app, session.merchant, collection, fields);
  await session.call('PUT', `catalog/product/${product.id}/`, { categories_id: categoryIds });
  return product;
}

const rowsPath = (query: string) => `catalog/products/rows/?${query}`;

describe('the paged product rows', () => {
  const session = useSignedInApp();

  const rowsOf = async (query: string, account?: Account) => {
    const response = account
      ? await callApi(session.app, account, 'GET', rowsPath(query))
      : await session.call('GET', rowsPath(query));
    expect(response.statusCode, response.body).toBe(200);
    return productRowsPageSchema.parse(response.json()).data;
  };

  /** Every row of the query, page after page of `limit`. */
  async function allRows(query: string, limit: number, between?: () => Promise<void>) {
    const rows: ProductRowView[] = [];
    let after: string | null = '';
    while (after !== null) {
      const cursor: string = after ? `&after=${after}` : '';
      const page = await rowsOf(`${query}&limit=${limit}${cursor}`);
      rows.push(...page.rows);
      after = page.next;
      await between?.();
    }
    return rows;
  }

  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);
  const merchantShopId = () => ownShopId(session.testApp.database.db, session.merchant.email);

  it('answers slim rows in id order, the main photo being the first by position', async () => {
    const { id: collection } = await createCollection(session.app, session.merchant);
    const first = await createProduct(session.app, session.merchant, collection, {
      price: 1250.5,
      sku: 'TS-1',
    });
    const second = await createProduct(session.app, session.merchant, collection);
    const shopId = await merchantShopId();
    await session.testApp.database.db.insert(productPhotos).values(
      [2, 1].map((position) => ({
        shopId,
        productId: first.id,
        position,
        origKey: `photos/${position}/2560.webp`,
        previewKey: `photos/${position}/800.webp`,
        smallKey: `photos/${position}/320.webp`,
      })),
    );

    const page = await rowsOf(`collection=${collection}`);
    const product = (await session.call('GET', `catalog/product/${first.id}/`)).json().data;

    expect(idsOf(page.rows)).toEqual([first.id, second.id]);
    expect(page.next).toBeNull();
    expect(page.rows[0]).toEqual({
      id: first.id,
      collection_id: collection,
      title: 'Футболка белая',
      sku: 'TS-1',
      price: 1250.5,
      discount_value: 0,
      discount_type: product.discount_type,
      onSale: true,
      main_photo_preview: product.main_photo_preview,
      track_stock: false,
      stock: null,
      variants: 0,
    });
    expect(page.rows[0]!.main_photo_preview).toMatch(/photos\/1\/800\.webp$/);
    expect(page.rows[1]!.main_photo_preview).toBeNull();
  });

  it('lists every product present before and not deleted once, while others come and go', async () => {
    const { id: collection } = await createCollection(session.app, session.merchant);
    const before = await Promise.all(
      Array.from({ length: 12 }, () => createProduct(session.app, session.merchant, collection)),
    );
    const doomed = new Set(idsOf(before).filter((_, index) => index % 3 === 1));
    const pending = [...doomed];
    const churn = async () => {
      const victim = pending.shift();
      if (victim) await session.call('DELETE', `catalog/product/${victim}/`);
      await createProduct(session.app, session.merchant, collection);
    };

    const seen = idsOf(await allRows(`collection=${collection}`, 2, churn));

    const kept = idsOf(before).filter((id) => !doomed.has(id));
    for (const id of kept) expect(seen.filter((other) => other === id)).toHaveLength(1);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('takes a category with its descendants, listing a product filed twice once', async () => {
    const { id: collection } = await createCollection(session.app, session.merchant);
    const root = await createCategory(session.app, session.merchant, collection);
    const child = await createCategory(session.app, session.merchant, collection, root.id);
    const grandchild = await createCategory(session.app, session.merchant, collection, child.id);
    const other = await createCategory(session.app, session.merchant, collection);
    const twice = await filedProduct(session, collection, [root.id, grandchild.id]);
    const deep = await filedProduct(session, collection, [grandchild.id]);
    const elsewhere = await filedProduct(session, collection, [other.id]);

    expect(idsOf((await rowsOf(`category=${root.id}`)).rows)).toEqual([twice.id, deep.id]);
    expect(idsOf((await rowsOf(`category=${child.id}&category=${other.id}`)).rows)).toEqual([
      twice.id,
      deep.id,
      elsewhere.id,
    ]);
  });

  it('searches titles case-insensitively with ё as е, and SKUs', async () => {
    const { id: collection } = await createCollection(session.app, session.merchant);
    const tree = await createProduct(session.app, session.merchant, collection, {
      title: 'Ёлка искусственная',
    });
    const hedgehog = await createProduct(session.app, session.merchant, collection, {
      title: 'Игрушка «ежик»',
    });
    const bySku = await createProduct(session.app, session.merchant, collection, {
      title: 'Шар',
      sku: 'XMAS-100%',
    });
    const search = (text: string) =>
      rowsOf(`collection=${collection}&search=${encodeURIComponent(text)}`).then((page) =>
        idsOf(page.rows),
      );

    expect(await search('елка')).toEqual([tree.id]);
    expect(await search('ЁЖИК')).toEqual([hedgehog.id]);
    expect(await search('xmas-100%')).toEqual([bySku.id]);
    expect(await search('100_')).toEqual([]);
    expect(await search('  ')).toEqual(idsOf([tree, hedgehog, bySku]));
  });

  it.each([
    ['no collection nor category', '', messages.productRows.scopeRequired],
    [
      'a search too long',
      `collection=1&search=${'я'.repeat(101)}`,
      messages.productRows.searchTooLong,
    ],
    [
      'too many ids',
      Array.from({ length: PRODUCT_ROWS_LIMITS.idsMax + 1 }, (_, i) => `category=${i + 1}`).join(
        '&',
      ),
      messages.productRows.tooManyIds,
    ],
    ['a cursor not of a page', 'collection=1&after=bm9wZQ', messages.productRows.badCursor],
    [
      'a cursor of a negative id',
      `collection=1&after=${btoa('-5')}`,
      messages.productRows.badCursor,
    ],
  ])('refuses %s with 422 and its message', async (_, query, message) => {
    const response = await session.call('GET', rowsPath(query));

    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(message);
  });

  it('costs one statement a page whatever its size', async () => {
    const collection = await seedCatalog(session.testApp.database.db, await merchantShopId(), {
      products: 300,
      categories: 20,
    });
    const statements = (limit: number) =>
      countQueries(session.testApp.database.db, () =>
        rowsOf(`collection=${collection}&category=1&search=1&limit=${limit}`),
      );

    expect(await statements(1)).toBe(1);
    expect(await statements(PRODUCT_ROWS_LIMITS.pageMax)).toBe(1);
  });
});

describe('the collection category counts', () => {
  const session = useSignedInApp();

  it('counts distinct products per category with its descendants, in one statement', async () => {
    const { id: collection } = await createCollection(session.app, session.merchant);
    const root = await createCategory(session.app, session.merchant, collection);
    const child = await createCategory(session.app, session.merchant, collection, root.id);
    await createCategory(session.app, session.merchant, collection);
    await filedProduct(session, collection, [root.id, child.id]);
    await filedProduct(session, collection, [child.id]);
    await createProduct(session.app, session.merchant, collection);

    let response: Awaited<ReturnType<typeof session.call>> | undefined;
    const statements = await countQueries(session.testApp.database.db, async () => {
      response = await session.call('GET', `catalog/collection/${collection}/counts/`);
    });

    expect(response!.json().data).toEqual({
      total: 3,
      categories: [
        { id: root.id, products: 2 },
        { id: child.id, products: 2 },
      ],
    });
    expect(statements).toBe(1);
  });

  it('answers again from memory until the merchant writes, then counts anew', async () => {
    const { id: collection } = await createCollection(session.app, session.merchant);
    const category = await createCategory(session.app, session.merchant, collection);
    await filedProduct(session, collection, [category.id]);
    const countsPath = `catalog/collection/${collection}/counts/`;
    const first = await session.call('GET', countsPath);

    let again: Awaited<ReturnType<typeof session.call>> | undefined;
    const statements = await countQueries(session.testApp.database.db, async () => {
      again = await session.call('GET', countsPath);
    });
    await filedProduct(session, collection, [category.id]);
    const afterWrite = await session.call('GET', countsPath);

    expect(again!.json()).toEqual(first.json());
    expect(statements).toBe(0);
    expect(afterWrite.json().data).toEqual({
      total: 2,
      categories: [{ id: category.id, products: 2 }],
    });
  });

  it('answers an empty collection with zero', async () => {
    const { id: collection } = await createCollection(session.app, session.merchant);

    const response = await session.call('GET', `catalog/collection/${collection}/counts/`);

    expect(response.json().data).toEqual({ total: 0, categories: [] });
  });
});

describe('product rows and counts belong to their merchant', () => {
  const session = useSignedInApp();
  let boris: Account;
  let annas: { collection: number; category: number; product: number };

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    const collection = (await createCollection(session.app, session.merchant)).id;
    const category = (await createCategory(session.app, session.merchant, collection)).id;
    const product = (await filedProduct(session, collection, [category], { sku: 'ANNA-1' })).id;
    annas = { collection, category, product };
  });

  const asBoris = (path: string) => callApi(session.app, boris, 'GET', path);

  it("matches nothing of another merchant's collections, categories or search", async () => {
    const query = `collection=${annas.collection}&category=${annas.category}&search=ANNA`;
    const response = await asBoris(rowsPath(query));

    expect(response.json().data).toEqual({ rows: [], next: null });
  });

  it("answers another merchant's collection counts as a missing one", async () => {
    // Counted for Anna first: what this process keeps of them is hers alone.
    await session.call('GET', `catalog/collection/${annas.collection}/counts/`);
    const response = await asBoris(`catalog/collection/${annas.collection}/counts/`);
    const missing = await asBoris('catalog/collection/999999/counts/');

    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(missing.body);
  });
});
