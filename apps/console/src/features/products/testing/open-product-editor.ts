import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { fakeProductsServer } from './fake-products-server';

interface OpenOptions {
  api?: ReturnType<typeof fakeProductsServer>;
  width?: number;
  history?: 'memory' | 'browser';
}

// The first visit of the editor in a test file compiles its lazy route, which can take a while
// on a busy machine.
const FIRST_LOAD_TIMEOUT_MS = 10_000;

/** Renders the console signed in at `url` and waits for a page of that title. */
export async function openPage(url: string, title: string, options: OpenOptions = {}) {
  const { api = fakeProductsServer(), ...rest } = options;
  const rendered = renderApp(url, { signedIn: true, api, ...rest });
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: FIRST_LOAD_TIMEOUT_MS });
  return { api, ...rendered };
}

/** The editor of the white sneakers (product 5), opened from their collection unless told. */
export const openProductEditor = (url = '/catalog/1/5', options: OpenOptions = {}) =>
  openPage(url, 'Кеды белые', options);

export type OpenedEditor = Awaited<ReturnType<typeof openProductEditor>>;
