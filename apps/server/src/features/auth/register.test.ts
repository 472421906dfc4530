import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, sessions, userTokens } from '../../db/schema';
import {
  accountRowCounts,
  PASSWORD,
  refreshCookieOf,
  registerAccount,
  uniqueEmail,
  userRow,
} from '../../testing/accounts';
import { letterInMailFolder, SENDING_LETTERS } from '../../testing/letters';
import { useTestApp } from '../../testing/signed-in-app';
import { hashToken } from '../../secret-token';

describe('POST /api/user/register', () => {
  const testApp = useTestApp({ config: SENDING_LETTERS });

  const register = (payload: unknown, contentType = 'application/json') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('creates the account signed in: an access token and the refresh cookie', async () => {
    const email = uniqueEmail();
    const response = await register({ email, password: PASSWORD, confirm_password: PASSWORD });

    expect(response.statusCode).toBe(200);
    const { access_token } = response.json();
    const user = await userRow(testApp.database.db, email);
    expect(user).toMatchObject({ isEmailConfirmed: false, gender: 'NOT_SPECIFIED' });
    const claims = decodeJwt(access_token);
    expect(claims.sub).toBe(String(user?.id));
    expect(claims.exp! - claims.iat!).toBe(900);

    const cookie = refreshCookieOf(response);
    expect(cookie).toMatchObject({
      path: '/api/user',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(cookie?.secure).toBeFalsy();
    const [session] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.sid)));
    expect(session?.userId).toBe(user?.id);
    const [stored] = await testApp.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.sessionId, String(claims.sid)));
    expect(stored?.tokenHash).toBe(hashToken(cookie?.value ?? ''));
    expect(stored?.tokenHash).not.toContain(cookie?.value);
  });

  it('keeps the password as an argon2id hash at the configured cost', async () => {
    const { email } = await registerAccount(testApp.app);
    const user = await userRow(testApp.database.db, email);

    // The tests' cheap cost (passwords.test holds the server's own to OWASP's).
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  });

  it('stores the address in lower case and sends the confirmation letter', async () => {
    const email = uniqueEmail('Anna.Petrova').replace('shop', 'Shop');
    await registerAccount(testApp.app, `  ${email} `);

    const lowerCase = email.toLowerCase();
    const user = await userRow(testApp.database.db, lowerCase);
    expect(user).toBeDefined();
    const tokens = await testApp.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, user?.id ?? 0));
    expect(tokens).toMatchObject([{ purpose: 'EMAIL_VERIFY', newEmail: null, usedAt: null }]);
    const letter = await letterInMailFolder(
      testApp.config.storage.dataDir,
      lowerCase,
      'verifyMail=',
    );
    expect(letter.subject).toBe('Vitrina: подтвердите адрес электронной почты');
  });

  it('refuses an address that has an account, in any case, with 400', async () => {
    const { email } = await registerAccount(testApp.app);
    const before = await accountRowCounts(testApp.database.db);

    const response = await register({
      email: email.toUpperCase(),
      password: PASSWORD,
      confirm_password: PASSWORD,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Пользователь с таким email уже зарегистрирован' });
    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
  });

  const email = 'new.merchant@shop.example.ru';
  it.each([
    ['no fields', {}, 'email'],
    ['no confirmation', { email, password: PASSWORD }, 'confirm_password'],
    [
      'a malformed e-mail',
      { email: 'merchant@shop', password: PASSWORD, confirm_password: PASSWORD },
      'email',
    ],
    [
      'an e-mail over 254 characters',
      {
        email: `${'a'.repeat(60)}@${'b'.repeat(200)}.ru`,
        password: PASSWORD,
        confirm_password: PASSWORD,
      },
      'email',
    ],
    ['a short password', { email, password: 'short', confirm_password: 'short' }, 'password'],
    [
      'a password over 128 characters',
      { email, password: 'я'.repeat(129), confirm_password: 'я'.repeat(129) },
      'password',
    ],
    [
      'passwords that differ',
      { email, password: PASSWORD, confirm_password: `${PASSWORD}!` },
      'confirm_password',
    ],
    ['wrong types', { email: 42, password: 12345678, confirm_password: true }, 'email'],
  ])('answers 422 for %s and creates nothing', async (_case, body, field) => {
    const before = await accountRowCounts(testApp.database.db);

    const response = await register(body);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toEqual(expect.stringMatching(/[а-яё]/i));
    expect(response.json().errors[0].field).toBe(field);
    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
  });

  it('names the spec messages of the e-mail and password rules', async () => {
    const malformed = await register({
      email: 'nobody',
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
    const short = await register({ email, password: 'short', confirm_password: 'short' });
    const differ = await register({ email, password: PASSWORD, confirm_password: 'другой-пароль' });

    expect(malformed.json().detail).toBe('Некорректный email');
    expect(short.json().detail).toBe('Пароль должен содержать не менее 8 символов');
    expect(differ.json().detail).toBe('Пароли не совпадают');
  });

  it('answers 400 for broken JSON and creates nothing', async () => {
    const before = await accountRowCounts(testApp.database.db);

    const response = await register(`{"email": "${email}", "password": `);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Некорректный JSON в теле запроса' });
    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
  });
});
