import type { Order, OrderLine, OrdersInbox } from '@vitrina/contracts/orders';
import type { OrderPayment } from '@vitrina/contracts/payments';
import { createFakeApi, type FakeHandler, type FakeRoute } from './fake-api';

// Orders as the list calls answer them, for the bell and the home dashboard.

/** A line of one pair of winter boots at 7 500 ₽, no variant, no discount. */
export function aLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    product_id: 7,
    variant_id: null,
    title: 'Сапоги зимние',
    variant: null,
    sku: null,
    price: 7500,
    discount_value: 0,
    discount_type: 'PERCENT',
    module: 'THINGS',
    quantity: 1,
    total: 7500,
    ...overrides,
  };
}

export function aListedOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 601,
    number: 1007,
    status: 'NEW',
    status_changed_at: null,
    note: null,
    created_at: '2026-11-21T07:05:00.000Z',
    widget_id: 31,
    widget_title: 'Витрина обуви',
    site_id: 1,
    site_title: 'Мой магазин',
    page_url: 'https://магазин.рф/',
    page_on_site: true,
    customer: { name: 'Инна Смирнова', phone: '+79001112233', email: null },
    comment: null,
    lines: [aLine()],
    units: 1,
    total: 7500,
    payment: null,
    rejection: null,
    ...overrides,
  };
}

/** The order's 7 500 ₽ paid through ЮKassa in its test mode, nothing given back. */
export function aPayment(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    status: 'succeeded',
    amount: 7500,
    id: '2f1e5c3a-000f-5000-9000-1b68e7b15f3f',
    refunded_amount: 0,
    paid_at: '2026-11-21T07:07:00.000Z',
    provider: 'yookassa',
    test: true,
    ...overrides,
  };
}

/**
 * The inbox call of a merchant whose inbox the test changes: it answers 304 while the console
 * holds the current version's ETag, as the server does.
 */
export function inboxRoute(state: { inbox: OrdersInbox }): Record<FakeRoute, FakeHandler> {
  let served = state.inbox;
  let version = 1;
  return {
    'GET v1/orders/inbox/': (request) => {
      if (served !== state.inbox) {
        served = state.inbox;
        version += 1;
      }
      const etag = `W/"inbox-${version}"`;
      if (request.headers.get('if-none-match') === etag)
        return new Response(null, { status: 304, headers: { etag } });
      return Response.json({ data: state.inbox }, { headers: { etag } });
    },
  };
}

/** A fake API of the inbox alone (every other call 404). */
export const fakeInboxServer = (state: { inbox: OrdersInbox }) => createFakeApi(inboxRoute(state));
