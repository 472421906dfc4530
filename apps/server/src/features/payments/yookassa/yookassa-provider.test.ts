import { randomUUID } from 'node:crypto';
import { startYookassaServer } from '@vitrina/yookassa-stand-in';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../../testing/capture-logs';
import { useYookassaServer } from '../../../testing/yookassa';
import {
  PaymentProviderError,
  type PaymentRequest,
  type ProviderFailure,
  type Receipt,
  type RefundRequest,
} from '../payment-provider';
import { createYookassaProvider } from './yookassa-provider';

const BUYER_PHONE = '+79001234567';
const BUYER_EMAIL = 'buyer@example.com';

const receiptOf = (total: number, customer: Receipt['customer']): Receipt => ({
  customer,
  items: [{ description: 'Кружка (Синяя)', quantity: 2, unitPrice: total / 2, vatCode: 4 }],
  taxSystemCode: 2,
});

const paymentRequest = (changes: Partial<PaymentRequest> = {}): PaymentRequest => ({
  amount: 1200,
  description: 'Заказ №1001',
  returnUrl: 'https://shop.example/cart?vitrina_payment=token',
  idempotenceKey: randomUUID(),
  receipt: receiptOf(1200, { phone: BUYER_PHONE }),
  metadata: { order_id: '42' },
  ...changes,
});

const refundRequest = (paymentId: string, amount: number): RefundRequest => ({
  paymentId,
  amount,
  idempotenceKey: randomUUID(),
  receipt: receiptOf(amount, { email: BUYER_EMAIL }),
  description: 'Возврат по заказу №1001',
});

