import { COLLECTION_VIEW_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { collectionViewSchema } from '@vitrina/contracts/products';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ownShopId, registerAccount } from '../../testing/accounts';
import { callApi, createCategory, createCollection, createProduct } from '../../testing/catalog';
import { seedCatalog } from '../../testing/catalog-seed';
import { countQueries } from '../../testing/count-queries';

describe('reading a collection and the products of categories', () => {
  const session = useSignedInApp();

  const get = (path: string) => session.call('GET', path);
  const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

  it('includes the category tree and the products only when `tree` asks for them', async () => {
    const { id } = await createCollection(session.app, session.merchant);
    const category = await createCategory(session.app, session.merchant, id);
    const product = await createProduct(session.app, session.merchant, id);
    await session.call('PUT', `catalog/product/${product.id}/`, {
      categories_id: [category.id],
    });

    const bare = (await get(`catalog/collection/${id}/`)).json().data;
    const single = (await get(`catalog/collection/${id}/?tree=CATEGORY`)).json().data;
    const both = (await get(`catalog/collection/${id}/?tree=PRODUCT&tree=CATEGORY`)).json().data;

    expect(bare).toEqual({
      id,
      type: 'PRODUCT',
      title: 'Одежда и обувь',
      description: null,
      products_quantity: 1,
    });
    expect(single.products).toBeUndefined();
    expect(idsOf(single.categories)).toEqual([category.id]);
    expect(idsOf(both.products)).toEqual([product.id]);
    expect(idsOf(both.products[0].categories)).toEqual([category.id]);
  });

  it('answers its summary and tree again from memory until the merchant writes', async () => {
    const { id } = await createCollection(session.app, session.merchant);
    await createCategory(session.app, session.merchant, id);
    const first = await get(`catalog/collection/${id}/?tree=CATEGORY`);

    let again: Awaited<ReturnType<typeof get>> | undefined;
    const statements = await countQueries(session.testApp.database.db, async () => {
      again = await get(`catalog/collection/${id}/?tree=CATEGORY`);
    });
    const added = await createCategory(session.app, session.merchant, id);
    await createProduct(session.app, session.merchant, id);
    const afterWrites = (await get(`catalog/collection/${id}/?tree=CATEGORY`)).json().data;

    expect(again!.body).toBe(first.body);
    expect(statements).toBe(0);
    expect(idsOf(afterWrites.categories)).toContain(added.id);
    expect(afterWrites.products_quantity).toBe(1);
  });

  it("answers another merchant's collection as missing even once kept for its owner", async () => {
    const { id } = await createCollection(session.app, session.merchant);
    await get(`catalog/collection/${id}/?tree=CATEGORY`);
    const boris = await registerAccount(session.app);

    const response = await callApi(session.app, boris, 'GET', `catalog/collection/${id}/`);

    expect(response.statusCode).toBe(404);
  });

  it('answers exactly the documented shape, numbers and nulls included', async () => {
    const { id } = await createCollection(session.app, session.merchant);
    const category = await createCategory(session.app, session.merchant, id);
    const product = await createProduct(session.app, session.merchant, id);
    await session.call('PUT', `catalog/product/${product.id}/`, {
      categories_id: [category.id],
      price: 1250.5,
      discount_value: 100,
      discount_type: 'RUBLES',
    });

    const response = await get(`catalog/collection/${id}/?tree=PRODUCT&tree=CATEGORY`);
    const { data } = response.json();

    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(collectionViewSchema.strict().parse(data)).toEqual(data);
    expect(data.products[0]).toEqual((await get(`catalog/product/${product.id}/`)).json().data);
    expect(data.products[0]).toMatchObject({ price: 1250.5, discount_value: 100, about: null });
  });

  it('refuses an unknown tree part', async () => {
    const { id } = await createCollection(session.app, session.merchant);

    expect((await get(`catalog/collection/${id}/?tree=PHOTO`)).statusCode).toBe(422);
  });

  it('answers the products of categories and of their descendants, each once', async () => {
    const { id } = await createCollection(session.app, session.merchant);
    const shoes = await createCategory(session.app, session.merchant, id, null, 'Обувь');
    const boots = await createCategory(session.app, session.merchant, id, shoes.id, 'Ботинки');
    const winter = await createCategory(session.app, session.merchant, id, boots.id, 'Зимние');
    const hats = await createCategory(session.app, session.merchant, id, null, 'Шапки');
    const deep = await createProduct(session.app, session.merchant, id);
    const both = await createProduct(session.app, session.merchant, id);
    const hat = await createProduct(session.app, session.merchant, id);
    await createProduct(session.app, session.merchant, id);
    const link = (productId: number, categories_id: number[]) =>
      session.call('PUT', `catalog/product/${productId}/`, {
        categories_id,
      });
    await link(deep.id, [winter.id]);
    await link(both.id, [shoes.id, boots.id]);
    await link(hat.id, [hats.id]);

    const underShoes = await get(`catalog/category/products?ids=${shoes.id}`);
    const underBootsAndHats = await get(`catalog/category/products?ids=${boots.id}&ids=${hats.id}`);
    const none = await get('catalog/category/products');

    expect(underShoes.statusCode).toBe(200);
    expect(idsOf(underShoes.json().data)).toEqual([deep.id, both.id]);
    expect(idsOf(underBootsAndHats.json().data)).toEqual([deep.id, both.id, hat.id]);
    expect(none.json()).toEqual({ data: [] });
    expect((await get('catalog/category/products?ids=abc')).statusCode).toBe(422);
  });

  it('reads a collection with a fixed number of queries whatever its size', async () => {
    const shopId = await ownShopId(session.testApp.database.db, session.merchant.email);
    const small = await seedCatalog(session.testApp.database.db, shopId, {
      products: 3,
      categories: 2,
    });
    const large = await seedCatalog(session.testApp.database.db, shopId, {
      products: 300,
      categories: 60,
    });
    const queriesFor = (id: number) =>
      countQueries(session.testApp.database.db, () =>
        get(`catalog/collection/${id}/?tree=PRODUCT&tree=CATEGORY`),
      );

    const smallQueries = await queriesFor(small);
    const largeQueries = await queriesFor(large);

    expect(largeQueries).toBe(smallQueries);
    // The collection, its categories, and its products built as JSON.
    expect(smallQueries).toBe(3);
    const view = (await get(`catalog/collection/${large}/?tree=PRODUCT&tree=CATEGORY`)).json();
    expect(view.data.products).toHaveLength(300);
    expect(view.data.products_quantity).toBe(300);
  });

  it('answers the products a page at a time, `products_next` leading to the rest', async () => {
    const shopId = await ownShopId(session.testApp.database.db, session.merchant.email);
    const pageSize = COLLECTION_VIEW_LIMITS.productsPage;
    const id = await seedCatalog(session.testApp.database.db, shopId, {
      products: pageSize + 1,
      categories: 0,
    });

    const first = (await get(`catalog/collection/${id}/?tree=PRODUCT`)).json().data;
    const second = (
      await get(`catalog/collection/${id}/?tree=PRODUCT&after=${first.products_next}`)
    ).json().data;
    const bare = (await get(`catalog/collection/${id}/`)).json().data;
    const badCursor = await get(`catalog/collection/${id}/?tree=PRODUCT&after=nope`);

    expect(first.products).toHaveLength(pageSize);
    expect(second.products).toHaveLength(1);
    expect(second.products_next).toBeNull();
    expect(second.products[0].id).toBeGreaterThan(first.products.at(-1).id);
    expect(second.products_quantity).toBe(pageSize + 1);
    expect(bare.products_next).toBeUndefined();
    expect(badCursor.statusCode).toBe(422);
    expect(badCursor.body).toContain(messages.productRows.badCursor);
  });
});
