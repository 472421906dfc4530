import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_STORAGE_KEY } from '@vitrina/contracts/limits';
import type { ReactElement } from 'react';
import { AppProvider } from '../app/provider';
import { createAppStore } from '../app/store';
import { FAKE_API_BASE_URL, type FakeApi } from './fake-api';
import { TEST_ACCESS_TOKEN } from './render-app';
import { testStyleCache } from './test-style-cache';

/** The app's store talking to a fake API; the end of a session sends nowhere. */
export function createTestStore(api: FakeApi) {
  return createAppStore({
    baseUrl: FAKE_API_BASE_URL,
    fetchFn: api.fetchFn,
    redirect: () => undefined,
  });
}

/**
 * Renders one part of the console, signed in, with the app's providers (store, theme, toasts)
 * and no router or shell: a smaller page than renderApp's, so role queries stay quick.
 */
export function renderWithProviders(ui: ReactElement, api: FakeApi) {
  localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, TEST_ACCESS_TOKEN);
  const store = createTestStore(api);
  const user = userEvent.setup({ delay: null });
  render(
    <CacheProvider value={testStyleCache()}>
      <AppProvider store={store}>{ui}</AppProvider>
    </CacheProvider>,
  );
  return { store, user };
}
