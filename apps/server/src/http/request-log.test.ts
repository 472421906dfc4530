import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/signed-in-app';
import { bearer, registerAccount, type Account } from '../testing/accounts';
import { captureLogs } from '../testing/capture-logs';

/** A path that carries a secret is logged as its route's pattern. */
describe('request log lines', () => {
  const logs = captureLogs();
  const token = 'Zm9sbG93LW1lLWlmLXlvdS1yZWFkLXRoZS1sb2dz';
  let merchant: Account;

  const testApp = useTestApp({ logger: logs.logger });

  beforeAll(async () => {
    merchant = await registerAccount(testApp.app);
  });

  const requestLines = () => logs.lines.filter((line) => line.msg === 'incoming request');

  it.each([
    ['GET', '/api/user/email/verify/'],
    ['POST', '/api/v1/platform/service/notifier/email/verify/'],
  ] as const)('name the route of %s %s<token>, not the token', async (method, path) => {
    const response = await testApp.app.inject({
      method,
      url: `${path}${token}`,
      headers: bearer(merchant.accessToken),
    });

    expect(response.statusCode).toBe(400);
    expect(requestLines().at(-1)?.req).toMatchObject({ method, url: `${path}:token` });
    expect(JSON.stringify(logs.lines)).not.toContain(token);
  });

  it('show the path of other requests as it was asked for', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/v1/platform/sites/?tree=DOMAIN' });

    expect(requestLines().at(-1)?.req).toEqual({
      method: 'GET',
      url: '/api/v1/platform/sites/?tree=DOMAIN',
      host: 'localhost:80',
      remoteAddress: '127.0.0.1',
    });
  });
});
