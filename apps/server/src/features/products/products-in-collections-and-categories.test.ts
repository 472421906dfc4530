import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ownShopId, registerAccount } from '../../testing/accounts';
import { createCategory, createCollection, createProduct } from '../../testing/catalog';
import { createCategoriesService } from '../catalog/categories.service';
import { createCollectionsService } from '../catalog/collections.service';
import { createCharacteristicsService } from '../characteristics/characteristics.service';
import { createVariantUpkeep } from '../variants/variant-upkeep.service';
import { createProductsService } from './products.service';
import { createShopJournal } from '../team/shop-journal.service';

describe('products of collections and categories (what a showcase shows)', () => {
  const session = useSignedInApp();
  let annaId: number;

  beforeAll(async () => {
    annaId = await ownShopId(session.testApp.database.db, session.merchant.email);
  });

  /** The service alone, over the app's database, with the catalog parts it reads. */
  function productsService() {
    const db = session.testApp.database.db;
    const mediaCleanup = { sweep: async () => {} };
    const variants = createVariantUpkeep();
    const characteristics = createCharacteristicsService({ db, variants });
    const journal = createShopJournal({ db });
    const collections = createCollectionsService({ db, mediaCleanup, characteristics, journal });
    const categories = createCategoriesService({ db, collections });
    return createProductsService({
      db,
      journal,
      collections,
      categories,
      characteristics,
      mediaUrlBase: '/media/',
      mediaCleanup,
      variants,
    });
  }

  const productsOf = (userId: number, collectionIds: number[], categoryIds: number[]) =>
    productsService()
      .inCollectionsAndCategories(userId, collectionIds, categoryIds)
      .then((products) => products.map((product) => product.id));

  it('answers the union of whole collections and category subtrees, each product once', async () => {
    const clothes = await createCollection(session.app, session.merchant, 'Одежда');
    const toys = await createCollection(session.app, session.merchant, 'Игрушки');
    const shoes = await createCategory(session.app, session.merchant, clothes.id, null, 'Обувь');
    const boots = await createCategory(
      session.app,
      session.merchant,
      clothes.id,
      shoes.id,
      'Ботинки',
    );
    const boot = await createProduct(session.app, session.merchant, clothes.id);
    const shirt = await createProduct(session.app, session.merchant, clothes.id);
    const toy = await createProduct(session.app, session.merchant, toys.id);
    await session.call('PUT', `catalog/product/${boot.id}/`, {
      categories_id: [boots.id],
    });

    expect(await productsOf(annaId, [], [shoes.id])).toEqual([boot.id]);
    expect(await productsOf(annaId, [toys.id], [shoes.id])).toEqual([boot.id, toy.id]);
    expect(await productsOf(annaId, [clothes.id], [boots.id])).toEqual([boot.id, shirt.id]);
    expect(await productsOf(annaId, [], [])).toEqual([]);
  });

  it('answers nothing of another merchant', async () => {
    const boris = await registerAccount(session.app);
    const borisId = await ownShopId(session.testApp.database.db, boris.email);
    const collection = await createCollection(session.app, session.merchant);
    const category = await createCategory(session.app, session.merchant, collection.id);
    await createProduct(session.app, session.merchant, collection.id);

    expect(await productsOf(borisId, [collection.id], [category.id])).toEqual([]);
  });
});
