import { screen } from '@testing-library/react';
import { renderApp } from '../../../../testing/render-app';
import { fakeCustomersServer, type FakeCustomersServer } from './fake-customers-server';
import { aCustomer } from './customer-fixtures';

/** Opens /orders/customers (or a url under it) signed in, and waits for its heading. */
export async function openCustomers(
  url = '/orders/customers',
  api: FakeCustomersServer = fakeCustomersServer([aCustomer()]),
  width?: number,
) {
  const app = renderApp(url, { signedIn: true, api, width, shell: false });
  // Hidden from role queries while a drawer named in the address is open.
  await screen.findByRole('heading', { name: 'Покупатели', hidden: true });
  return { ...app, api };
}

/** The list's reads, each one's query as sent. */
export const listQueries = (api: FakeCustomersServer) =>
  api.callsTo('GET v1/customers/').map((call) => Object.fromEntries(call.query));
