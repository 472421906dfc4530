import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  callApi,
  catalogRowCounts,
  createCategory,
  createCollection,
  createProduct,
} from '../../testing/catalog';

/** Another merchant's rows answer exactly as missing ones do, and cannot be referenced. */
describe('catalog rows belong to their merchant', () => {
  const session = useSignedInApp();
  let boris: Account;
  let annas: { collection: number; category: number; product: number };
  let borisCollection: number;
  let borisCategory: number;
  let borisProduct: number;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    const collection = (await createCollection(session.app, session.merchant)).id;
    const category = (await createCategory(session.app, session.merchant, collection)).id;
    const product = (await createProduct(session.app, session.merchant, collection)).id;
    await session.call('PUT', `catalog/product/${product}/`, {
      categories_id: [category],
    });
    annas = { collection, category, product };
    borisCollection = (await createCollection(session.app, boris)).id;
    borisCategory = (await createCategory(session.app, boris, borisCollection)).id;
    borisProduct = (await createProduct(session.app, boris, borisCollection)).id;
  });

  const asBoris = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    callApi(session.app, boris, method, path, payload);

  it.each([
    ['GET', () => `catalog/collection/${annas.collection}/?tree=PRODUCT&tree=CATEGORY`, undefined],
    ['PUT', () => `catalog/collection/${annas.collection}/`, { title: 'Чужая коллекция' }],
    ['DELETE', () => `catalog/collection/${annas.collection}/`, undefined],
    ['POST', () => `catalog/collection/${annas.collection}/product/`, { title: 'Подброшенный' }],
    ['PUT', () => `catalog/category/${annas.category}/`, { title: 'Чужая' }],
    ['DELETE', () => `catalog/category/${annas.category}/`, undefined],
    ['GET', () => `catalog/product/${annas.product}/`, undefined],
    ['PUT', () => `catalog/product/${annas.product}/`, { title: 'Чужой' }],
    ['DELETE', () => `catalog/product/${annas.product}/`, undefined],
  ] as const)('answers 404 to %s %s of the other merchant', async (method, path, payload) => {
    const before = await catalogRowCounts(session.testApp.database.db);

    const response = await asBoris(method, path(), payload);

    expect(response.statusCode).toBe(404);
    expect(await catalogRowCounts(session.testApp.database.db)).toEqual(before);
  });

  it('shows neither the collections nor the products of the other merchant', async () => {
    const list = await asBoris('GET', 'catalog/collections/');
    const products = await asBoris('GET', `catalog/category/products?ids=${annas.category}`);

    expect(list.json().data.map((item: { id: number }) => item.id)).toEqual([borisCollection]);
    expect(products.json()).toEqual({ data: [] });
  });

  it('refuses the other merchant ids in a payload and writes nothing', async () => {
    const before = await catalogRowCounts(session.testApp.database.db);

    const inTheirCollection = await asBoris('POST', 'catalog/category/', {
      title: 'Подброшенная',
      collection_id: annas.collection,
    });
    const underTheirParent = await asBoris('POST', 'catalog/category/', {
      title: 'Подброшенная',
      collection_id: borisCollection,
      parent_id: annas.category,
    });
    const movedUnderTheirs = await asBoris('PUT', `catalog/category/${borisCategory}/`, {
      parent_id: annas.category,
    });
    const linkedToTheirs = await asBoris('PUT', `catalog/product/${borisProduct}/`, {
      categories_id: [annas.category],
    });

    expect(inTheirCollection.statusCode).toBe(404);
    expect(underTheirParent.statusCode).toBe(400);
    expect(movedUnderTheirs.statusCode).toBe(400);
    expect(linkedToTheirs.statusCode).toBe(400);
    expect(await catalogRowCounts(session.testApp.database.db)).toEqual(before);
    const annasProduct = await session.call('GET', `catalog/product/${annas.product}/`);
    expect(annasProduct.json().data).toMatchObject({
      title: 'Футболка белая',
      categories: [{ id: annas.category }],
    });
  });
});
