import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../db/schema';
import {
  accountRowCounts,
  getMe,
  refresh,
  refreshCookieOf,
  registerAccount,
  type Account,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';
import { testClock } from '../../testing/test-clock';
import { hashToken } from '../../secret-token';
import { ROTATION_GRACE_SECONDS } from './session.service';

const DAY_SECONDS = 24 * 60 * 60;

describe('PUT /api/user/refresh', () => {
  const clock = testClock();
  const testApp = useTestApp({ now: clock.now });

  const sessionOf = async (accessToken: string) => {
    const [session] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(decodeJwt(accessToken).sid)));
    return session;
  };

  const expectRefused = async (refreshToken: string | undefined, detail: string) => {
    const response = await refresh(testApp.app, refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail });
    return response;
  };

  it('rotates the cookie: a new token for the same session, the old one marked rotated', async () => {
    const account = await registerAccount(testApp.app);
    clock.advanceSeconds(60);

    const response = await refresh(testApp.app, account.refreshToken);

    expect(response.statusCode).toBe(200);
    const { access_token } = response.json();
    expect(decodeJwt(access_token).sid).toBe(decodeJwt(account.accessToken).sid);
    expect((await getMe(testApp.app, access_token)).statusCode).toBe(200);
    const cookie = refreshCookieOf(response);
    expect(cookie?.value).not.toBe(account.refreshToken);
    expect(cookie).toMatchObject({
      path: '/api/user',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 30 * DAY_SECONDS - 60,
    });
    const [old] = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(account.refreshToken)));
    expect(old?.rotatedAt).toEqual(clock.now());
  });

  it('gives a token rotated within the grace interval an access token of the same session, cookie untouched', async () => {
    const account = await registerAccount(testApp.app);
    const first = await refresh(testApp.app, account.refreshToken);
    clock.advanceSeconds(ROTATION_GRACE_SECONDS);

    const again = await refresh(testApp.app, account.refreshToken);

    expect(again.statusCode).toBe(200);
    expect(decodeJwt(again.json().access_token).sid).toBe(decodeJwt(account.accessToken).sid);
    expect(refreshCookieOf(again)).toBeUndefined();
    expect((await refresh(testApp.app, refreshCookieOf(first)?.value)).statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated token comes back after the grace interval', async () => {
    const account = await registerAccount(testApp.app);
    const first = await refresh(testApp.app, account.refreshToken);
    const successor = refreshCookieOf(first)?.value;
    clock.advanceSeconds(ROTATION_GRACE_SECONDS + 1);

    const replay = await expectRefused(account.refreshToken, 'Токены не совпадают!');

    expect(refreshCookieOf(replay)).toMatchObject({ value: '', path: '/api/user' });
    expect((await sessionOf(account.accessToken))?.revokedAt).toEqual(clock.now());
    await expectRefused(successor, 'Сессия завершена. Войдите снова.');
    expect((await getMe(testApp.app, first.json().access_token)).statusCode).toBe(401);
    expect((await getMe(testApp.app, account.accessToken)).statusCode).toBe(401);
  });

  it('revokes the whole session when a token two rotations old comes back within the grace interval', async () => {
    const account = await registerAccount(testApp.app);
    const first = await refresh(testApp.app, account.refreshToken);
    const second = await refresh(testApp.app, refreshCookieOf(first)?.value);
    const current = refreshCookieOf(second)?.value;
    clock.advanceSeconds(1);

    const replay = await expectRefused(account.refreshToken, 'Токены не совпадают!');

    expect(refreshCookieOf(replay)).toMatchObject({ value: '', path: '/api/user' });
    expect((await sessionOf(account.accessToken))?.revokedAt).toEqual(clock.now());
    await expectRefused(current, 'Сессия завершена. Войдите снова.');
    expect((await getMe(testApp.app, second.json().access_token)).statusCode).toBe(401);
  });

  it("keeps the grace for the current token's direct predecessor only", async () => {
    const account = await registerAccount(testApp.app);
    const first = await refresh(testApp.app, account.refreshToken);
    const second = await refresh(testApp.app, refreshCookieOf(first)?.value);

    const predecessor = await refresh(testApp.app, refreshCookieOf(first)?.value);

    expect(predecessor.statusCode).toBe(200);
    expect(refreshCookieOf(predecessor)).toBeUndefined();
    expect((await getMe(testApp.app, predecessor.json().access_token)).statusCode).toBe(200);
    expect((await refresh(testApp.app, refreshCookieOf(second)?.value)).statusCode).toBe(200);
  });

  it('rotates once per burst: 100 rounds of 20 parallel refreshes', async () => {
    const account = await registerAccount(testApp.app);
    let token = account.refreshToken;

    for (let round = 0; round < 100; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => refresh(testApp.app, token)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
      const cookies = answers.flatMap((answer) => refreshCookieOf(answer)?.value ?? []);
      expect(cookies).toHaveLength(1);
      token = cookies[0] ?? '';
    }

    const tokens = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, String(decodeJwt(account.accessToken).sid)));
    expect(tokens).toHaveLength(101);
    expect((await refresh(testApp.app, token)).statusCode).toBe(200);
  }, 60_000);

  it('lets exactly one of two parallel refreshes rotate the token', async () => {
    const account = await registerAccount(testApp.app);

    const answers = await Promise.all([
      refresh(testApp.app, account.refreshToken),
      refresh(testApp.app, account.refreshToken),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.filter((answer) => refreshCookieOf(answer)).length).toBe(1);
    const tokens = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, String(decodeJwt(account.accessToken).sid)));
    expect(tokens).toHaveLength(2);
  });

  it('ends a session 30 days after the sign-in, however often it was refreshed', async () => {
    let account: Account = await registerAccount(testApp.app);
    clock.advanceSeconds(29 * DAY_SECONDS);
    const late = await refresh(testApp.app, account.refreshToken);
    expect(late.statusCode).toBe(200);
    expect(refreshCookieOf(late)?.maxAge).toBe(DAY_SECONDS);
    account = { ...account, refreshToken: refreshCookieOf(late)?.value ?? '' };
    clock.advanceSeconds(DAY_SECONDS);

    await expectRefused(account.refreshToken, 'Сессия завершена. Войдите снова.');
    expect((await getMe(testApp.app, late.json().access_token)).statusCode).toBe(401);
  });

  it.each([
    ['no cookie', undefined],
    ['an empty cookie', ''],
    ['an unknown token', 'bm90LWEtcmVhbC10b2tlbg'],
  ])('answers 403 for %s and writes nothing', async (_case, token) => {
    const before = await accountRowCounts(testApp.database.db);

    await expectRefused(token, 'Сессия завершена. Войдите снова.');

    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
  });
});

