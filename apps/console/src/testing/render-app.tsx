import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_STORAGE_KEY } from '@vitrina/contracts/limits';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { createAppStore } from '../app/store';
import { setViewportWidth } from './viewport';

export const TEST_ACCESS_TOKEN = 'test-access-token';

interface RenderAppOptions {
  /** Viewport width, px; desktop unless told. */
  width?: number;
  /** Visit signed in, with this token stored. */
  signedIn?: boolean;
  /**
   * 'memory' starts a fresh history at the url; 'browser' uses the window's own history, where
   * the visit begins at the url.
   */
  history?: 'memory' | 'browser';
}

/** Renders the whole console, with the app's own routes and providers, at a url. */
export function renderApp(url: string, options: RenderAppOptions = {}) {
  const { width, signedIn = false, history = 'memory' } = options;
  if (width !== undefined) setViewportWidth(width);
  if (signedIn) localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, TEST_ACCESS_TOKEN);

  const store = createAppStore();
  const routes = createRoutes(store);
  if (history === 'browser') window.history.replaceState(null, '', url);
  const router =
    history === 'browser'
      ? createBrowserRouter(routes)
      : createMemoryRouter(routes, { initialEntries: [url] });
  onTestFinished(() => router.dispose());
  const user = userEvent.setup();

  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { store, router, user };
}
