import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callApi, paymentRequest } from './testing/api-client';
import {
  startYookassaServer,
  type Payment,
  type Shop,
  type YookassaServer,
} from './yookassa-server';

describe('payments', () => {
  let server: YookassaServer;
  let shop: Shop;
  const create = (body: unknown) =>
    callApi<Payment>(server, shop, 'POST', '/v3/payments', { body });

  beforeEach(async () => {
    server = await startYookassaServer();
    shop = server.addShop();
  });

  afterEach(async () => {
    await server.close();
  });

  it('creates a pending payment whose confirmation_url is the stand-in page', async () => {
    const { status, body: payment } = await create(paymentRequest());

    expect(status).toBe(200);
    expect(payment).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-000f-5000-8000-[0-9a-f]{12}$/),
      status: 'pending',
      paid: false,
      amount: { value: '100.00', currency: 'RUB' },
      description: 'Заказ №17',
      recipient: { account_id: shop.shopId, gateway_id: `${shop.shopId}1` },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/),
      confirmation: {
        type: 'redirect',
        return_url: 'https://shop.example/catalog?paid=1',
        confirmation_url: `${server.url}/checkout/payments/v2/contract?orderId=${payment.id}`,
      },
      test: true,
      refundable: false,
      receipt_registration: 'pending',
      metadata: { order_id: '17' },
    });
  });

  it('reads a payment as it is now', async () => {
    const { body: created } = await create(paymentRequest());
    server.pay(created.id);

    const { body: read } = await callApi<Payment>(
      server,
      shop,
      'GET',
      `/v3/payments/${created.id}`,
    );

    expect(read).toMatchObject({
      id: created.id,
      status: 'succeeded',
      paid: true,
      refundable: true,
      receipt_registration: 'succeeded',
      captured_at: expect.any(String),
      payment_method: { type: 'bank_card', card: { last4: '4477' } },
    });
    expect(read).not.toHaveProperty('confirmation');
  });

  it.each([
    ['a number amount', { amount: { value: 100, currency: 'RUB' } }, 'amount'],
    ['a comma in the amount', { amount: { value: '100,00', currency: 'RUB' } }, 'amount'],
    ['a zero amount', { amount: { value: '0.00', currency: 'RUB' } }, 'amount'],
    ['no confirmation', { confirmation: undefined }, 'confirmation'],
    ['an embedded confirmation', { confirmation: { type: 'embedded' } }, 'confirmation.type'],
    [
      'a relative return_url',
      { confirmation: { type: 'redirect', return_url: '/back' } },
      'confirmation.return_url',
    ],
    ['a long description', { description: 'я'.repeat(129) }, 'description'],
    ['a number in metadata', { metadata: { order_id: 17 } }, 'metadata'],
    ['a capture that is not a boolean', { capture: 'yes' }, 'capture'],
  ])('refuses %s with 400 naming the parameter', async (_case, overrides, parameter) => {
    const { status, body } = await create(paymentRequest(overrides));

    expect(status).toBe(400);
    expect(body).toMatchObject({ type: 'error', code: 'invalid_request', parameter });
  });

  it('holds a payment made with capture false until the shop captures or cancels it', async () => {
    const { body: first } = await create(paymentRequest({ capture: false }));
    const { body: second } = await create(paymentRequest({ capture: false }));
    const held = server.pay(first.id);
    server.pay(second.id);

    const captured = await callApi<Payment>(
      server,
      shop,
      'POST',
      `/v3/payments/${first.id}/capture`,
      {
        body: { amount: { value: '100.00', currency: 'RUB' } },
      },
    );
    const canceled = await callApi<Payment>(
      server,
      shop,
      'POST',
      `/v3/payments/${second.id}/cancel`,
    );

    expect(held).toMatchObject({
      status: 'waiting_for_capture',
      paid: true,
      expires_at: expect.any(String),
    });
    expect(captured.body).toMatchObject({ status: 'succeeded', paid: true });
    expect(captured.body).not.toHaveProperty('expires_at');
    expect(canceled.body).toMatchObject({
      status: 'canceled',
      paid: false,
      cancellation_details: { party: 'merchant', reason: 'canceled_by_merchant' },
    });
  });

  it('refuses to cancel or capture a payment that is not held', async () => {
    const { body: payment } = await create(paymentRequest());

    const canceled = await callApi(server, shop, 'POST', `/v3/payments/${payment.id}/cancel`);
    const captured = await callApi(server, shop, 'POST', `/v3/payments/${payment.id}/capture`);

    expect(canceled).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(captured).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
    expect(server.payment(payment.id)?.status).toBe('pending');
  });

  it('cancels a pending payment as a buyer who never confirmed it, or as told', async () => {
    const { body: first } = await create(paymentRequest());
    const { body: second } = await create(paymentRequest());

    const expired = server.cancel(first.id);
    const refused = server.cancel(second.id, {
      party: 'payment_network',
      reason: 'insufficient_funds',
    });

    expect(expired).toMatchObject({
      status: 'canceled',
      cancellation_details: { party: 'yoo_money', reason: 'expired_on_confirmation' },
    });
    expect(refused.cancellation_details).toEqual({
      party: 'payment_network',
      reason: 'insufficient_funds',
    });
    expect(() => server.pay(first.id)).toThrow('Payment is canceled');
  });
});
