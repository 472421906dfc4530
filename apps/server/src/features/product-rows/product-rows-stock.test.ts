import { productRowsPageSchema, type ProductRowView } from '@vitrina/contracts/product-rows';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCategory, createCollection, createProduct } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { useSignedInApp, type SignedInApp } from '../../testing/signed-in-app';
import { giveVariants, type VariantSpec } from '../../testing/variants';

const rowsPath = (query: string) => `catalog/products/rows/?${query}`;

/**
 * A collection with one product of each stock case, named by its title; in id order the out of
 * stock ones are `zero`, `unset`, `variantsAtZero`, `variantsOff`.
 */
async function stockedCollection(session: SignedInApp, account: Account) {
  const { app } = session;
  const collection = (await createCollection(app, account)).id;
  const category = (await createCategory(app, account, collection)).id;
  const product = async (title: string, fields: object = {}) => {
    const made = await createProduct(app, account, collection, { title, ...fields });
    await callApi(app, account, 'PUT', `catalog/product/${made.id}/`, {
      categories_id: [category],
    });
    return made;
  };
  const withVariants = async (title: string, trackStock: boolean, specs: VariantSpec[]) => {
    const made = await product(title, { track_stock: trackStock });
    await giveVariants(app, account, made.id, specs);
    return made;
  };
  const ids = {
    untracked: (await product('untracked', { stock: 0 })).id,
    twelve: (await product('twelve', { track_stock: true, stock: 12 })).id,
    zero: (await product('zero', { track_stock: true, stock: 0 })).id,
    unset: (await product('unset', { track_stock: true, stock: null })).id,
    // Only the enabled ones count: 3 + 0 + nothing, the 5 being off.
    variants: (
      await withVariants('variants', true, [
        { values: ['красный', '250 мл'], stock: 3 },
        { values: ['красный', '350 мл'], stock: 0 },
        { values: ['синий', '250 мл'], stock: 5, enabled: false },
        { values: ['синий', '350 мл'], stock: null },
      ])
    ).id,
    variantsAtZero: (
      await withVariants('variantsAtZero', true, [
        { values: ['красный', '250 мл'], stock: 0 },
        { values: ['синий', '250 мл'], stock: 4, enabled: false },
      ])
    ).id,
    variantsOff: (
      await withVariants('variantsOff', true, [
        { values: ['красный', '250 мл'], stock: 9, enabled: false },
      ])
    ).id,
    variantsUntracked: (
      await withVariants('variantsUntracked', false, [{ values: ['красный', '250 мл'] }])
    ).id,
  };
  return { collection, category, ids };
}

type Stocked = Awaited<ReturnType<typeof stockedCollection>>;

describe('the product rows’ stock', () => {
  const session = useSignedInApp();
  let stocked: Stocked;

  beforeAll(async () => {
    stocked = await stockedCollection(session, session.merchant);
  });

  const rowsOf = async (query: string) => {
    const response = await session.call('GET', rowsPath(query));
    expect(response.statusCode, response.body).toBe(200);
    return productRowsPageSchema.parse(response.json()).data;
  };
  const titlesOf = (rows: ProductRowView[]) => rows.map((row) => row.title);
  const figuresOf = (row: ProductRowView) => [row.track_stock, row.stock, row.variants];

  it('gives each row its tracking, stock (summed over enabled variants) and variant count', async () => {
    const { rows } = await rowsOf(`collection=${stocked.collection}`);

    expect(Object.fromEntries(rows.map((row) => [row.title, figuresOf(row)]))).toEqual({
      untracked: [false, 0, 0],
      twelve: [true, 12, 0],
      zero: [true, 0, 0],
      unset: [true, null, 0],
      variants: [true, 3, 4],
      variantsAtZero: [true, 0, 2],
      variantsOff: [true, null, 1],
      variantsUntracked: [false, null, 1],
    });
  });

  it('keeps only the products out of stock with stock=out, in id order', async () => {
    const page = await rowsOf(`collection=${stocked.collection}&stock=out`);

    expect(titlesOf(page.rows)).toEqual(['zero', 'unset', 'variantsAtZero', 'variantsOff']);
    expect(page.next).toBeNull();
  });

  it('pages the filtered rows by the keyset, each once', async () => {
    const seen: string[] = [];
    let after: string | null = '';
    while (after !== null) {
      const cursor: string = after ? `&after=${after}` : '';
      const page = await rowsOf(`collection=${stocked.collection}&stock=out&limit=1${cursor}`);
      seen.push(...titlesOf(page.rows));
      after = page.next;
    }

    expect(seen).toEqual(['zero', 'unset', 'variantsAtZero', 'variantsOff']);
  });

  it('narrows a category and a search as well', async () => {
    const byCategory = await rowsOf(`category=${stocked.category}&stock=out&search=variants`);

    expect(titlesOf(byCategory.rows)).toEqual(['variantsAtZero', 'variantsOff']);
  });

  it('reads a filtered page in one statement', async () => {
    const statements = await countQueries(session.testApp.database.db, () =>
      rowsOf(`collection=${stocked.collection}&stock=out`),
    );

    expect(statements).toBe(1);
  });

  it('documents the filter and the figures in the OpenAPI description', async () => {
    const { paths } = (await session.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const rows = paths['/api/v1/catalog/products/rows'].get;
    const stock = rows.parameters.find((parameter: { name: string }) => parameter.name === 'stock');
    const row =
      rows.responses['200'].content['application/json'].schema.properties.data.properties.rows
        .items;

    expect(stock).toMatchObject({ in: 'query', required: false, schema: { enum: ['out'] } });
    expect(row.required).toEqual(expect.arrayContaining(['track_stock', 'stock', 'variants']));
  });

  it('refuses another stock filter with 422', async () => {
    const response = await session.call(
      'GET',
      rowsPath(`collection=${stocked.collection}&stock=low`),
    );

    expect(response.statusCode).toBe(422);
  });
});

describe('the stock filter belongs to its merchant', () => {
  const session = useSignedInApp();
  let boris: Account;
  let annas: Stocked;
  let boriss: Stocked;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    annas = await stockedCollection(session, session.merchant);
    boriss = await stockedCollection(session, boris);
  });

  const asBoris = (query: string) => callApi(session.app, boris, 'GET', rowsPath(query));

  it("finds nothing out of stock in another merchant's collection or category", async () => {
    const response = await asBoris(
      `collection=${annas.collection}&category=${annas.category}&stock=out`,
    );

    expect(response.json().data).toEqual({ rows: [], next: null });
  });

  it('lists only the merchant’s own, asked together with another’s', async () => {
    const response = await asBoris(
      `collection=${annas.collection}&collection=${boriss.collection}&stock=out`,
    );
    const ids = response.json().data.rows.map((row: ProductRowView) => row.id);

    expect(ids).toEqual([
      boriss.ids.zero,
      boriss.ids.unset,
      boriss.ids.variantsAtZero,
      boriss.ids.variantsOff,
    ]);
  });
});
