import { describe, expect, it, vi } from 'vitest';
import { catalogReadsApi } from '../shared/api/catalog-reads';
import { productRowsApi } from '../shared/api/product-rows';
import { prefetchCollection } from './prefetch';
import { createAppStore } from './store';

/** A store whose calls never leave the test: each request is recorded and left unanswered. */
function storeRecordingCalls() {
  const fetchFn = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
  const store = createAppStore({ baseUrl: 'http://api.test/api/', fetchFn, redirect: () => {} });
  return { store, fetchFn };
}

const loaderArgs = (collectionId: string) =>
  ({
    params: { collectionId },
    request: new Request('http://console.test/'),
    context: {},
  }) as never;

describe('prefetchCollection', () => {
  it('starts the first page of rows and then the category tree when the route matches, before the screen asks', async () => {
    const { store, fetchFn } = storeRecordingCalls();

    expect(await prefetchCollection(store)(loaderArgs('7'))).toBeNull();

    const state = store.getState();
    expect(catalogReadsApi.endpoints.collectionCategories.select(7)(state).status).toBe('pending');
    const rows = productRowsApi.endpoints.productRows.select({ collection: [7] })(state);
    expect(rows.status).toBe('pending');
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(2));
    expect(fetchFn.mock.calls.map(([request]) => (request as Request).url)).toEqual([
      'http://api.test/api/v1/catalog/products/rows/?collection=7',
      'http://api.test/api/v1/catalog/collection/7/?tree=CATEGORY',
    ]);
  });

  it.each(['abc', '0', '-3', '1.5'])('starts nothing for the id %j', async (collectionId) => {
    const { store, fetchFn } = storeRecordingCalls();

    await prefetchCollection(store)(loaderArgs(collectionId));

    expect(fetchFn).not.toHaveBeenCalled();
  });
});
