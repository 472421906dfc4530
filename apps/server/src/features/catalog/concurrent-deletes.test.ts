import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogRowCounts, createCategory, createCollection } from '../../testing/catalog';
import { expectOneOf, inRounds } from '../../testing/races';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * Category writes racing the delete of what they name. Each answer is one that running the two
 * calls in either order would give, and nothing is left half-written.
 */
describe('category writes racing deletes', () => {
  const session = useSignedInApp();
  let collectionId: number;

  beforeAll(async () => {
    collectionId = (await createCollection(session.app, session.merchant)).id;
  });

  const { call } = session;
  const newCategory = async (collection = collectionId) =>
    (await createCategory(session.app, session.merchant, collection)).id;
  const rowCounts = () => catalogRowCounts(session.testApp.database.db);

  it('a category created in a collection being deleted is created first or refused with 404', async () => {
    const before = await rowCounts();
    await inRounds(async () => {
      const collection = (await createCollection(session.app, session.merchant)).id;

      const [created, deleted] = await Promise.all([
        call('POST', 'catalog/category/', { title: 'Кеды', collection_id: collection }),
        call('DELETE', `catalog/collection/${collection}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(created, { 200: null, 404: messages.http.notFound });
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('a category created under a parent being deleted is created first or refused with 400', async () => {
    const before = await rowCounts();
    await inRounds(async () => {
      const parent = await newCategory();

      const [created, deleted] = await Promise.all([
        call('POST', 'catalog/category/', {
          title: 'Кеды',
          collection_id: collectionId,
          parent_id: parent,
        }),
        call('DELETE', `catalog/category/${parent}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      // A missing parent is refused as it is without a race (decision 9).
      expectOneOf(created, { 200: null, 400: messages.category.parentInOtherCollection });
    });
    // A child created first went with its parent's subtree.
    expect(await rowCounts()).toEqual(before);
  });

  it('a category moved under a parent being deleted is moved first (and deleted with it) or refused with 400', async () => {
    await inRounds(async () => {
      const parent = await newCategory();
      const moved = await newCategory();

      const [put, deleted] = await Promise.all([
        call('PUT', `catalog/category/${moved}/`, { parent_id: parent }),
        call('DELETE', `catalog/category/${parent}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(put, { 200: null, 400: messages.category.parentInOtherCollection });
      const stillThere = await call('PUT', `catalog/category/${moved}/`, {});
      expect(stillThere.statusCode).toBe(put.statusCode === 200 ? 404 : 200);
    });
  });
});
