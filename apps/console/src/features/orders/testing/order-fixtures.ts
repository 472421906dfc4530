import type { OrderDelivery, OrderDetail } from '@vitrina/contracts/orders';
import { aListedOrder } from '../../../testing/order-fixtures';

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

/** An order with its history and deliveries: the shared listed order, one message delivered. */
export function anOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return { ...aListedOrder(), status_changes: [], deliveries: [aDelivery()], ...overrides };
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
