import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  catalogRowCounts,
  createCategory,
  createCollection,
  createProduct,
} from '../../testing/catalog';

describe('collections: /api/v1/catalog/collection(s)/', () => {
  const session = useSignedInApp();

  const { call } = session;

  it('creates a collection of type PRODUCT by default, with a trimmed title', async () => {
    const response = await call('POST', 'catalog/collection/', { title: '  Книги ' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        id: expect.any(Number),
        type: 'PRODUCT',
        title: 'Книги',
        description: null,
        products_quantity: 0,
      },
    });
  });

  it('creates each of the five types', async () => {
    for (const type of ['PRODUCT', 'SERVICE', 'UNIT', 'OBJECT', 'CONTENT']) {
      const response = await call('POST', 'catalog/collection/', { type, title: 'Коллекция' });
      expect(response.json().data.type).toBe(type);
    }
  });

  it.each([
    ['a title of 3 characters', { title: 'Чай' }, messages.collection.titleTooShort],
    ['a blank title', { title: '      ' }, messages.collection.titleTooShort],
    ['no title', {}, messages.collection.titleTooShort],
    ['a number for the title', { title: 12345 }, messages.collection.titleTooShort],
    ['a title of 256 characters', { title: 'т'.repeat(256) }, messages.product.titleTooLong],
    [
      'a description of 1001 characters',
      { title: 'Книги', description: 'о'.repeat(1001) },
      messages.collection.descriptionTooLong,
    ],
  ])('refuses %s with 422 and writes nothing', async (_, payload, detail) => {
    const before = await catalogRowCounts(session.testApp.database.db);

    const response = await call('POST', 'catalog/collection/', payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect(await catalogRowCounts(session.testApp.database.db)).toEqual(before);
  });

  it('refuses an unknown type', async () => {
    const response = await call('POST', 'catalog/collection/', { type: 'FOOD', title: 'Книги' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('type');
  });

  it('accepts a title of 4 and of 255 characters and a description of 1000', async () => {
    const shortest = await call('POST', 'catalog/collection/', { title: 'Чаи!' });
    const longest = await call('POST', 'catalog/collection/', {
      title: 'т'.repeat(255),
      description: 'о'.repeat(1000),
    });

    expect([shortest.statusCode, longest.statusCode]).toEqual([200, 200]);
  });

  it('lists the collections with their product counts', async () => {
    const { id } = await createCollection(session.app, session.merchant, 'Посуда');
    await createProduct(session.app, session.merchant, id);
    await createProduct(session.app, session.merchant, id);

    const response = await call('GET', 'catalog/collections/');

    expect(response.statusCode).toBe(200);
    const listed = response.json().data.find((item: { id: number }) => item.id === id);
    expect(listed).toEqual({
      id,
      type: 'PRODUCT',
      title: 'Посуда',
      description: null,
      products_quantity: 2,
    });
  });

  it('changes the title and description, keeping a description left out', async () => {
    const { id } = await createCollection(session.app, session.merchant);
    const first = await call('PUT', `catalog/collection/${id}/`, {
      title: 'Обувь',
      description: 'Зимняя',
    });
    const second = await call('PUT', `catalog/collection/${id}`, { title: 'Обувь летняя' });

    expect(first.json().data).toMatchObject({ title: 'Обувь', description: 'Зимняя' });
    expect(second.json().data).toMatchObject({ title: 'Обувь летняя', description: 'Зимняя' });
  });

  it('refuses a too short title on update and keeps the old one', async () => {
    const { id } = await createCollection(session.app, session.merchant, 'Игрушки');

    const response = await call('PUT', `catalog/collection/${id}/`, { title: 'Иг' });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.collection.titleTooShort);
    const view = await call('GET', `catalog/collection/${id}/`);
    expect(view.json().data.title).toBe('Игрушки');
  });

  it('deletes a collection with its categories, products and links', async () => {
    const { id } = await createCollection(session.app, session.merchant);
    const parent = await createCategory(session.app, session.merchant, id);
    const child = await createCategory(session.app, session.merchant, id, parent.id);
    const product = await createProduct(session.app, session.merchant, id);
    await call('PUT', `catalog/product/${product.id}/`, { categories_id: [parent.id, child.id] });
    const before = await catalogRowCounts(session.testApp.database.db);

    const response = await call('DELETE', `catalog/collection/${id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.collection.deleted });
    expect(await catalogRowCounts(session.testApp.database.db)).toEqual({
      collections: before.collections - 1,
      categories: before.categories - 2,
      products: before.products - 1,
      links: before.links - 2,
    });
    expect((await call('GET', `catalog/collection/${id}/`)).statusCode).toBe(404);
  });

  it.each([
    ['GET', 'catalog/collection/999999/'],
    ['PUT', 'catalog/collection/999999/'],
    ['DELETE', 'catalog/collection/999999/'],
  ] as const)('answers 404 to %s of a missing collection', async (method, path) => {
    const response = await call(method, path, method === 'PUT' ? { title: 'Книги' } : undefined);

    expect(response.statusCode).toBe(404);
  });

  it('refuses ids that are not positive integers without a server error', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await call('GET', `catalog/collection/${id}/`);
      expect(response.statusCode).toBe(422);
    }
  });

  it('asks for a signed-in user', async () => {
    const response = await session.app.inject({
      method: 'GET',
      url: '/api/v1/catalog/collections/',
    });

    expect(response.statusCode).toBe(401);
  });
});
