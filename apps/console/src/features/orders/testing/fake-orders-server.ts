import { messages } from '@vitrina/contracts/messages';
import {
  canMoveOrder,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '@vitrina/contracts/order-statuses';
import type { OrderDetail, OrderUpdate } from '@vitrina/contracts/orders';
import { paymentMessages, type OrderRefund, type RefundCreate } from '@vitrina/contracts/payments';
import { formatRubles } from '@vitrina/contracts/pricing';
import type { Site } from '@vitrina/contracts/platform';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import { aSite, aWidget } from '../../../testing/platform-fixtures';

export {
  aCart,
  aDelivery,
  aLine,
  anOrder,
  aPaidOrder,
  aRefund,
  manyOrders,
} from './order-fixtures';

type Routes = Partial<Record<FakeRoute, FakeHandler>>;

/** Two sites, three widgets: what the widget filter offers. */
export const SITES_WITH_WIDGETS: Site[] = [
  aSite({ widgets: [aWidget(), aWidget({ id: 32, title: 'Распродажа' })] }),
  aSite({ id: 2, title: 'Лендинг', widgets: [aWidget({ id: 33, title: 'Хиты', site_id: 2 })] }),
];

/** The day of a time in Moscow, as the server's filters count days. */
const moscowDay = (isoTime: string) =>
  new Date(Date.parse(isoTime) + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * The start of the stored phones a search typed with its country code matches, as the server reads
 * it: «+7 900 000-00-02», the list's own spelling, finds +79000000002; null when it is no phone.
 */
function phonePrefix(search: string): string | null {
  const digits = search.replace(/[\s()\-.+]/g, '');
  return /^\d{3,}$/.test(digits) ? `+${digits}` : null;
}

/** Whether a piece of a line's product title or SKU is the search. */
const lineMatches = (order: OrderDetail, search: string) =>
  order.lines.some((line) =>
    [line.title, line.sku ?? ''].some((text) => text.toLowerCase().includes(search)),
  );

function matches(order: OrderDetail, query: URLSearchParams): boolean {
  const search = query.get('search')?.replace(/^#/, '').toLowerCase();
  const phone = search ? phonePrefix(search) : null;
  const checks = [
    !query.has('status') || order.status === query.get('status'),
    // Refused orders are listed only when asked for (decision 74).
    (query.get('rejected') === 'true') === (order.rejection !== null),
    !query.has('widget') || order.widget_id === Number(query.get('widget')),
    !query.has('from') || moscowDay(order.created_at) >= query.get('from')!,
    !query.has('to') || moscowDay(order.created_at) <= query.get('to')!,
    !search ||
      String(order.number) === search ||
      order.customer.name.toLowerCase().includes(search) ||
      (phone !== null && order.customer.phone.startsWith(phone)) ||
      lineMatches(order, search),
  ];
  return checks.every(Boolean);
}

/** The list's page as the server answers it: newest first, `before` continuing a page. */
function pageOf(orders: readonly OrderDetail[], query: URLSearchParams) {
  const before = Number(query.get('before') ?? Infinity);
  const limit = Number(query.get('limit') ?? 30);
  const found = orders.filter((order) => order.id < before && matches(order, query));
  const page = found
    .slice(0, limit)
    .map(({ status_changes: _h, deliveries: _d, refunds: _r, ...order }) => order);
  const next_before = found.length > limit ? page.at(-1)!.id : null;
  return { orders: page, next_before };
}

const kopecks = (rubles: number) => Math.round(rubles * 100);

/**
 * A refund as the server makes it: of a paid payment only (409), of at most what is left (422 at
 * the amount), made by the provider at once; all of it given back, the payment is refunded.
 */
function refundOf(order: OrderDetail, { amount }: RefundCreate): Response {
  const { payment } = order;
  if (payment?.status !== 'succeeded') return reply(409, { detail: paymentMessages.refundNotPaid });
  const left = (kopecks(payment.amount) - kopecks(payment.refunded_amount)) / 100;
  if (kopecks(amount) > kopecks(left)) {
    const message = paymentMessages.refundTooMuch(formatRubles(left));
    return reply(422, { detail: message, errors: [{ field: 'amount', message }] });
  }
  const refund: OrderRefund = {
    id: 91 + order.refunds.length,
    amount,
    status: 'succeeded',
    actor: 'shop@example.ru',
    at: new Date().toISOString(),
  };
  order.refunds.push(refund);
  payment.refunded_amount = (kopecks(payment.refunded_amount) + kopecks(amount)) / 100;
  if (payment.refunded_amount === payment.amount) payment.status = 'refunded';
  return reply(201, { data: refund });
}

/**
 * The orders API of one merchant, keeping `orders` (newest first) as the console changes them: a
 * status move the statuses do not allow is refused with 422, as the server does; a refund as
 * `refundOf` makes it.
 */
export function fakeOrdersServer(orders: OrderDetail[] = [], routes: Routes = {}) {
  const find = (id: string) => orders.find((order) => order.id === Number(id));
  const notFound = () => reply(404, { detail: 'Не найдено' });
  const refusedMove = (from: OrderStatus, to: OrderStatus) =>
    reply(422, {
      detail: messages.orders.statusMoveRefused(ORDER_STATUS_LABELS[from], ORDER_STATUS_LABELS[to]),
    });

  return createFakeApi({
    'GET v1/platform/sites/': () => reply(200, { data: SITES_WITH_WIDGETS }),
    'GET v1/orders/': (request) => {
      const query = new URL(request.url).searchParams;
      if (query.get('from')! > query.get('to')!)
        return reply(422, { detail: messages.orders.periodReversed });
      return reply(200, { data: pageOf(orders, query) });
    },
    'GET v1/orders/:id/': (_request, { id }) => {
      const order = find(id!);
      return order ? reply(200, { data: order }) : notFound();
    },
    'PATCH v1/orders/:id/': async (request, { id }) => {
      const order = find(id!);
      if (!order) return notFound();
      const { status, note } = (await request.json()) as OrderUpdate;
      if (status && !canMoveOrder(order.status, status)) return refusedMove(order.status, status);
      if (status) {
        const at = new Date().toISOString();
        order.status_changes.push({
          from: order.status,
          to: status,
          source: 'console',
          actor: 'shop@example.ru',
          at,
        });
        Object.assign(order, { status, status_changed_at: at });
      }
      if (note !== undefined) order.note = note || null;
      return reply(200, { data: order });
    },
    'POST v1/orders/:id/deliveries/:deliveryId/retry/': (_request, { id, deliveryId }) => {
      const delivery = find(id!)?.deliveries.find((one) => one.id === Number(deliveryId));
      if (!delivery) return notFound();
      if (delivery.status !== 'FAILED')
        return reply(422, { detail: messages.orders.deliveryNotFailed });
      Object.assign(delivery, { status: 'PENDING', attempts: 0, last_error: null });
      return reply(200, { data: find(id!) });
    },
    'POST v1/orders/:id/refunds/': async (request, { id }) => {
      const order = find(id!);
      return order ? refundOf(order, (await request.json()) as RefundCreate) : notFound();
    },
    'GET v1/orders/export.csv': () =>
      new Response('\uFEFFНомер;Дата\r\n1001;20.11.2026\r\n', {
        headers: { 'content-type': 'text/csv' },
      }),
    'GET v1/orders/export.xlsx': () => new Response(new Uint8Array([0x50, 0x4b, 3, 4])),
    ...routes,
  });
}

export type FakeOrdersServer = ReturnType<typeof fakeOrdersServer>;
