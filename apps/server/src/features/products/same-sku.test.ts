import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * GET catalog/product/{id}/same-sku/: a product's SKU may repeat in its collection (a copy keeps
 * it), and the editor warns with the others that have it. Only the merchant's own collection is
 * looked at.
 */
describe('products of a collection with the same SKU', () => {
  const session = useSignedInApp();
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
  });

  const { call } = session;
  const newProduct = async (fields: object, collection = collectionId) =>
    (await createProduct(session.app, session.merchant, collection, fields)).id;
  const sameSku = (id: number, account?: Account) =>
    account
      ? callApi(session.app, account, 'GET', `catalog/product/${id}/same-sku/`)
      : call('GET', `catalog/product/${id}/same-sku/`);

  it('names the other products of the collection with the SKU, in id order', async () => {
    const mug = await newProduct({ title: 'Кружка', sku: 'MUG-1' });
    const cup = await newProduct({ title: 'Чашка', sku: 'MUG-1' });
    await newProduct({ title: 'Блюдце', sku: 'MUG-2' });
    await newProduct({ title: 'Кружка большая', sku: 'mug-1' });

    const response = await sameSku(cup);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { products: [{ id: mug, title: 'Кружка' }], total: 1 },
    });
    expect((await sameSku(mug)).json().data.products).toEqual([{ id: cup, title: 'Чашка' }]);
  });

  it('finds the copy of a product, which keeps its SKU, and follows a save that changes it', async () => {
    const original = await newProduct({ title: 'Ваза', sku: 'VASE-7' });
    const copied = await call('POST', `catalog/product/${original}/copy/`);
    const copy = copied.json().data.id as number;

    expect((await sameSku(original)).json().data).toEqual({
      products: [{ id: copy, title: 'Ваза (копия)' }],
      total: 1,
    });
    const saved = await call('PUT', `catalog/product/${copy}/`, { sku: 'VASE-8' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await sameSku(original)).json().data).toEqual({ products: [], total: 0 });
    expect((await sameSku(copy)).json().data).toEqual({ products: [], total: 0 });
  });

  it('looks only in the product’s own collection', async () => {
    const otherCollection = (await createCollection(session.app, session.merchant, 'Посуда')).id;
    const here = await newProduct({ title: 'Тарелка', sku: 'PLATE' });
    await newProduct({ title: 'Тарелка', sku: 'PLATE' }, otherCollection);

    expect((await sameSku(here)).json().data).toEqual({ products: [], total: 0 });
  });

  it.each([
    ['no SKU', { sku: null }],
    ['a blank SKU', { sku: '  ' }],
  ])('names none for a product with %s, even when others have the same', async (_case, fields) => {
    const first = await newProduct({ title: 'Ложка', ...fields });
    await newProduct({ title: 'Вилка', ...fields });

    expect((await sameSku(first)).json().data).toEqual({ products: [], total: 0 });
  });

  it(`names the first ${PRODUCT_LIMITS.sameSkuShownMax} and counts them all`, async () => {
    const collection = (await createCollection(session.app, session.merchant, 'Стаканы')).id;
    const ids: number[] = [];
    for (let place = 1; place <= PRODUCT_LIMITS.sameSkuShownMax + 2; place += 1) {
      ids.push(await newProduct({ title: `Стакан ${place}`, sku: 'GLASS' }, collection));
    }

    const { data } = (await sameSku(ids[0]!)).json();

    expect(data.total).toBe(PRODUCT_LIMITS.sameSkuShownMax + 1);
    expect(data.products.map((product: { id: number }) => product.id)).toEqual(
      ids.slice(1, PRODUCT_LIMITS.sameSkuShownMax + 1),
    );
  });

  it('never names another merchant’s product, and answers 404 for it', async () => {
    const boris = await registerAccount(session.app);
    const borisCollection = (await createCollection(session.app, boris)).id;
    const boriss = (
      await createProduct(session.app, boris, borisCollection, { title: 'Кружка', sku: 'SHARED' })
    ).id;
    const annas = await newProduct({ title: 'Кружка', sku: 'SHARED' });

    expect((await sameSku(annas)).json().data).toEqual({ products: [], total: 0 });
    expect((await sameSku(boriss, boris)).json().data).toEqual({ products: [], total: 0 });
    const foreign = await sameSku(boriss);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual((await sameSku(2_000_000_000)).json());
  });

  it('is documented with its answer', async () => {
    const { paths } = (await session.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const read = paths['/api/v1/catalog/product/{id}/same-sku'].get;

    expect(read).toMatchObject({ tags: ['catalog'], security: [{ bearerAuth: [] }] });
    expect(
      read.responses['200'].content['application/json'].schema.properties.data.required,
    ).toEqual(['products', 'total']);
  });
});
