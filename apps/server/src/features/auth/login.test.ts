import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountRowCounts,
  getMe,
  login,
  PASSWORD,
  refreshCookieOf,
  registerAccount,
  uniqueEmail,
  type Account,
} from '../../testing/accounts';
import { PASSWORD_HASHING_OWASP } from '../../config/auth';
import { buildTestApp } from '../../testing/build-test-app';
import { useTestApp } from '../../testing/signed-in-app';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('POST /api/user/login', () => {
  const testApp = useTestApp();
  let account: Account;

  beforeAll(async () => {
    account = await registerAccount(testApp.app);
  });

  const post = (payload: string, contentType?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: contentType ? { 'content-type': contentType } : {},
      payload,
    });

  it('signs in with the form-encoded e-mail and password: a new session', async () => {
    const response = await login(testApp.app, account.email.toUpperCase(), PASSWORD);

    expect(response.statusCode).toBe(200);
    const { access_token } = response.json();
    expect(decodeJwt(access_token).sid).not.toBe(decodeJwt(account.accessToken).sid);
    expect(refreshCookieOf(response)).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect((await getMe(testApp.app, access_token)).json().data.email).toBe(account.email);
  });

  it.each([
    ['a wrong password', () => account.email, 'не-тот-пароль'],
    ['an unknown e-mail', () => uniqueEmail('nobody'), PASSWORD],
  ])('answers 401 with one detail for %s and starts no session', async (_case, email, password) => {
    const before = await accountRowCounts(testApp.database.db);

    const response = await login(testApp.app, email(), password);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Неверный email или пароль' });
    expect(refreshCookieOf(response)).toBeUndefined();
    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
  });

  it.each([
    ['JSON', JSON.stringify({ username: 'a@shop.ru', password: PASSWORD }), 'application/json'],
    ['broken JSON', '{"username": ', 'application/json'],
    ['plain text', 'username=a@shop.ru', 'text/plain'],
  ])('answers 415 for %s', async (_case, payload, contentType) => {
    const response = await post(payload, contentType);

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ detail: 'Неподдерживаемый тип содержимого' });
  });

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  it.each([
    ['no body', undefined],
    ['no fields', form({})],
    ['no password', form({ username: 'a@shop.ru' })],
    ['an empty password', form({ username: 'a@shop.ru', password: '' })],
    ['a malformed e-mail', form({ username: 'a@shop', password: PASSWORD })],
    [
      'an e-mail over 254 characters',
      form({ username: `a@${'b'.repeat(260)}.ru`, password: PASSWORD }),
    ],
    ['a password over 128 characters', form({ username: 'a@shop.ru', password: 'x'.repeat(129) })],
  ])('answers 422 with a detail for %s', async (_case, payload) => {
    const before = await accountRowCounts(testApp.database.db);

    const response = await post(
      payload ?? '',
      payload === undefined ? undefined : 'application/x-www-form-urlencoded',
    );

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(expect.stringMatching(/[а-яё]/i));
    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
  });
});

describe('the refresh cookie behind https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const testApp = await buildTestApp({
      config: { http: { publicUrl: 'https://vitrina.example' } },
    });
    try {
      const email = uniqueEmail();
      await registerAccount(testApp.app, email);

      const response = await login(testApp.app, email, PASSWORD);

      expect(refreshCookieOf(response)?.secure).toBe(true);
    } finally {
      await testApp.close();
    }
  });
});

/**
 * At the test apps' least cost a hash is a fraction of a millisecond, below a loaded machine's
 * noise; at the production cost it is most of a sign-in, so a missing check would show.
 */
describe('POST /api/user/login at the production hashing cost', () => {
  const testApp = useTestApp({ config: { auth: { passwordHashing: PASSWORD_HASHING_OWASP } } });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const account = await registerAccount(testApp.app);
    const timeOf = async (email: string) => {
      const started = performance.now();
      await login(testApp.app, email, 'не-тот-пароль');
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      known.push(await timeOf(account.email));
      unknown.push(await timeOf(uniqueEmail('nobody')));
    }

    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
