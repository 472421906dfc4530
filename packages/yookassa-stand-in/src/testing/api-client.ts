import { randomUUID } from 'node:crypto';
import type { Shop, YookassaServer } from '../yookassa-server';

export const basicAuth = ({ shopId, secretKey }: Pick<Shop, 'shopId' | 'secretKey'>) =>
  `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;

export interface CallOptions {
  body?: unknown;
  /** A new random key for each POST by default; null sends none. */
  idempotenceKey?: string | null;
  headers?: Record<string, string>;
}

export interface CallAnswer<Body> {
  status: number;
  body: Body;
}

/** A call to the stand-in as the shop, with its Basic credentials. */
export async function callApi<Body = unknown>(
  server: YookassaServer,
  shop: Pick<Shop, 'shopId' | 'secretKey'>,
  method: 'GET' | 'POST',
  path: string,
  { body, idempotenceKey = randomUUID(), headers = {} }: CallOptions = {},
): Promise<CallAnswer<Body>> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      authorization: basicAuth(shop),
      ...(method === 'POST' && { 'content-type': 'application/json' }),
      ...(method === 'POST' && idempotenceKey !== null && { 'idempotence-key': idempotenceKey }),
      ...headers,
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

/** A valid payment of 100.00 ₽ with its receipt: two cups at 30.00 and a teapot at 40.00. */
export function paymentRequest(overrides: Record<string, unknown> = {}) {
  return {
    amount: { value: '100.00', currency: 'RUB' },
    capture: true,
    confirmation: { type: 'redirect', return_url: 'https://shop.example/catalog?paid=1' },
    description: 'Заказ №17',
    metadata: { order_id: '17' },
    receipt: {
      customer: { email: 'buyer@example.com' },
      items: [receiptItem('Чашка', '30.00', 2), receiptItem('Чайник', '40.00', 1)],
      tax_system_code: 1,
    },
    ...overrides,
  };
}

export function receiptItem(description: string, price: string, quantity: number) {
  return {
    description,
    quantity,
    amount: { value: price, currency: 'RUB' },
    vat_code: 4,
    payment_subject: 'commodity',
    payment_mode: 'full_payment',
  };
}

/** A valid refund of `value` with its receipt of one line. */
export function refundRequest(paymentId: string, value: string) {
  return {
    payment_id: paymentId,
    amount: { value, currency: 'RUB' },
    receipt: {
      customer: { email: 'buyer@example.com' },
      items: [receiptItem('Чашка', value, 1)],
    },
  };
}
