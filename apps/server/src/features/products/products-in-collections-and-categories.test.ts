import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, userRow, type Account } from '../../testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { callApi, createCategory, createCollection, createProduct } from '../../testing/catalog';
import { createProductsService } from './products.service';

describe('products of collections and categories (what a showcase shows)', () => {
  let testApp: TestApp;
  let anna: Account;
  let annaId: number;

  beforeAll(async () => {
    testApp = await buildTestApp();
    anna = await registerAccount(testApp.app);
    annaId = (await userRow(testApp.database.db, anna.email))!.id;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const productsOf = (userId: number, collectionIds: number[], categoryIds: number[]) =>
    createProductsService({ db: testApp.database.db })
      .inCollectionsAndCategories(userId, collectionIds, categoryIds)
      .then((products) => products.map((product) => product.id));

  it('answers the union of whole collections and category subtrees, each product once', async () => {
    const clothes = await createCollection(testApp.app, anna, 'Одежда');
    const toys = await createCollection(testApp.app, anna, 'Игрушки');
    const shoes = await createCategory(testApp.app, anna, clothes.id, null, 'Обувь');
    const boots = await createCategory(testApp.app, anna, clothes.id, shoes.id, 'Ботинки');
    const boot = await createProduct(testApp.app, anna, clothes.id);
    const shirt = await createProduct(testApp.app, anna, clothes.id);
    const toy = await createProduct(testApp.app, anna, toys.id);
    await callApi(testApp.app, anna, 'PUT', `catalog/product/${boot.id}/`, {
      categories_id: [boots.id],
    });

    expect(await productsOf(annaId, [], [shoes.id])).toEqual([boot.id]);
    expect(await productsOf(annaId, [toys.id], [shoes.id])).toEqual([boot.id, toy.id]);
    expect(await productsOf(annaId, [clothes.id], [boots.id])).toEqual([boot.id, shirt.id]);
    expect(await productsOf(annaId, [], [])).toEqual([]);
  });

  it('answers nothing of another merchant', async () => {
    const boris = await registerAccount(testApp.app);
    const borisId = (await userRow(testApp.database.db, boris.email))!.id;
    const collection = await createCollection(testApp.app, anna);
    const category = await createCategory(testApp.app, anna, collection.id);
    await createProduct(testApp.app, anna, collection.id);

    expect(await productsOf(borisId, [collection.id], [category.id])).toEqual([]);
  });
});
