import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/signed-in-app';
import { refreshTokens } from '../db/schema';
import { hashToken } from '../secret-token';
import {
  accountRowCounts,
  getMe,
  PASSWORD,
  refreshCookieOf,
  registerAccount,
  uniqueEmail,
  type Account,
} from '../testing/accounts';

const CROSS_SITE = { 'sec-fetch-site': 'cross-site' };
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
type Headers = Record<string, string>;

function expectRefused(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ detail: 'Запрос с другого сайта отклонён' });
  expect(response.headers['set-cookie']).toBeUndefined();
}

describe('account calls that set or use cookies refuse other sites', () => {
  let account: Account;

  const testApp = useTestApp();

  beforeAll(async () => {
    account = await registerAccount(testApp.app);
  });

  const login = (headers: Headers, email = account.email) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ username: email, password: PASSWORD }).toString(),
    });

  const register = (headers: Headers) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers,
      payload: { email: uniqueEmail(), password: PASSWORD, confirm_password: PASSWORD },
    });

  const refresh = (headers: Headers, refreshToken: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/user/refresh',
      headers,
      cookies: { refresh_token: refreshToken },
    });

  const logout = (headers: Headers, refreshToken: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers,
      cookies: { refresh_token: refreshToken },
    });

  const isRotated = async (refreshToken: string) => {
    const [row] = await testApp.database.db
      .select({ rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    return row?.rotatedAt !== null;
  };

  describe.each([
    ['sign-in', (headers: Headers) => login(headers)],
    ['sign-up', register],
  ])('%s', (_name, call) => {
    it('refuses a cross-site call: no cookie, no session, no account', async () => {
      const before = await accountRowCounts(testApp.database.db);

      expectRefused(await call(CROSS_SITE));

      expect(await accountRowCounts(testApp.database.db)).toEqual(before);
    });

    it('serves a same-origin call', async () => {
      const response = await call(SAME_ORIGIN);

      expect(response.statusCode).toBe(200);
      expect(refreshCookieOf(response)).toBeDefined();
    });
  });

  describe('refresh', () => {
    it('refuses a cross-site call and leaves the token unrotated', async () => {
      const { refreshToken } = await registerAccount(testApp.app);

      expectRefused(await refresh(CROSS_SITE, refreshToken));

      expect(await isRotated(refreshToken)).toBe(false);
    });

    it('serves a same-origin call', async () => {
      const { refreshToken } = await registerAccount(testApp.app);

      const response = await refresh(SAME_ORIGIN, refreshToken);

      expect(response.statusCode).toBe(200);
      expect(refreshCookieOf(response)?.value).not.toBe(refreshToken);
    });
  });

  describe('sign-out', () => {
    it('refuses a cross-site call and leaves the session live', async () => {
      const victim = await registerAccount(testApp.app);

      expectRefused(await logout(CROSS_SITE, victim.refreshToken));

      expect((await getMe(testApp.app, victim.accessToken)).statusCode).toBe(200);
    });

    it('serves a same-origin call', async () => {
      const own = await registerAccount(testApp.app);

      expect((await logout(SAME_ORIGIN, own.refreshToken)).statusCode).toBe(200);
      expect((await getMe(testApp.app, own.accessToken)).statusCode).toBe(401);
    });
  });

  describe('which requests count as from another site', () => {
    it.each<[string, Headers]>([
      ['Sec-Fetch-Site: cross-site', CROSS_SITE],
      ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
      [
        'Sec-Fetch-Site: cross-site, whatever Origin says',
        { ...CROSS_SITE, origin: 'http://localhost:8080' },
      ],
      ['no Sec-Fetch-Site and a foreign Origin', { origin: 'https://attacker.example' }],
      ['no Sec-Fetch-Site and an opaque Origin', { origin: 'null' }],
      ['an Origin that differs in the port only', { origin: 'http://localhost:8081' }],
    ])('refuses %s', async (_case, headers) => {
      expectRefused(await login(headers));
    });

    it.each<[string, Headers]>([
      ['Sec-Fetch-Site: same-origin', SAME_ORIGIN],
      ['Sec-Fetch-Site: none (typed or bookmarked by the user)', { 'sec-fetch-site': 'none' }],
      ['no Sec-Fetch-Site and the public origin', { origin: 'http://localhost:8080' }],
      [
        "no Sec-Fetch-Site and the request's own host",
        { origin: 'http://vitrina.internal:3000', host: 'vitrina.internal:3000' },
      ],
      ['neither header (not a browser)', {}],
    ])('allows %s', async (_case, headers) => {
      expect((await login(headers)).statusCode).toBe(200);
    });
  });
});
