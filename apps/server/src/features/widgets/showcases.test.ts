import { messages } from '@vitrina/contracts/messages';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/signed-in-app';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCategory, createCollection, createProduct } from '../../testing/catalog';
import { createSite, createWidget } from '../../testing/platform';

describe('showcase content: PUT /api/v1/platform/showcase/{identifier}/content/', () => {
  let anna: Account;
  let siteId: number;
  let identifier: string;
  let widgetId: number;
  /** Clothes: Shoes › Boots › Winter, and Hats; a second collection, Toys. */
  const catalog = { clothes: 0, shoes: 0, boots: 0, winter: 0, hats: 0, toys: 0 };
  const product = { plain: 0, winterBoot: 0, shoe: 0, hat: 0, toy: 0 };

  const testApp = useTestApp();

  beforeAll(async () => {
    anna = await registerAccount(testApp.app);
    siteId = (await createSite(testApp.app, anna)).id;
    catalog.clothes = (await createCollection(testApp.app, anna, 'Одежда')).id;
    catalog.toys = (await createCollection(testApp.app, anna, 'Игрушки')).id;
    const category = (parent: number | null, title: string) =>
      createCategory(testApp.app, anna, catalog.clothes, parent, title).then((node) => node.id);
    catalog.shoes = await category(null, 'Обувь');
    catalog.boots = await category(catalog.shoes, 'Ботинки');
    catalog.winter = await category(catalog.boots, 'Зимние');
    catalog.hats = await category(null, 'Шапки');
    const filed = async (collection: number, categories_id: number[]) => {
      const { id } = await createProduct(testApp.app, anna, collection);
      await callApi(testApp.app, anna, 'PUT', `catalog/product/${id}/`, { categories_id });
      return id;
    };
    product.plain = await filed(catalog.clothes, []);
    product.winterBoot = await filed(catalog.clothes, [catalog.winter]);
    product.shoe = await filed(catalog.clothes, [catalog.shoes, catalog.boots]);
    product.hat = await filed(catalog.clothes, [catalog.hats]);
    product.toy = await filed(catalog.toys, []);
  });

  beforeEach(async () => {
    const widget = await createWidget(testApp.app, anna, siteId);
    identifier = widget.showcases[0]!;
    widgetId = widget.id;
  });

  const put = (ids: unknown, showcase = identifier) =>
    callApi(testApp.app, anna, 'PUT', `platform/showcase/${showcase}/content/`, { ids });
  const tagsShown = async () =>
    (await callApi(testApp.app, anna, 'GET', `platform/widget/${widgetId}/?tree=TAGS`)).json().data
      .tags;
  const idsOf = (items: { id: number }[]) => items.map((item) => item.id);

  it('shows a whole collection: its tag and every product of it', async () => {
    const response = await put([catalog.toys]);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      showcases: [identifier],
      tags: [{ collection_id: catalog.toys, collection_title: 'Игрушки' }],
    });
    expect(response.json().data.tags[0]).not.toHaveProperty('category_id');
    expect(idsOf(response.json().data.products)).toEqual([product.toy]);
  });

  it('shows a category with its descendants, each product once', async () => {
    const response = await put([catalog.shoes]);

    expect(response.json().data.tags).toEqual([
      {
        collection_id: catalog.clothes,
        collection_title: 'Одежда',
        category_id: catalog.shoes,
        category_title: 'Обувь',
      },
    ]);
    expect(idsOf(response.json().data.products)).toEqual([product.winterBoot, product.shoe]);
  });

  it('mixes collections and categories, tags in the chosen order, products by id', async () => {
    const response = await put([catalog.hats, catalog.toys, catalog.winter, catalog.hats]);

    expect(
      response
        .json()
        .data.tags.map(
          (tag: { category_id?: number; collection_id: number }) =>
            tag.category_id ?? tag.collection_id,
        ),
    ).toEqual([catalog.hats, catalog.toys, catalog.winter]);
    expect(idsOf(response.json().data.products)).toEqual([
      product.winterBoot,
      product.hat,
      product.toy,
    ]);
  });

  it('replaces the content on each call, and clears it with no ids', async () => {
    await put([catalog.clothes]);
    const replaced = await put([catalog.toys]);
    const cleared = await put([]);

    expect(replaced.json().data.tags).toHaveLength(1);
    expect(cleared.json().data).toMatchObject({ tags: [], products: [] });
  });

  it('refuses an unknown id with 404 and keeps the content', async () => {
    await put([catalog.toys]);

    const response = await put([catalog.clothes, 999999]);

    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(messages.widget.contentNotFound);
    expect(await tagsShown()).toEqual([
      { collection_id: catalog.toys, collection_title: 'Игрушки' },
    ]);
  });

  it('refuses ids of the wrong type or range, too many ids and a malformed identifier with 422', async () => {
    const responses = await Promise.all([
      put(['one']),
      put([1.5]),
      put([2_147_483_648]),
      put('1'),
      put(Array.from({ length: 501 }, (_, index) => index + 1)),
      put([catalog.toys], 'not-a-uuid'),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([
      422, 422, 422, 422, 422, 422,
    ]);
  });

  it('answers 404 for an unknown showcase', async () => {
    const response = await put([catalog.toys], '00000000-0000-4000-8000-000000000000');

    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(messages.http.notFound);
  });

  it('drops a deleted category from the showcase', async () => {
    const temporary = await createCategory(testApp.app, anna, catalog.clothes, null, 'Временная');
    await put([temporary.id, catalog.toys]);

    await callApi(testApp.app, anna, 'DELETE', `catalog/category/${temporary.id}/`);

    expect(await tagsShown()).toEqual([
      { collection_id: catalog.toys, collection_title: 'Игрушки' },
    ]);
  });

  it('numbers collections and categories from one sequence, so an id names one node', async () => {
    const collection = await createCollection(testApp.app, anna, 'Новая');
    const category = await createCategory(testApp.app, anna, collection.id);
    const next = await createCollection(testApp.app, anna, 'Ещё одна');

    expect([category.id, next.id]).toEqual([collection.id + 1, collection.id + 2]);
  });
});
