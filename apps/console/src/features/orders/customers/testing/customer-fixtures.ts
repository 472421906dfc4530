import type { CustomerDetail, CustomerOrder } from '@vitrina/contracts/customers';

// Buyers as the server answers them, for the buyers tab's fake server.

/** An order of the buyer's card: the order of the orders screen's fixtures, #1007. */
export function aCustomerOrder(overrides: Partial<CustomerOrder> = {}): CustomerOrder {
  return {
    id: 601,
    number: 1007,
    status: 'NEW',
    total: 7500,
    created_at: '2026-11-21T07:05:00.000Z',
    ...overrides,
  };
}

/** Инна: two orders, one done before, 9 000 ₽ in all, no note yet. */
export function aCustomer(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    id: 71,
    name: 'Инна Смирнова',
    phone: '+79001112233',
    email: 'inna@example.ru',
    orders_count: 2,
    total_spent: 9000,
    first_order_at: '2026-11-02T09:30:00.000Z',
    last_order_at: '2026-11-21T07:05:00.000Z',
    note: null,
    orders: [
      aCustomerOrder(),
      aCustomerOrder({
        id: 590,
        number: 1002,
        status: 'DONE',
        total: 1500,
        created_at: '2026-11-02T09:30:00.000Z',
      }),
    ],
    ...overrides,
  };
}

/** `count` buyers of one order each, the newest last order first, ids from 101 up. */
export function manyCustomers(count: number): CustomerDetail[] {
  return Array.from({ length: count }, (_, index) => {
    const n = count - index;
    const order = aCustomerOrder({
      id: 500 + n,
      number: 1000 + n,
      created_at: new Date(Date.UTC(2026, 9, 1 + n, 9)).toISOString(),
    });
    return aCustomer({
      id: 100 + n,
      name: `Покупатель ${n}`,
      phone: `+79000000${String(n).padStart(3, '0')}`,
      email: null,
      orders_count: 1,
      total_spent: order.total,
      first_order_at: order.created_at,
      last_order_at: order.created_at,
      orders: [order],
    });
  });
}
