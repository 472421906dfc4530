import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  catalogRowCounts,
  createCategory,
  createCollection,
  createProduct,
} from '../../testing/catalog';

describe('categories: /api/v1/catalog/category/', () => {
  const session = useSignedInApp();
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
  });

  const { call } = session;
  const category = (parentId: number | null = null, title?: string) =>
    createCategory(session.app, session.merchant, collectionId, parentId, title);
  const treeOf = async (id: number) =>
    (await call('GET', `catalog/collection/${id}/?tree=CATEGORY`)).json().data.categories;

  it('creates top-level and nested categories, ignoring the children of the payload', async () => {
    const response = await call('POST', 'catalog/category/', {
      title: ' Обувь ',
      parent_id: null,
      collection_id: collectionId,
      children: [{ title: 'ignored' }],
    });
    const parent = response.json().data;
    const child = await category(parent.id, 'Кеды');

    expect(response.statusCode).toBe(200);
    expect(parent).toEqual({
      id: expect.any(Number),
      title: 'Обувь',
      parent_id: null,
      collection_id: collectionId,
      children: [],
    });
    const tree = await treeOf(collectionId);
    expect(tree.find((node: { id: number }) => node.id === parent.id).children).toEqual([
      {
        id: child.id,
        title: 'Кеды',
        parent_id: parent.id,
        collection_id: collectionId,
        children: [],
      },
    ]);
  });

  it.each([
    ['a blank title', { title: '   ' }, messages.category.titleRequired],
    ['no title', {}, messages.category.titleRequired],
    ['a title of 256 characters', { title: 'к'.repeat(256) }, messages.category.titleTooLong],
  ])('refuses %s with 422', async (_, fields, detail) => {
    const response = await call('POST', 'catalog/category/', {
      collection_id: collectionId,
      ...fields,
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
  });

  it('refuses a collection_id or parent_id of the wrong type or past the integer range', async () => {
    const text = await call('POST', 'catalog/category/', { title: 'Кеды', collection_id: 'one' });
    const fraction = await call('POST', 'catalog/category/', {
      title: 'Кеды',
      collection_id: collectionId,
      parent_id: 1.5,
    });
    const huge = await call('POST', 'catalog/category/', { title: 'Кеды', collection_id: 3e9 });

    expect([text.statusCode, fraction.statusCode, huge.statusCode]).toEqual([422, 422, 422]);
  });

  it('answers 404 for a missing collection', async () => {
    const response = await call('POST', 'catalog/category/', {
      title: 'Кеды',
      collection_id: 999999,
    });

    expect(response.statusCode).toBe(404);
  });

  it('refuses a parent of another collection, or a missing one, and writes nothing', async () => {
    const other = await createCollection(session.app, session.merchant, 'Другая коллекция');
    const foreignParent = await createCategory(session.app, session.merchant, other.id);
    const before = await catalogRowCounts(session.testApp.database.db);

    for (const parentId of [foreignParent.id, 999999]) {
      const response = await call('POST', 'catalog/category/', {
        title: 'Кеды',
        collection_id: collectionId,
        parent_id: parentId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(messages.category.parentInOtherCollection);
    }
    expect(await catalogRowCounts(session.testApp.database.db)).toEqual(before);
  });

  it('renames a category and moves it under another, answering it with its subtree', async () => {
    const first = await category(null, 'Первая');
    const second = await category(null, 'Вторая');
    const grandchild = await category(second.id, 'Внучка');

    const response = await call('PUT', `catalog/category/${second.id}/`, {
      parent_id: first.id,
      title: 'Вложенная',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: second.id,
      title: 'Вложенная',
      parent_id: first.id,
      children: [{ id: grandchild.id, children: [] }],
    });
  });

  it('answers a category unchanged for an empty body', async () => {
    const { id } = await category(null, 'Без изменений');

    const response = await call('PUT', `catalog/category/${id}/`, {});

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id, title: 'Без изменений', parent_id: null });
  });

  it('moves a category back to the top level with parent_id null', async () => {
    const parent = await category();
    const child = await category(parent.id);

    const response = await call('PUT', `catalog/category/${child.id}/`, { parent_id: null });

    expect(response.json().data.parent_id).toBeNull();
  });

  it('refuses to move a category under itself or its descendants, changing nothing', async () => {
    const root = await category(null, 'Корень');
    const child = await category(root.id, 'Ребёнок');
    const grandchild = await category(child.id, 'Внук');
    const treeBefore = await treeOf(collectionId);

    for (const parentId of [root.id, child.id, grandchild.id]) {
      const response = await call('PUT', `catalog/category/${root.id}/`, { parent_id: parentId });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(messages.category.parentIsDescendant);
    }
    expect(await treeOf(collectionId)).toEqual(treeBefore);
  });

  it('refuses to move a category under a parent of another collection', async () => {
    const other = await createCollection(session.app, session.merchant, 'Третья коллекция');
    const foreignParent = await createCategory(session.app, session.merchant, other.id);
    const moved = await category();

    const response = await call('PUT', `catalog/category/${moved.id}/`, {
      parent_id: foreignParent.id,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.category.parentInOtherCollection);
  });

  it('deletes the subtree and unlinks its products, keeping them', async () => {
    const root = await category(null, 'Удаляемая');
    const child = await category(root.id);
    const kept = await category(null, 'Остаётся');
    const product = await createProduct(session.app, session.merchant, collectionId);
    await call('PUT', `catalog/product/${product.id}/`, {
      categories_id: [root.id, child.id, kept.id],
    });
    const before = await catalogRowCounts(session.testApp.database.db);

    const response = await call('DELETE', `catalog/category/${root.id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.category.deleted });
    expect(await catalogRowCounts(session.testApp.database.db)).toEqual({
      ...before,
      categories: before.categories - 2,
      links: before.links - 2,
    });
    const stored = await call('GET', `catalog/product/${product.id}/`);
    expect(stored.json().data.categories.map((item: { id: number }) => item.id)).toEqual([kept.id]);
    expect((await call('PUT', `catalog/category/${child.id}/`, { title: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 to a change or delete of a missing category', async () => {
    const put = await call('PUT', 'catalog/category/999999/', { title: 'Кеды' });
    const del = await call('DELETE', 'catalog/category/999999/');

    expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
  });
});
