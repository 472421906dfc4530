import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema';
import {
  accountRowCounts,
  getMe,
  login,
  refresh,
  registerAccount,
  signIn,
  uniqueEmail,
  userRow,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';
import {
  letterInMailFolder,
  lettersTo,
  linkIn,
  readMailFolder,
  recipientOf,
  SENDING_LETTERS,
} from '../../testing/letters';
import { testClock } from '../../testing/test-clock';

const NEW_PASSWORD = 'Новый-пароль-2026';

describe('password recovery', () => {
  const clock = testClock();
  const testApp = useTestApp({ now: clock.now, config: SENDING_LETTERS });

  const requestReset = (payload: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/password/reset',
      payload: payload as object,
    });

  const apply = (fields: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/password/apply',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  const applyNew = (token: string) =>
    apply({ password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, token });

  /** Requests a reset for `email` and reads the token from the letter's link. */
  const resetToken = async (email: string) => {
    const { dataDir } = testApp.config.storage;
    const sent = (await lettersTo(dataDir, email, '/password/reset/')).length;
    clock.advanceSeconds(1);
    expect((await requestReset({ email })).statusCode).toBe(200);
    const letter = await letterInMailFolder(dataDir, email, '/password/reset/', sent + 1);
    return linkIn(letter, '/password/reset/').pathname.split('/').pop() ?? '';
  };

  const passwordHashOf = async (email: string) =>
    (await userRow(testApp.database.db, email))?.passwordHash;

  it('sends a reset letter to an account, and answers an unknown address the same', async () => {
    const { email } = await registerAccount(testApp.app);
    const nobody = uniqueEmail('nobody');
    const before = await accountRowCounts(testApp.database.db);

    const unknown = await requestReset({ email: nobody });
    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
    const known = await requestReset({ email: email.toUpperCase() });

    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: 'Reset password sent' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const letter = await letterInMailFolder(
      testApp.config.storage.dataDir,
      email,
      '/password/reset/',
    );
    expect(linkIn(letter, '/password/reset/').origin).toBe('http://localhost:8080');
    const letters = await readMailFolder(testApp.config.storage.dataDir);
    expect(letters.filter((sent) => recipientOf(sent) === nobody)).toEqual([]);
  });

  it('sets the new password from the letter and ends every session of the account', async () => {
    const account = await registerAccount(testApp.app);
    const other = await signIn(testApp.app, account.email);
    const token = await resetToken(account.email);
    // Both seen live just before: the process trusts them a moment, and the reset must end that.
    for (const session of [account, other]) {
      expect((await getMe(testApp.app, session.accessToken)).statusCode).toBe(200);
    }

    const response = await applyNew(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Пароль успешно изменён' });
    for (const session of [account, other]) {
      expect((await getMe(testApp.app, session.accessToken)).statusCode).toBe(401);
      expect((await refresh(testApp.app, session.refreshToken)).statusCode).toBe(403);
    }
    expect((await login(testApp.app, account.email, account.password)).statusCode).toBe(401);
    expect((await login(testApp.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('takes a token once', async () => {
    const { email } = await registerAccount(testApp.app);
    const token = await resetToken(email);
    await applyNew(token);
    const hash = await passwordHashOf(email);

    const again = await apply({
      password: 'Третий-пароль',
      confirm_password: 'Третий-пароль',
      token,
    });

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      detail: 'Ссылка для сброса пароля недействительна или устарела',
    });
    expect(await passwordHashOf(email)).toBe(hash);
  });

  it('refuses a token after an hour, and one a newer letter replaced', async () => {
    const { email } = await registerAccount(testApp.app);
    const replaced = await resetToken(email);
    const expired = await resetToken(email);
    clock.advanceSeconds(60 * 60);
    const hash = await passwordHashOf(email);

    for (const token of [replaced, expired]) {
      const response = await applyNew(token);
      expect(response.statusCode).toBe(400);
    }
    expect(await passwordHashOf(email)).toBe(hash);
  });

  it('refuses the token of an e-mail confirmation letter', async () => {
    const { email } = await registerAccount(testApp.app);
    const letter = await letterInMailFolder(testApp.config.storage.dataDir, email, 'verifyMail=');
    const hash = await passwordHashOf(email);

    const response = await applyNew(linkIn(letter, 'verifyMail=').searchParams.get('verifyMail')!);

    expect(response.statusCode).toBe(400);
    expect(await passwordHashOf(email)).toBe(hash);
  });

  describe('refuses bad input and changes nothing', () => {
    let email: string;
    let token: string;

    beforeAll(async () => {
      ({ email } = await registerAccount(testApp.app));
      token = await resetToken(email);
    });

    const valid = { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    it.each([
      ['no fields', () => ({})],
      ['no token', () => valid],
      ['passwords that differ', () => ({ ...valid, confirm_password: 'другой-пароль', token })],
      ['a short password', () => ({ password: 'short', confirm_password: 'short', token })],
      [
        'a password over 128 characters',
        () => ({ password: 'я'.repeat(129), confirm_password: 'я'.repeat(129), token }),
      ],
      ['a token over 200 characters', () => ({ ...valid, token: 'x'.repeat(201) })],
    ])('422 for %s', async (_case, fields) => {
      const hash = await passwordHashOf(email);
      const before = await accountRowCounts(testApp.database.db);

      const response = await apply(fields());

      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toEqual(expect.stringMatching(/[а-яё]/i));
      expect(await passwordHashOf(email)).toBe(hash);
      expect(await accountRowCounts(testApp.database.db)).toEqual(before);
    });

    it('400 for an unknown token', async () => {
      const response = await applyNew('bm90LWEtcmVhbC10b2tlbg');

      expect(response.statusCode).toBe(400);
    });

    it.each([
      ['JSON', '{"password": "x"}'],
      ['broken JSON', '{"password": '],
    ])('415 for %s', async (_case, payload) => {
      const hash = await passwordHashOf(email);

      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/password/apply',
        headers: { 'content-type': 'application/json' },
        payload,
      });

      expect(response.statusCode).toBe(415);
      expect(await passwordHashOf(email)).toBe(hash);
    });

    it('the token still works afterwards', async () => {
      expect((await applyNew(token)).statusCode).toBe(200);
    });
  });

  it.each([
    ['no address', {}, 422],
    ['a malformed address', { email: 'merchant@' }, 422],
    ['an address over 254 characters', { email: `a@${'b'.repeat(260)}.ru` }, 422],
    ['wrong types', { email: ['a@shop.ru'] }, 422],
    ['broken JSON', '{"email": ', 400],
  ])('refuses a reset request with %s, sending nothing', async (_case, payload, status) => {
    const before = await accountRowCounts(testApp.database.db);

    const response =
      typeof payload === 'string'
        ? await testApp.app.inject({
            method: 'POST',
            url: '/api/user/password/reset',
            headers: { 'content-type': 'application/json' },
            payload,
          })
        : await requestReset(payload);

    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toEqual(expect.stringMatching(/[а-яё]/i));
    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
  });

  it('keeps only the newest reset token of an account unused', async () => {
    const { email } = await registerAccount(testApp.app);
    await resetToken(email);
    await resetToken(email);
    const user = await userRow(testApp.database.db, email);

    const tokens = await testApp.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user?.id ?? 0));

    expect(tokens.filter((token) => token.purpose === 'PASSWORD_RESET')).toHaveLength(1);
  });
});
