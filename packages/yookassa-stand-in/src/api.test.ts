import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callApi, paymentRequest } from './testing/api-client';
import {
  startYookassaServer,
  type Payment,
  type Shop,
  type YookassaServer,
} from './yookassa-server';

describe('the ЮKassa stand-in API', () => {
  let server: YookassaServer;
  let shop: Shop;

  beforeEach(async () => {
    server = await startYookassaServer();
    shop = server.addShop();
  });

  afterEach(async () => {
    await server.close();
  });

  describe('credentials', () => {
    it('refuses a wrong pair, an unknown shop or none with 401 and the error object', async () => {
      const other = server.addShop();
      const wrongKey = await callApi(
        server,
        { ...shop, secretKey: other.secretKey },
        'GET',
        '/v3/me',
      );
      const unknownShop = await callApi(
        server,
        { shopId: '1', secretKey: shop.secretKey },
        'GET',
        '/v3/me',
      );
      const none = await fetch(`${server.url}/v3/me`);

      expect(wrongKey).toEqual({
        status: 401,
        body: {
          type: 'error',
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          code: 'invalid_credentials',
          description: expect.stringContaining('Error in shopId or secret key'),
          parameter: 'Authorization',
        },
      });
      expect(unknownShop.status).toBe(401);
      expect(none.status).toBe(401);
    });

    it('keeps each shop to its own payments', async () => {
      const other = server.addShop();
      const { body: payment } = await callApi<Payment>(server, shop, 'POST', '/v3/payments', {
        body: paymentRequest(),
      });

      const read = await callApi(server, other, 'GET', `/v3/payments/${payment.id}`);

      expect(read).toMatchObject({
        status: 404,
        body: { code: 'not_found', description: 'Payment not found or forbidden' },
      });
    });
  });

  it('tells a shop about itself on GET /v3/me, which checks keys before they are saved', async () => {
    const live = server.addShop({
      shopId: '506751',
      secretKey: 'live_k3y',
      test: false,
      fiscalization: false,
    });

    const test = await callApi(server, shop, 'GET', '/v3/me');
    const liveAnswer = await callApi(server, live, 'GET', '/v3/me');

    expect(test).toEqual({
      status: 200,
      body: {
        account_id: shop.shopId,
        test: true,
        fiscalization_enabled: true,
        fiscalization: { enabled: true, provider: 'atol' },
        payment_methods: ['bank_card', 'yoo_money'],
        status: 'enabled',
      },
    });
    expect(liveAnswer.body).toMatchObject({
      account_id: '506751',
      test: false,
      fiscalization: { enabled: false },
    });
  });

  it('answers an unknown path 404, a known one under another method 405, and a form body 415', async () => {
    const unknown = await callApi(server, shop, 'GET', '/v3/nothing');
    const wrongMethod = await callApi(server, shop, 'GET', '/v3/payments/abc/cancel');
    const form = await callApi(server, shop, 'POST', '/v3/payments', {
      body: 'amount=100',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    expect(unknown).toMatchObject({ status: 404, body: { type: 'error', code: 'not_found' } });
    expect(wrongMethod).toEqual({ status: 405, body: undefined });
    expect(form).toEqual({ status: 415, body: undefined });
  });

  it('records each request with its route, headers, idempotence key, body and status', async () => {
    await callApi(server, shop, 'POST', '/v3/payments', {
      body: paymentRequest(),
      idempotenceKey: 'order-17-try-1',
    });

    const recorded = await server.nextRequest('POST /v3/payments');

    expect(recorded).toMatchObject({
      route: 'POST /v3/payments',
      method: 'POST',
      path: '/v3/payments',
      idempotenceKey: 'order-17-try-1',
      body: paymentRequest(),
      status: 200,
    });
    expect(recorded.headers.authorization).toMatch(/^Basic /);
    expect(server.requests).toEqual([recorded]);
  });

  it('answers the next call of a route with a planned error, which does nothing', async () => {
    server.failNext('POST /v3/payments');

    const failed = await callApi(server, shop, 'POST', '/v3/payments', { body: paymentRequest() });
    const next = await callApi<Payment>(server, shop, 'POST', '/v3/payments', {
      body: paymentRequest(),
    });

    expect(failed).toMatchObject({ status: 500, body: { code: 'internal_server_error' } });
    expect(next.status).toBe(200);
    expect(server.notifications).toEqual([]);
  });

  it('carries out a call whose answer it then loses, as a dropped connection does', async () => {
    server.loseNextAnswer('POST /v3/payments');

    const lost = callApi(server, shop, 'POST', '/v3/payments', { body: paymentRequest() });

    await expect(lost).rejects.toThrow('fetch failed');
    const recorded = await server.nextRequest('POST /v3/payments');
    expect(recorded.status).toBeUndefined();
    expect(server.payments()).toMatchObject([{ status: 'pending', amount: { value: '100.00' } }]);
  });
});
