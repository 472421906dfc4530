import { describe, expect, it, vi } from 'vitest';
import { catalogReadsApi } from '../shared/api/catalog-reads';
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
  it('starts the collection call when the route matches, before the screen asks', async () => {
    const { store, fetchFn } = storeRecordingCalls();

    expect(await prefetchCollection(store)(loaderArgs('7'))).toBeNull();

    const entry = catalogReadsApi.endpoints.collection.select(7)(store.getState());
    expect(entry.status).toBe('pending');
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(1));
    expect((fetchFn.mock.calls[0]![0] as Request).url).toBe(
      'http://api.test/api/v1/catalog/collection/7/?tree=PRODUCT&tree=CATEGORY',
    );
  });

  it.each(['abc', '0', '-3', '1.5'])('starts nothing for the id %j', async (collectionId) => {
    const { store, fetchFn } = storeRecordingCalls();

    await prefetchCollection(store)(loaderArgs(collectionId));

    expect(fetchFn).not.toHaveBeenCalled();
  });
});