describe('the ЮKassa provider', () => {
  const yookassa = useYookassaServer();
  const providerAt = (apiRoot: string) => {
    const { logger, lines } = captureLogs();
    return { provider: createYookassaProvider({ apiRoot, logger }), lines };
  };

  const failureOf = (promise: Promise<unknown>): Promise<ProviderFailure | 'none'> =>
    promise.then(
      () => 'none',
      (error: unknown) => {
        if (error instanceof PaymentProviderError) return error.failure;
        throw error;
      },
    );

  it('checks the keys with GET /v3/me in Basic auth, and tells a test shop from a live one', async () => {
    const { server } = yookassa;
    const test = server.addShop();
    const live = server.addShop({ test: false, secretKey: 'live_a-live-shops-key' });
    const { provider } = providerAt(server.url);

    expect(await provider.checkCredentials(test)).toEqual({ test: true });
    const call = server.requests.at(-1);
    expect(await provider.checkCredentials(live)).toEqual({ test: false });

    const basic = Buffer.from(`${test.shopId}:${test.secretKey}`).toString('base64');
    expect(call).toMatchObject({ route: 'GET /v3/me', status: 200 });
    expect(call?.headers.authorization).toBe(`Basic ${basic}`);
  });

  it('tells refused keys apart, logging nothing of them', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider, lines } = providerAt(server.url);
    const wrongKey = `${shop.secretKey}x`;

    expect(await failureOf(provider.checkCredentials({ ...shop, secretKey: wrongKey }))).toBe(
      'CREDENTIALS_REFUSED',
    );
    expect(await failureOf(provider.checkCredentials({ ...shop, shopId: '1' }))).toBe(
      'CREDENTIALS_REFUSED',
    );
    expect(JSON.stringify(lines)).not.toContain(shop.secretKey);
  });

  it("fails on ЮKassa's own error, logging its code and id for the support desk", async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider, lines } = providerAt(server.url);
    server.failNext('GET /v3/me', 'internal_server_error');

    expect(await failureOf(provider.checkCredentials(shop))).toBe('FAILED');
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'ЮKassa refused a call',
        status: 500,
        code: 'internal_server_error',
        errorId: expect.any(String),
      }),
    );
    expect(JSON.stringify(lines)).not.toContain(shop.secretKey);
  });

  it('fails as unreachable when the answer is lost or nothing listens', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    server.loseNextAnswer('GET /v3/me');
    const closed = await startYookassaServer();
    await closed.close();

    expect(await failureOf(providerAt(server.url).provider.checkCredentials(shop))).toBe(
      'UNREACHABLE',
    );
    expect(await failureOf(providerAt(closed.url).provider.checkCredentials(shop))).toBe(
      'UNREACHABLE',
    );
  });

  it('asks a captured payment with a redirect, its receipt and key, and answers where to pay', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider } = providerAt(server.url);
    const request = paymentRequest();

    const payment = await provider.createPayment(shop, request);

    const call = server.requests.at(-1);
    expect(call).toMatchObject({ route: 'POST /v3/payments', status: 200 });
    expect(call?.idempotenceKey).toBe(request.idempotenceKey);
    expect(call?.body).toEqual({
      amount: { value: '1200.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: request.returnUrl },
      description: 'Заказ №1001',
      metadata: { order_id: '42' },
      receipt: {
        customer: { phone: '79001234567' },
        items: [
          {
            description: 'Кружка (Синяя)',
            quantity: 2,
            amount: { value: '600.00', currency: 'RUB' },
            vat_code: 4,
            payment_mode: 'full_payment',
            payment_subject: 'commodity',
          },
        ],
        tax_system_code: 2,
      },
    });
    expect(payment).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'pending',
      amount: 1200,
      refundedAmount: 0,
      confirmationUrl: server.payment(payment.id)?.confirmation?.confirmation_url,
      paidAt: null,
      test: true,
      metadata: { order_id: '42' },
    });
    expect(payment.confirmationUrl).toMatch(/^http/);
  });

  it('sends a receipt by e-mail without a tax system, and a description cut to 128 characters', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider } = providerAt(server.url);
    const receipt = { ...receiptOf(1200, { email: BUYER_EMAIL }), taxSystemCode: null };

    await provider.createPayment(shop, paymentRequest({ receipt, description: 'З'.repeat(200) }));

    const body = server.requests.at(-1)?.body as Record<string, unknown>;
    expect(body.description).toBe('З'.repeat(128));
    expect(body.receipt).toEqual({
      customer: { email: BUYER_EMAIL },
      items: [expect.objectContaining({ amount: { value: '600.00', currency: 'RUB' } })],
    });
  });

  it('gets the same payment for the same key, as after an answer lost on the way', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider } = providerAt(server.url);
    const request = paymentRequest();
    const before = server.payments().length;
    server.loseNextAnswer('POST /v3/payments');

    expect(await failureOf(provider.createPayment(shop, request))).toBe('UNREACHABLE');
    const first = await provider.createPayment(shop, request);
    const again = await provider.createPayment(shop, request);

    expect(again.id).toBe(first.id);
    expect(server.payments()).toHaveLength(before + 1);
  });

  it('reads a paid payment as succeeded, with when it was paid and no page to pay on', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider } = providerAt(server.url);
    const { id } = await provider.createPayment(shop, paymentRequest());
    const paid = server.pay(id);

    const payment = await provider.getPayment(shop, id);

    expect(server.requests.at(-1)).toMatchObject({
      route: 'GET /v3/payments/{payment_id}',
      path: `/v3/payments/${id}`,
    });
    expect(payment).toMatchObject({ id, status: 'succeeded', confirmationUrl: null });
    expect(payment.paidAt?.toISOString()).toBe(paid.captured_at);
  });

  it('reads a payment the buyer gave up as canceled', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider } = providerAt(server.url);
    const { id } = await provider.createPayment(shop, paymentRequest());
    server.cancel(id);

    expect(await provider.getPayment(shop, id)).toMatchObject({
      status: 'canceled',
      confirmationUrl: null,
      paidAt: null,
    });
  });

  it('refunds part of a payment and then the rest, and reads what was given back', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider } = providerAt(server.url);
    const { id } = await provider.createPayment(shop, paymentRequest());
    server.pay(id);
    const part = refundRequest(id, 200.5);

    expect(await provider.createRefund(shop, part)).toEqual({
      id: expect.any(String),
      status: 'succeeded',
      amount: 200.5,
    });
    const call = server.requests.at(-1);
    expect(call?.idempotenceKey).toBe(part.idempotenceKey);
    expect(call?.body).toEqual({
      payment_id: id,
      amount: { value: '200.50', currency: 'RUB' },
      description: 'Возврат по заказу №1001',
      receipt: expect.objectContaining({ customer: { email: BUYER_EMAIL } }),
    });
    expect((await provider.getPayment(shop, id)).refundedAmount).toBe(200.5);

    await provider.createRefund(shop, refundRequest(id, 999.5));
    expect((await provider.getPayment(shop, id)).refundedAmount).toBe(1200);
  });

  it('fails when ЮKassa refuses the receipt, logging the parameter and nothing of the buyer', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider, lines } = providerAt(server.url);
    const wrongSum = receiptOf(1000, { phone: BUYER_PHONE });

    expect(
      await failureOf(provider.createPayment(shop, paymentRequest({ receipt: wrongSum }))),
    ).toBe('FAILED');
    expect(await failureOf(provider.createPayment(shop, paymentRequest({ receipt: null })))).toBe(
      'FAILED',
    );
    expect(server.requests.at(-1)?.status).toBe(400);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'ЮKassa refused a call',
        code: 'invalid_request',
        parameter: 'receipt.items',
      }),
    );
    const logged = JSON.stringify(lines);
    for (const secret of [shop.secretKey, '9001234567', BUYER_EMAIL]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('fails as unreachable when nothing listens at the API root', async () => {
    const closed = await startYookassaServer();
    const shop = closed.addShop();
    await closed.close();
    const { provider } = providerAt(closed.url);

    expect(await failureOf(provider.createPayment(shop, paymentRequest()))).toBe('UNREACHABLE');
    expect(await failureOf(provider.getPayment(shop, randomUUID()))).toBe('UNREACHABLE');
  });

  it('refuses a payment id not shaped as ЮKassa gives them, without calling it', async () => {
    const { server } = yookassa;
    const shop = server.addShop();
    const { provider } = providerAt(server.url);
    const { id } = await provider.createPayment(shop, paymentRequest());
    const calls = server.requests.length;

    for (const forged of ['../me', `${id}/capture`, `${id}?x=1`, id.toUpperCase(), '']) {
      expect(await failureOf(provider.getPayment(shop, forged))).toBe('FAILED');
      expect(await failureOf(provider.createRefund(shop, refundRequest(forged, 1)))).toBe('FAILED');
    }
    expect(server.requests).toHaveLength(calls);
  });
});
