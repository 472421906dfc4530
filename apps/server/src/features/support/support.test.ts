import { describe, expect, it } from 'vitest';
import { registerAccount } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { useSignedInApp, useTestApp } from '../../testing/signed-in-app';

describe('GET /api/v1/support', () => {
  const session = useSignedInApp({ config: { mail: { supportEmail: 'help@shop-platform.ru' } } });

  it('answers the operator’s address to a signed-in merchant', async () => {
    const response = await session.call('GET', 'support/');

    expect([response.statusCode, response.json()]).toEqual([
      200,
      { data: { email: 'help@shop-platform.ru' } },
    ]);
  });

  it('answers no one who is not signed in', async () => {
    const response = await session.app.inject({ method: 'GET', url: '/api/v1/support' });

    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/support without SUPPORT_EMAIL', () => {
  const testApp = useTestApp();

  it('answers null', async () => {
    const merchant = await registerAccount(testApp.app);

    const response = await callApi(testApp.app, merchant, 'GET', 'support/');

    expect(response.json()).toEqual({ data: { email: null } });
  });
});
