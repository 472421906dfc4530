import type { OrderDelivery, OrderDetail } from '@vitrina/contracts/orders';
import type { OrderPayment, OrderRefund } from '@vitrina/contracts/payments';
import { aLine, aListedOrder, aPayment } from '../../../testing/order-fixtures';

export { aLine, aPayment };

// Orders as the server answers them, for the orders screen's fake server.

export function aDelivery(overrides: Partial<OrderDelivery> = {}): OrderDelivery {
  return {
    id: 71,
    contact_id: 41,
    contact_title: 'Чат магазина',
    contact_type: 'TELEGRAM',
    status: 'DELIVERED',
    attempts: 1,
    last_error: null,
    delivered_at: '2026-11-20T09:31:00.000Z',
    updated_at: '2026-11-20T09:31:00.000Z',
    ...overrides,
  };
}

/**
 * An order with its history and deliveries: the shared listed order, one message delivered, no
 * online payment.
 */
export function anOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...aListedOrder(),
    status_changes: [],
    deliveries: [aDelivery()],
    refunds: [],
    ...overrides,
  };
}

/** A refund of 500 ₽ made in the console, which ЮKassa made at once. */
export function aRefund(overrides: Partial<OrderRefund> = {}): OrderRefund {
  return {
    id: 91,
    amount: 500,
    status: 'succeeded',
    actor: 'shop@example.ru',
    at: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}

/** The order paid online, its payment as `payment` changes it; no refund yet. */
export function aPaidOrder(
  payment: Partial<OrderPayment> = {},
  overrides: Partial<OrderDetail> = {},
): OrderDetail {
  return anOrder({ payment: aPayment(payment), ...overrides });
}

/**
 * A cart of three: a mug in a variant, a plate at 10 % off and a kettle, one of each, 4 150 ₽ in
 * all.
 */
export function aCart(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return anOrder({
    lines: [
      aLine({
        product_id: 8,
        variant_id: 81,
        title: 'Кружка',
        variant: 'синий, 350 мл',
        sku: 'MUG-B-350',
        price: 700,
        total: 700,
      }),
      aLine({
        product_id: 9,
        title: 'Тарелка',
        sku: 'PL-1',
        price: 1000,
        discount_value: 10,
        total: 900,
      }),
      aLine({ product_id: 10, title: 'Чайник', price: 2550, total: 2550 }),
    ],
    units: 3,
    total: 4150,
    ...overrides,
  });
}

/** `count` orders, newest first, numbered from 1001 up and one day apart. */
export function manyOrders(count: number): OrderDetail[] {
  return Array.from({ length: count }, (_, index) => {
    const n = count - index;
    return anOrder({
      id: 500 + n,
      number: 1000 + n,
      created_at: new Date(Date.UTC(2026, 9, 1 + n, 9)).toISOString(),
      customer: {
        name: `Покупатель ${n}`,
        phone: `+79000000${String(n).padStart(3, '0')}`,
        email: null,
      },
    });
  });
}