describe('POST /api/user/logout', () => {
  const testApp = useTestApp();

  const logout = (refreshToken?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      cookies: refreshToken === undefined ? {} : { refresh_token: refreshToken },
    });

  it("ends the cookie's session at once and clears the cookie", async () => {
    const account = await registerAccount(testApp.app);
    const other = await registerAccount(testApp.app);
    // Seen live just before: the process trusts it a moment, and the sign-out must end that.
    expect((await getMe(testApp.app, account.accessToken)).statusCode).toBe(200);

    const response = await logout(account.refreshToken);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Вы вышли из аккаунта' });
    expect(refreshCookieOf(response)).toMatchObject({ value: '', path: '/api/user' });
    expect((await getMe(testApp.app, account.accessToken)).statusCode).toBe(401);
    expect((await refresh(testApp.app, account.refreshToken)).statusCode).toBe(403);
    expect((await getMe(testApp.app, other.accessToken)).statusCode).toBe(200);
  });

  it.each([
    ['without a cookie', undefined],
    ['with an unknown cookie', 'bm90LWEtcmVhbC10b2tlbg'],
  ])('answers the same %s', async (_case, token) => {
    const response = await logout(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Вы вышли из аккаунта' });
  });

  it('can be called twice', async () => {
    const account = await registerAccount(testApp.app);

    expect((await logout(account.refreshToken)).statusCode).toBe(200);
    expect((await logout(account.refreshToken)).statusCode).toBe(200);
  });
});
