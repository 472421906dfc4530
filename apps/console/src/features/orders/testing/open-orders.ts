import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { fakeOrdersServer, type FakeOrdersServer } from './fake-orders-server';
import { anOrder } from './order-fixtures';

/** Opens /orders (or a url under it) signed in, and waits for its first read to answer. */
export async function openOrders(
  url = '/orders',
  api: FakeOrdersServer = fakeOrdersServer([anOrder()]),
  width?: number,
) {
  const app = renderApp(url, { signedIn: true, api, width, shell: false });
  // Hidden from role queries while a drawer named in the address is open.
  await screen.findByRole('heading', { name: 'Заказы', hidden: true });
  return { ...app, api };
}

/** The list's reads, each one's query as sent. */
export const listQueries = (api: FakeOrdersServer) =>
  api.callsTo('GET v1/orders/').map((call) => Object.fromEntries(call.query));
