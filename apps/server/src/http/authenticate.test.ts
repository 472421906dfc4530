import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMe, refresh, registerAccount, type Account } from '../testing/accounts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { testClock } from '../testing/test-clock';

describe('authenticate: the access token of signed-in routes', () => {
  const clock = testClock();
  let testApp: TestApp;
  let anna: Account;
  let boris: Account;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now });
    anna = await registerAccount(testApp.app);
    boris = await registerAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const signed = (claims: Record<string, unknown>, subject: string, secret: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(secret));

  const meWithHeader = (authorization: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization } });

  it('lets a valid token of a live session through', async () => {
    expect((await getMe(testApp.app, anna.accessToken)).statusCode).toBe(200);
  });

  it.each([
    ['another scheme', async () => `Basic ${anna.accessToken}`],
    ['no token', async () => 'Bearer '],
    ['a token that is no JWT', async () => 'Bearer not.a.jwt'],
    [
      'a token signed with another secret',
      async () =>
        `Bearer ${await signed({ sid: decodeJwt(anna.accessToken).sid }, String(decodeJwt(anna.accessToken).sub), 'another-secret-that-is-long-enough-too')}`,
    ],
    [
      'an unsigned token',
      async () =>
        `Bearer ${new UnsecuredJWT({ sid: decodeJwt(anna.accessToken).sid }).setSubject(String(decodeJwt(anna.accessToken).sub)).encode()}`,
    ],
    [
      'a session id that is no UUID',
      async () =>
        `Bearer ${await signed({ sid: '1; drop table users' }, String(decodeJwt(anna.accessToken).sub), testApp.config.jwtSecret)}`,
    ],
    [
      "another user's id with one's own session",
      async () =>
        `Bearer ${await signed({ sid: decodeJwt(anna.accessToken).sid }, String(decodeJwt(boris.accessToken).sub), testApp.config.jwtSecret)}`,
    ],
  ])('answers 401 for %s', async (_case, authorization) => {
    const response = await meWithHeader(await authorization());

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Требуется авторизация' });
  });

  it('answers 401 once the token expires, and a refresh gives a working one', async () => {
    const account = await registerAccount(testApp.app);
    clock.advanceSeconds(testApp.config.accessTokenTtlSeconds);

    expect((await getMe(testApp.app, account.accessToken)).statusCode).toBe(401);
    const refreshed = await refresh(testApp.app, account.refreshToken);
    expect((await getMe(testApp.app, refreshed.json().access_token)).statusCode).toBe(200);
  });
});
