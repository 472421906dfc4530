import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogRowCounts,
  createCategory,
  createCollection,
  createProduct,
} from '../../testing/catalog';
import { expectOneOf, inRounds } from '../../testing/races';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * Product writes racing the delete of what they name. Each answer is one that running the two
 * calls in either order would give, and nothing is left half-written.
 */
describe('product writes racing deletes', () => {
  const session = useSignedInApp();
  let collectionId: number;
  let kept: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
    kept = (await createCategory(session.app, session.merchant, collectionId)).id;
  });

  const { call } = session;
  const newCategory = async () =>
    (await createCategory(session.app, session.merchant, collectionId)).id;
  const newProduct = async (collection = collectionId) =>
    (await createProduct(session.app, session.merchant, collection, { title: 'Старое' })).id;
  const stored = async (id: number) => {
    const product = (await call('GET', `catalog/product/${id}/`)).json().data;
    return {
      title: product.title,
      categories: product.categories.map((category: { id: number }) => category.id),
    };
  };
  const rowCounts = () => catalogRowCounts(session.testApp.database.db);

  it('categories naming one being deleted are saved before the delete or refused with 400', async () => {
    await inRounds(async () => {
      const product = await newProduct();
      const category = await newCategory();

      const [put, deleted] = await Promise.all([
        call('PUT', `catalog/product/${product}/`, {
          title: 'Новое',
          categories_id: [kept, category],
        }),
        call('DELETE', `catalog/category/${category}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      // A category gone from the collection is refused as it is without a race (decision 9).
      expectOneOf(put, { 200: null, 400: messages.product.categoryNotInCollection });
      // Saved whole, then unlinked from the deleted category; or refused, the product unchanged.
      expect(await stored(product)).toEqual(
        put.statusCode === 200
          ? { title: 'Новое', categories: [kept] }
          : { title: 'Старое', categories: [] },
      );
    });
  });

  it('a product created in a collection being deleted is created first or refused with 404', async () => {
    const before = await rowCounts();
    await inRounds(async () => {
      const collection = (await createCollection(session.app, session.merchant)).id;

      const [created, deleted] = await Promise.all([
        call('POST', `catalog/collection/${collection}/product/`, { title: 'Футболка' }),
        call('DELETE', `catalog/collection/${collection}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(created, { 200: null, 404: messages.http.notFound });
    });
    // Created products went with their collection: nothing is left behind.
    expect(await rowCounts()).toEqual(before);
  });

  it('a product changed while its collection is being deleted answers 200 or 404', async () => {
    const before = await rowCounts();
    await inRounds(async () => {
      const collection = (await createCollection(session.app, session.merchant)).id;
      const category = (await createCategory(session.app, session.merchant, collection)).id;
      const product = await newProduct(collection);

      const [put, deleted] = await Promise.all([
        call('PUT', `catalog/product/${product}/`, { title: 'Новое', categories_id: [category] }),
        call('DELETE', `catalog/collection/${collection}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(put, { 200: null, 404: messages.http.notFound });
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('a product changed while it is being deleted answers 200 or 404', async () => {
    const before = await rowCounts();
    await inRounds(async () => {
      const product = await newProduct();

      const [put, deleted] = await Promise.all([
        call('PUT', `catalog/product/${product}/`, { title: 'Новое', categories_id: [kept] }),
        call('DELETE', `catalog/product/${product}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(put, { 200: null, 404: messages.http.notFound });
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('two category changes of one product at once: one of them is stored whole', async () => {
    const product = await newProduct();
    const other = await newCategory();
    await inRounds(async () => {
      const answers = await Promise.all([
        call('PUT', `catalog/product/${product}/`, { categories_id: [kept] }),
        call('PUT', `catalog/product/${product}/`, { categories_id: [kept, other] }),
      ]);

      for (const answer of answers) expectOneOf(answer, { 200: null });
      expect([[kept], [kept, other]]).toContainEqual((await stored(product)).categories);
    });
  });
});
