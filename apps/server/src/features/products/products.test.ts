import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  catalogRowCounts,
  createCategory,
  createCollection,
  createProduct,
} from '../../testing/catalog';

describe('products: /api/v1/catalog/product/', () => {
  const session = useSignedInApp();
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant, 'Одежда')).id;
  });

  const { call } = session;
  const product = (fields?: object) =>
    createProduct(session.app, session.merchant, collectionId, fields);
  const getProduct = async (id: number) => (await call('GET', `catalog/product/${id}/`)).json();

  it('creates a product with the defaults of §9 and answers its id', async () => {
    const response = await call('POST', `catalog/collection/${collectionId}/product/`, {
      title: ' Футболка ',
    });
    const { id } = response.json().data;

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: expect.any(Number) } });
    expect((await getProduct(id)).data).toEqual({
      id,
      title: 'Футболка',
      sku: null,
      description: null,
      about: null,
      text: null,
      price: null,
      discount_value: 0,
      discount_type: 'PERCENT',
      quantity: 0,
      module: 'THINGS',
      onSale: true,
      track_stock: false,
      stock: null,
      stock_threshold: 0,
      categories: [],
      collections: [{ id: collectionId, title: 'Одежда', type: 'PRODUCT' }],
      photos: [],
      main_photo_preview: null,
      main_photo_orig: null,
      variants_quantity: 0,
      characteristics: [],
    });
  });

  it('answers 404 when creating in a missing collection', async () => {
    const response = await call('POST', 'catalog/collection/999999/product/', { title: 'Кеды' });

    expect(response.statusCode).toBe(404);
  });

  const accepted: [string, object][] = [
    ['a title of 255 characters', { title: 'т'.repeat(255) }],
    ['a sku of 255 characters', { sku: 's'.repeat(255) }],
    ['a description of 1000 characters', { description: 'о'.repeat(1000) }],
    ['a text of 10000 characters', { about: 'т'.repeat(10_000) }],
    ['a text of 10000 characters under the name text', { text: 'т'.repeat(10_000) }],
    ['a price of 0', { price: 0 }],
    ['a price of 1e9', { price: 1e9 }],
    ['a discount of 100 %', { discount_value: 100, discount_type: 'PERCENT' }],
    ['a discount of the whole price', { price: 500, discount_value: 500, discount_type: 'RUBLES' }],
    ['a quantity of 0', { quantity: 0 }],
  ];

  const refused: [string, object, string][] = [
    ['a title of 256 characters', { title: 'т'.repeat(256) }, messages.product.titleTooLong],
    ['a blank title', { title: '   ' }, messages.product.titleRequired],
    ['a sku of 256 characters', { sku: 's'.repeat(256) }, messages.product.skuTooLong],
    [
      'a description of 1001 characters',
      { description: 'о'.repeat(1001) },
      messages.product.descriptionTooLong,
    ],
    ['a text of 10001 characters', { about: 'т'.repeat(10_001) }, messages.product.textTooLong],
    [
      'a text of 10001 characters under the name text',
      { text: 'т'.repeat(10_001) },
      messages.product.textTooLong,
    ],
    ['a negative price', { price: -0.01 }, messages.product.priceNegative],
    ['a price over 1e9', { price: 1e9 + 1 }, messages.product.priceTooHigh],
    ['a price as text', { price: '100' }, messages.product.priceNegative],
    [
      'a discount over 100 %',
      { discount_value: 100.5, discount_type: 'PERCENT' },
      messages.product.discountPercentTooHigh,
    ],
    [
      'a discount over the price',
      { price: 500, discount_value: 501, discount_type: 'RUBLES' },
      messages.product.discountRublesTooHigh(500),
    ],
    ['a negative discount', { discount_value: -1 }, messages.product.discountNegative],
    ['a negative quantity', { quantity: -1 }, messages.product.quantityInvalid],
    ['a fractional quantity', { quantity: 1.5 }, messages.product.quantityInvalid],
    ['a quantity over the integer range', { quantity: 2 ** 31 }, messages.product.quantityInvalid],
  ];

  it.each(accepted)('creates and updates with %s', async (_, fields) => {
    const created = await call('POST', `catalog/collection/${collectionId}/product/`, {
      title: 'Кеды',
      ...fields,
    });
    const { id } = await product();
    const updated = await call('PUT', `catalog/product/${id}/`, fields);

    expect([created.statusCode, updated.statusCode]).toEqual([200, 200]);
    expect(updated.json().data).toMatchObject(fields);
  });

  it.each(refused)(
    'refuses %s on create and on update, changing nothing',
    async (_, fields, detail) => {
      const { id } = await product();
      const stored = await getProduct(id);
      const before = await catalogRowCounts(session.testApp.database.db);

      const created = await call('POST', `catalog/collection/${collectionId}/product/`, {
        title: 'Кеды',
        ...fields,
      });
      const updated = await call('PUT', `catalog/product/${id}/`, fields);

      expect([created.statusCode, updated.statusCode]).toEqual([422, 422]);
      expect(created.json().detail).toBe(detail);
      expect(updated.json().detail).toBe(detail);
      expect(await catalogRowCounts(session.testApp.database.db)).toEqual(before);
      expect(await getProduct(id)).toEqual(stored);
    },
  );

  it('refuses a missing title on create and unknown enum values', async () => {
    const { id } = await product();
    const untitled = await call('POST', `catalog/collection/${collectionId}/product/`, {});
    const unit = await call('PUT', `catalog/product/${id}/`, { module: 'PIECE' });
    const discount = await call('PUT', `catalog/product/${id}/`, { discount_type: 'EURO' });
    const sale = await call('PUT', `catalog/product/${id}/`, { onSale: 'yes' });

    expect(untitled.json().detail).toBe(messages.product.titleRequired);
    expect([untitled, unit, discount, sale].map((response) => response.statusCode)).toEqual([
      422, 422, 422, 422,
    ]);
  });

  it('checks a partial update against the stored price and discount', async () => {
    const { id } = await product({ price: 1000, discount_value: 300, discount_type: 'RUBLES' });

    const lowerPrice = await call('PUT', `catalog/product/${id}/`, { price: 200 });
    const noPrice = await call('PUT', `catalog/product/${id}/`, { price: null });
    const biggerDiscount = await call('PUT', `catalog/product/${id}/`, { discount_value: 1000 });
    const toPercent = await call('PUT', `catalog/product/${id}/`, { discount_type: 'PERCENT' });

    expect(lowerPrice.json().detail).toBe(messages.product.discountRublesTooHigh(200));
    expect(noPrice.json().detail).toBe(messages.product.discountRublesTooHigh(0));
    expect(biggerDiscount.statusCode).toBe(200);
    expect(toPercent.json().detail).toBe(messages.product.discountPercentTooHigh);
    expect((await getProduct(id)).data).toMatchObject({
      price: 1000,
      discount_value: 1000,
      discount_type: 'RUBLES',
    });
  });

  it('keeps kopecks and answers prices as numbers', async () => {
    const { id } = await product({ price: 1999.99, discount_value: 0.5, discount_type: 'RUBLES' });

    expect((await getProduct(id)).data).toMatchObject({ price: 1999.99, discount_value: 0.5 });
  });

  it('accepts the product exactly as GET returned it, ignoring read-only fields', async () => {
    const category = await createCategory(session.app, session.merchant, collectionId);
    const { id } = await product({ price: 350, sku: 'TS-1' });
    await call('PUT', `catalog/product/${id}/`, { categories_id: [category.id] });
    const loaded = await getProduct(id);

    const response = await call('PUT', `catalog/product/${id}/`, {
      ...loaded.data,
      id: 12345,
      title: 'Футболка синяя',
      characteristics_id: [],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ...loaded.data, title: 'Футболка синяя' } });
  });

  it('switches a product off sale and keeps it', async () => {
    const { id } = await product();

    await call('PUT', `catalog/product/${id}/`, { onSale: false });

    expect((await getProduct(id)).data.onSale).toBe(false);
  });

  it('replaces the category links, and clears them with an empty list', async () => {
    const first = await createCategory(session.app, session.merchant, collectionId, null, 'Первая');
    const second = await createCategory(
      session.app,
      session.merchant,
      collectionId,
      first.id,
      'Вторая',
    );
    const { id } = await product();

    const linked = await call('PUT', `catalog/product/${id}/`, {
      categories_id: [second.id, first.id, first.id],
    });
    const cleared = await call('PUT', `catalog/product/${id}/`, { categories_id: [] });

    expect(linked.json().data.categories).toEqual([
      { id: first.id, title: 'Первая', parent_id: null, collection_id: collectionId },
      { id: second.id, title: 'Вторая', parent_id: first.id, collection_id: collectionId },
    ]);
    expect(cleared.json().data.categories).toEqual([]);
  });

  it('refuses a category of another collection or a missing one, changing nothing', async () => {
    const own = await createCategory(session.app, session.merchant, collectionId);
    const other = await createCollection(session.app, session.merchant, 'Другая');
    const foreign = await createCategory(session.app, session.merchant, other.id);
    const { id } = await product();
    await call('PUT', `catalog/product/${id}/`, { categories_id: [own.id] });
    const stored = await getProduct(id);

    for (const categoryId of [foreign.id, 999999]) {
      const response = await call('PUT', `catalog/product/${id}/`, {
        title: 'Новое название',
        categories_id: [own.id, categoryId],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(messages.product.categoryNotInCollection);
    }
    expect(await getProduct(id)).toEqual(stored);
  });

  it('deletes a product with its links and answers the message', async () => {
    const category = await createCategory(session.app, session.merchant, collectionId);
    const { id } = await product();
    await call('PUT', `catalog/product/${id}/`, { categories_id: [category.id] });
    const before = await catalogRowCounts(session.testApp.database.db);

    const response = await call('DELETE', `catalog/product/${id}/`);

    expect(response.json()).toEqual({ message: 'Товар удалён' });
    expect(await catalogRowCounts(session.testApp.database.db)).toEqual({
      ...before,
      products: before.products - 1,
      links: before.links - 1,
    });
    expect((await call('GET', `catalog/product/${id}/`)).statusCode).toBe(404);
    expect((await call('DELETE', `catalog/product/${id}/`)).statusCode).toBe(404);
  });
});
