import { describe, expect, it } from 'vitest';
import { paymentBody, readPayment } from './yookassa-objects';

const answer = (changes: Record<string, unknown> = {}) => ({
  id: '2419a771-000f-5000-9000-1edaf29243f2',
  status: 'pending',
  paid: false,
  amount: { value: '1200.00', currency: 'RUB' },
  confirmation: { type: 'redirect', confirmation_url: 'https://yoomoney.ru/checkout?orderId=1' },
  created_at: '2026-01-15T10:00:00.000Z',
  test: false,
  metadata: { order_id: '42' },
  ...changes,
});

describe("ЮKassa's objects", () => {
  it('write rubles with two decimals, whatever float a sum came to', () => {
    const body = paymentBody({
      amount: 0.1 + 0.2,
      description: 'Заказ №1001',
      returnUrl: 'https://shop.example/',
      idempotenceKey: 'key',
      receipt: null,
      metadata: {},
    });

    expect(body.amount).toEqual({ value: '0.30', currency: 'RUB' });
    expect(body).not.toHaveProperty('receipt');
  });

  it('read a pending payment with its page, and a paid one without it even when it is kept', () => {
    expect(readPayment(answer())).toEqual({
      id: '2419a771-000f-5000-9000-1edaf29243f2',
      status: 'pending',
      amount: 1200,
      refundedAmount: 0,
      confirmationUrl: 'https://yoomoney.ru/checkout?orderId=1',
      paidAt: null,
      test: false,
      metadata: { order_id: '42' },
    });
    const paid = answer({
      status: 'succeeded',
      captured_at: '2026-01-15T10:05:00.000Z',
      refunded_amount: { value: '100.50', currency: 'RUB' },
      metadata: undefined,
    });
    expect(readPayment(paid)).toMatchObject({
      confirmationUrl: null,
      paidAt: new Date('2026-01-15T10:05:00.000Z'),
      refundedAmount: 100.5,
      metadata: {},
    });
  });

  it('read no payment from an answer in another currency or with an id not shaped as theirs', () => {
    expect(readPayment(answer({ amount: { value: '12.00', currency: 'USD' } }))).toBeUndefined();
    expect(readPayment(answer({ id: '../me' }))).toBeUndefined();
    expect(readPayment({ type: 'error' })).toBeUndefined();
  });
});
