import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callApi, paymentRequest, refundRequest } from './testing/api-client';
import {
  startYookassaServer,
  type Payment,
  type Refund,
  type Shop,
  type YookassaServer,
} from './yookassa-server';

describe('refunds', () => {
  let server: YookassaServer;
  let shop: Shop;
  let payment: Payment;
  const refund = (body: unknown, as: Shop = shop) =>
    callApi<Refund>(server, as, 'POST', '/v3/refunds', { body });

  beforeEach(async () => {
    server = await startYookassaServer();
    shop = server.addShop();
    ({ body: payment } = await callApi<Payment>(server, shop, 'POST', '/v3/payments', {
      body: paymentRequest(),
    }));
  });

  afterEach(async () => {
    await server.close();
  });

  it('refunds part of a succeeded payment, then the rest, and no more', async () => {
    server.pay(payment.id);

    const part = await refund({
      ...refundRequest(payment.id, '30.00'),
      description: 'Чашка разбита',
    });
    const rest = await refund(refundRequest(payment.id, '70.00'));
    const more = await refund(refundRequest(payment.id, '0.01'));

    expect(part).toEqual({
      status: 200,
      body: {
        id: expect.stringMatching(/^[0-9a-f]{8}-0015-5000-8000-[0-9a-f]{12}$/),
        payment_id: payment.id,
        status: 'succeeded',
        created_at: expect.any(String),
        amount: { value: '30.00', currency: 'RUB' },
        description: 'Чашка разбита',
        receipt_registration: 'succeeded',
      },
    });
    expect(rest.status).toBe(200);
    expect(more).toMatchObject({
      status: 400,
      body: { code: 'invalid_request', parameter: 'amount' },
    });
    expect(server.payment(payment.id)).toMatchObject({
      status: 'succeeded',
      refunded_amount: { value: '100.00', currency: 'RUB' },
      refundable: false,
    });
  });

  it('refuses more than is left, naming what is left', async () => {
    server.pay(payment.id);
    await refund(refundRequest(payment.id, '60.00'));

    const tooMuch = await refund(refundRequest(payment.id, '40.01'));

    expect(tooMuch.body).toMatchObject({ description: expect.stringContaining('(40.00)') });
    expect(server.payment(payment.id)?.refunded_amount).toEqual({
      value: '60.00',
      currency: 'RUB',
    });
  });

  it('refuses a payment that is not paid, or not the shop’s', async () => {
    const other = server.addShop();

    const pending = await refund(refundRequest(payment.id, '10.00'));
    server.pay(payment.id);
    const foreign = await refund(refundRequest(payment.id, '10.00'), other);

    expect(pending).toMatchObject({ status: 400, body: { parameter: 'payment_id' } });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('needs a receipt whose items add up to the refund, when the shop sends receipts', async () => {
    server.pay(payment.id);
    const { receipt: _receipt, ...withoutReceipt } = refundRequest(payment.id, '10.00');

    const missing = await refund(withoutReceipt);
    const wrongSum = await refund({
      ...refundRequest(payment.id, '20.00'),
      receipt: refundRequest(payment.id, '10.00').receipt,
    });

    expect(missing.body).toMatchObject({ description: 'Receipt is missing or illegal' });
    expect(wrongSum.body).toMatchObject({ parameter: 'receipt.items' });
    expect(server.payment(payment.id)).not.toHaveProperty('refunded_amount');
  });

  it('reads a refund by its id, for its own shop only', async () => {
    server.pay(payment.id);
    const { body: made } = await refund(refundRequest(payment.id, '10.00'));

    const read = await callApi(server, shop, 'GET', `/v3/refunds/${made.id}`);
    const foreign = await callApi(server, server.addShop(), 'GET', `/v3/refunds/${made.id}`);

    expect(read).toEqual({ status: 200, body: made });
    expect(foreign).toMatchObject({
      status: 404,
      body: { description: 'Refund not found or forbidden' },
    });
  });
});
