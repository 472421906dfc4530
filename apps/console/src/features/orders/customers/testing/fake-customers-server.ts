import {
  CUSTOMER_LIMITS,
  customerMessages,
  customerTexts,
} from '@vitrina/contracts/customer-texts';
import type { CustomerDetail } from '@vitrina/contracts/customers';
import type { OrderDetail } from '@vitrina/contracts/orders';
import { reply } from '../../../../testing/fake-api';
import { anOrder, fakeOrdersServer } from '../../testing/fake-orders-server';

export { aCustomer, aCustomerOrder, manyCustomers } from './customer-fixtures';

/** The id of the buyer's last order: what the list is sorted and paged by. */
const lastOrderId = (customer: CustomerDetail) => Math.max(...customer.orders.map((o) => o.id));

/** Whether a piece of the name, the e-mail or the phone's digits is the search. */
function matches(customer: CustomerDetail, search: string): boolean {
  const digits = search.replace(/\D/g, '');
  return (
    customer.name.toLowerCase().includes(search) ||
    (customer.email ?? '').includes(search) ||
    (digits.length >= 3 && customer.phone.includes(digits))
  );
}

/** The list's page as the server answers it: newest last order first, `before` continuing it. */
function pageOf(customers: readonly CustomerDetail[], query: URLSearchParams) {
  const search = query.get('search')?.toLowerCase();
  const before = Number(query.get('before') ?? Infinity);
  const limit = Number(query.get('limit') ?? CUSTOMER_LIMITS.pageDefault);
  const found = [...customers]
    .sort((a, b) => lastOrderId(b) - lastOrderId(a))
    .filter((each) => lastOrderId(each) < before && (!search || matches(each, search)));
  const page = found.slice(0, limit).map(({ note: _n, orders: _o, ...customer }) => customer);
  const next_before = found.length > limit ? lastOrderId(found[limit - 1]!) : null;
  return { customers: page, next_before };
}

type Routes = Parameters<typeof fakeOrdersServer>[1];

/**
 * The buyers API of one shop over the orders API (`orders` its orders, an order of Инна's by
 * default), keeping `customers` as the console changes them; `routes` answer instead.
 */
export function fakeCustomersServer(
  customers: CustomerDetail[] = [],
  routes: Routes = {},
  orders: OrderDetail[] = [anOrder()],
) {
  const find = (id: string) => customers.find((customer) => customer.id === Number(id));
  const notFound = () => reply(404, { detail: customerTexts.notFound });

  return fakeOrdersServer(orders, {
    'GET v1/customers/': (request) =>
      reply(200, { data: pageOf(customers, new URL(request.url).searchParams) }),
    'GET v1/customers/export/': (request) =>
      new URL(request.url).searchParams.get('format') === 'csv'
        ? new Response('\uFEFFИмя;Телефон\r\nИнна;+79001112233\r\n', {
            headers: { 'content-type': 'text/csv' },
          })
        : new Response(new Uint8Array([0x50, 0x4b, 3, 4])),
    'GET v1/customers/:id/': (_request, { id }) => {
      const customer = find(id!);
      return customer ? reply(200, { data: customer }) : notFound();
    },
    'PATCH v1/customers/:id/': async (request, { id }) => {
      const customer = find(id!);
      if (!customer) return notFound();
      const { note } = (await request.json()) as { note: string | null };
      if ((note ?? '').length > CUSTOMER_LIMITS.noteMaxLength) {
        return reply(422, { detail: customerMessages.noteTooLong });
      }
      customer.note = note?.trim() || null;
      return reply(200, { data: customer });
    },
    'DELETE v1/customers/:id/personal-data/': (_request, { id }) => {
      const customer = find(id!);
      if (!customer) return notFound();
      customers.splice(customers.indexOf(customer), 1);
      return reply(200, { message: customerTexts.erasedDone });
    },
    ...routes,
  });
}

export type FakeCustomersServer = ReturnType<typeof fakeCustomersServer>;
