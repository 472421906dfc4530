import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createFakeApi, reply } from '../../testing/fake-api';
import { createTestStore } from '../../testing/render-with-providers';
import { shopApi, useCurrentShopSubscription } from './shop-api';
import { usePermissions } from './use-permissions';

function storeAnsweringShop(status: number) {
  const api = createFakeApi({ 'GET v1/shop/': () => reply(status, { detail: 'Сбой' }) });
  return { api, store: createTestStore(api) };
}

/** Renders a part that subscribes to the shop as the layout does; returns each render's `settled`. */
function watchSettled(store: ReturnType<typeof createTestStore>) {
  const seen: boolean[] = [];
  function Probe() {
    useCurrentShopSubscription();
    seen.push(usePermissions().settled);
    return null;
  }
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return seen;
}

describe('usePermissions', () => {
  it('stays settled while a failed read of the shop is tried again', async () => {
    const { api, store } = storeAnsweringShop(500);
    // As the route's loader does: read once, let go, and the layout subscribes after.
    const first = store.dispatch(shopApi.endpoints.currentShop.initiate());
    await first;
    first.unsubscribe();

    const seen = watchSettled(store);

    await waitFor(() => expect(api.callsTo('GET v1/shop/')).toHaveLength(2));
    await waitFor(() =>
      expect(shopApi.endpoints.currentShop.select()(store.getState()).status).toBe('rejected'),
    );
    expect(seen).not.toContain(false);
  });

  it('is not settled before the first read answers', async () => {
    const { store } = storeAnsweringShop(500);
    const seen = watchSettled(store);

    await waitFor(() => expect(seen.at(-1)).toBe(true));
    expect(seen[0]).toBe(false);
  });
});
