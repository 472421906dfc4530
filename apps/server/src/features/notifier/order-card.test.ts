import { describe, expect, it } from 'vitest';
import type { OrderCreatedPayload } from '../orders/orders.service';
import { cardStateKey, orderCardText } from './order-card';

const order: OrderCreatedPayload = {
  orderId: 7,
  number: 1007,
  lines: [
    {
      title: 'Сенча',
      sku: null,
      quantity: 1,
      price: 450,
      discountValue: 0,
      discountType: 'PERCENT',
      module: 'THINGS',
      total: 450,
    },
  ],
  total: 450,
  customerName: 'Ольга',
  customerPhone: '+79001234567',
  customerEmail: null,
  comment: null,
  pageUrl: 'https://shop.example.ru/chai',
};

describe("an order's card in a chat", () => {
  it('ends with the status and, for an order paid online, where its payment stands', () => {
    const paid = orderCardText(order, 'https://vitrina.example', {
      status: 'IN_PROGRESS',
      by: 'anna@shop.example.ru',
      payment: 'succeeded',
    });
    const plain = orderCardText(order, 'https://vitrina.example', { status: 'NEW' });

    expect(paid.endsWith('Статус: В работе — anna@shop.example.ru\nОплата: Оплачена')).toBe(true);
    expect(plain.endsWith('Статус: Новая')).toBe(true);
  });

  it('tells a change of the payment from none, so the card is edited for it', () => {
    expect(cardStateKey({ status: 'NEW' })).toBe(cardStateKey({ status: 'NEW', payment: null }));
    expect(cardStateKey({ status: 'NEW', payment: 'succeeded' })).not.toBe(
      cardStateKey({ status: 'NEW', payment: 'pending' }),
    );
  });
});
