import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callApi, paymentRequest } from './testing/api-client';
import {
  startYookassaServer,
  type Payment,
  type Shop,
  type YookassaServer,
} from './yookassa-server';

describe('Idempotence-Key', () => {
  let server: YookassaServer;
  let shop: Shop;
  const create = (idempotenceKey: string | null, body: unknown = paymentRequest()) =>
    callApi<Payment>(server, shop, 'POST', '/v3/payments', { body, idempotenceKey });

  beforeEach(async () => {
    server = await startYookassaServer();
    shop = server.addShop();
  });

  afterEach(async () => {
    await server.close();
  });

  it('is required on every POST', async () => {
    const { body: payment } = await create('order-1');

    const answers = [
      await create(null),
      await callApi(server, shop, 'POST', `/v3/payments/${payment.id}/cancel`, {
        idempotenceKey: null,
      }),
      await callApi(server, shop, 'POST', '/v3/refunds', { idempotenceKey: null, body: {} }),
      await create('k'.repeat(65)),
    ];

    for (const answer of answers) {
      expect(answer).toMatchObject({
        status: 400,
        body: { type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' },
      });
    }
    expect(server.payments()).toHaveLength(1);
  });

  it('gives the first answer again to the same call under the same key, whatever its key order', async () => {
    const { amount, ...rest } = paymentRequest();

    const first = await create('order-17-try-1', { amount, ...rest });
    server.pay(first.body.id);
    const again = await create('order-17-try-1', { ...rest, amount });

    expect(again).toEqual(first);
    expect(again.body.status).toBe('pending');
    expect(server.payments()).toHaveLength(1);
  });

  it('refuses the same key with another call, and keeps keys apart between shops', async () => {
    const other = server.addShop();
    await create('order-17-try-1');

    const changed = await create('order-17-try-1', paymentRequest({ description: 'Заказ №18' }));
    const otherShop = await callApi<Payment>(server, other, 'POST', '/v3/payments', {
      body: paymentRequest(),
      idempotenceKey: 'order-17-try-1',
    });

    expect(changed).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_request',
        description: 'Idempotence key duplicated',
        parameter: 'Idempotence-Key',
      },
    });
    expect(otherShop.status).toBe(200);
    expect(server.payments()).toHaveLength(2);
  });

  it('keeps nothing for a refused call, so it may be fixed and sent under its key', async () => {
    const refused = await create(
      'order-17-try-1',
      paymentRequest({ description: 'я'.repeat(129) }),
    );
    const fixed = await create('order-17-try-1');

    expect(refused.status).toBe(400);
    expect(fixed.status).toBe(200);
  });

  it('gives a caller whose answer was lost the payment it made, when it calls again', async () => {
    server.loseNextAnswer('POST /v3/payments');
    await expect(create('order-17-try-1')).rejects.toThrow('fetch failed');

    const retried = await create('order-17-try-1');

    expect(server.payments()).toEqual([retried.body]);
  });
});
