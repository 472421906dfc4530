import { CacheProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_STORAGE_KEY } from '@vitrina/contracts/limits';
import {
  createBrowserRouter,
  createMemoryRouter,
  Outlet,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { createAppStore } from '../app/store';
import { createFakeApi, FAKE_API_BASE_URL, type FakeApi } from './fake-api';
import { testStyleCache } from './test-style-cache';
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
  /** The server the console talks to; without it every call answers 404. */
  api?: FakeApi;
  /**
   * false: the signed-in screens without the shell around them (side menu, breadcrumbs, bell),
   * for a screen's own tests; a page of jsdom a third the size makes each role query quicker.
   */
  shell?: boolean;
}

/** The route table with the signed-in screens straight under the session's guard. */
function withoutShell(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.lazy && route.children
      ? { ...route, lazy: undefined, element: <Outlet /> }
      : { ...route, children: route.children && withoutShell(route.children) },
  ) as RouteObject[];
}

/** Renders the whole console, with the app's own routes and providers, at a url. */
export function renderApp(url: string, options: RenderAppOptions = {}) {
  const {
    width,
    signedIn = false,
    history = 'memory',
    api = createFakeApi(),
    shell = true,
  } = options;
  if (width !== undefined) setViewportWidth(width);
  if (signedIn) localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, TEST_ACCESS_TOKEN);

  // Where the end of the session would send the browser.
  const redirects: string[] = [];
  const store = createAppStore({
    baseUrl: FAKE_API_BASE_URL,
    fetchFn: api.fetchFn,
    redirect: (path) => redirects.push(path),
  });
  const routes = shell ? createRoutes(store) : withoutShell(createRoutes(store));
  if (history === 'browser') window.history.replaceState(null, '', url);
  const router =
    history === 'browser'
      ? createBrowserRouter(routes)
      : createMemoryRouter(routes, { initialEntries: [url] });
  onTestFinished(() => router.dispose());
  const user = userEvent.setup({ delay: null });

  render(
    <CacheProvider value={testStyleCache()}>
      <AppProvider store={store}>
        <RouterProvider router={router} />
      </AppProvider>
    </CacheProvider>,
  );
  return { store, router, user, redirects };
}
