import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../testing/signed-in-app';
import { getMe, refresh, registerAccount, type Account } from '../testing/accounts';
import { testClock } from '../testing/test-clock';

describe('authenticate: the access token of signed-in routes', () => {
  const clock = testClock();
  const session = useSignedInApp({ now: clock.now });
  let boris: Account;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
  });

  const signed = (claims: Record<string, unknown>, subject: string, secret: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(secret));

  const meWithHeader = (authorization: string) =>
    session.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization } });

  it('lets a valid token of a live session through', async () => {
    expect((await getMe(session.app, session.merchant.accessToken)).statusCode).toBe(200);
  });

  it.each([
    ['another scheme', async () => `Basic ${session.merchant.accessToken}`],
    ['no token', async () => 'Bearer '],
    ['a token that is no JWT', async () => 'Bearer not.a.jwt'],
    [
      'a token signed with another secret',
      async () =>
        `Bearer ${await signed({ sid: decodeJwt(session.merchant.accessToken).sid }, String(decodeJwt(session.merchant.accessToken).sub), 'another-secret-that-is-long-enough-too')}`,
    ],
    [
      'an unsigned token',
      async () =>
        `Bearer ${new UnsecuredJWT({ sid: decodeJwt(session.merchant.accessToken).sid }).setSubject(String(decodeJwt(session.merchant.accessToken).sub)).encode()}`,
    ],
    [
      'a session id that is no UUID',
      async () =>
        `Bearer ${await signed({ sid: '1; drop table users' }, String(decodeJwt(session.merchant.accessToken).sub), session.testApp.config.auth.jwtSecret)}`,
    ],
    [
      "another user's id with one's own session",
      async () =>
        `Bearer ${await signed({ sid: decodeJwt(session.merchant.accessToken).sid }, String(decodeJwt(boris.accessToken).sub), session.testApp.config.auth.jwtSecret)}`,
    ],
  ])('answers 401 for %s', async (_case, authorization) => {
    const response = await meWithHeader(await authorization());

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Требуется авторизация' });
  });

  /** Every claim the app issues for the merchant, signed with the app's own key, but `omitted`. */
  const signedWithout = (omitted?: 'exp' | 'iat' | 'sub' | 'sid') => {
    const { sid, sub } = decodeJwt(session.merchant.accessToken);
    const issuedAt = Math.floor(clock.now().getTime() / 1000);
    const claims: Record<string, unknown> = { sid, sub, iat: issuedAt, exp: issuedAt + 900 };
    if (omitted) delete claims[omitted];
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(session.testApp.config.auth.jwtSecret));
  };

  it.each(['exp', 'iat', 'sub', 'sid'] as const)(
    'answers 401 for a token signed with the real key but without %s',
    async (omitted) => {
      const response = await meWithHeader(`Bearer ${await signedWithout(omitted)}`);

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Требуется авторизация' });
    },
  );

  it('accepts the same hand-signed token with every claim', async () => {
    expect((await meWithHeader(`Bearer ${await signedWithout()}`)).statusCode).toBe(200);
  });

  it('answers 401 once a token it accepted, and so keeps as verified, expires', async () => {
    const account = await registerAccount(session.app);
    expect((await getMe(session.app, account.accessToken)).statusCode).toBe(200);

    clock.advanceSeconds(session.testApp.config.auth.accessTokenTtlSeconds);

    expect((await getMe(session.app, account.accessToken)).statusCode).toBe(401);
  });

  it('answers 401 once the token expires, and a refresh gives a working one', async () => {
    const account = await registerAccount(session.app);
    clock.advanceSeconds(session.testApp.config.auth.accessTokenTtlSeconds);

    expect((await getMe(session.app, account.accessToken)).statusCode).toBe(401);
    const refreshed = await refresh(session.app, account.refreshToken);
    expect((await getMe(session.app, refreshed.json().access_token)).statusCode).toBe(200);
  });
});
