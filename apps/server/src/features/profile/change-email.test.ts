import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  accountRowCounts,
  bearer,
  getMe,
  login,
  PASSWORD,
  registerAccount,
  uniqueEmail,
  type Account,
  userRow,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';
import { letterInMailFolder, linkIn, SENDING_LETTERS } from '../../testing/letters';
import { testClock } from '../../testing/test-clock';

describe('e-mail confirmation and change', () => {
  const clock = testClock();
  const testApp = useTestApp({ now: clock.now, config: SENDING_LETTERS });

  const changeEmail = (account: Account, payload: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/user/me/email/',
      headers: bearer(account.accessToken),
      payload: payload as object,
    });

  const verify = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/user/email/verify/${token}` });

  /** The token of the newest confirmation letter to `address`. */
  const verifyToken = async (address: string) => {
    const letter = await letterInMailFolder(testApp.config.storage.dataDir, address, 'verifyMail=');
    return linkIn(letter, 'verifyMail=').searchParams.get('verifyMail') ?? '';
  };

  const me = async (account: Account) =>
    (await getMe(testApp.app, account.accessToken)).json().data;

  it('confirms the address of a new account from the registration letter, once', async () => {
    const account = await registerAccount(testApp.app);
    const token = await verifyToken(account.email);

    const response = await verify(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email успешно подтвержден!' });
    expect(await me(account)).toMatchObject({ email: account.email, is_email_confirmed: true });
    expect((await verify(token)).json()).toEqual({
      detail: 'Ссылка подтверждения недействительна или устарела',
    });
  });

  it('switches to a new address only when the letter sent to it is followed', async () => {
    const account = await registerAccount(testApp.app);
    const newEmail = uniqueEmail('renamed');
    clock.advanceSeconds(1);

    const response = await changeEmail(account, { email: newEmail.toUpperCase() });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: account.email, is_email_confirmed: false });
    const letter = await letterInMailFolder(
      testApp.config.storage.dataDir,
      newEmail,
      'verifyMail=',
    );
    expect(letter.subject).toBe('Vitrina: подтвердите новый адрес электронной почты');
    expect((await login(testApp.app, account.email, PASSWORD)).statusCode).toBe(200);

    expect((await verify(await verifyToken(newEmail))).statusCode).toBe(200);

    expect(await me(account)).toMatchObject({ email: newEmail, is_email_confirmed: true });
    expect((await login(testApp.app, newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(testApp.app, account.email, PASSWORD)).statusCode).toBe(401);
  });

  it('refuses an address another account holds, at once or at confirmation', async () => {
    const account = await registerAccount(testApp.app);
    const other = await registerAccount(testApp.app);
    const wanted = uniqueEmail('wanted');
    clock.advanceSeconds(1);
    await changeEmail(account, { email: wanted });
    const token = await verifyToken(wanted);
    const before = await accountRowCounts(testApp.database.db);

    const taken = await changeEmail(account, { email: other.email });
    await registerAccount(testApp.app, wanted);
    const late = await verify(token);

    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ detail: 'Пользователь с таким email уже зарегистрирован' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(taken.json());
    expect(await me(account)).toMatchObject({ email: account.email });
    expect((await accountRowCounts(testApp.database.db)).userTokens).toBe(before.userTokens + 1);
  });

  it('sends a fresh confirmation of the current address when it is given again', async () => {
    const account = await registerAccount(testApp.app);
    const { dataDir } = testApp.config.storage;
    const first = await letterInMailFolder(dataDir, account.email, 'verifyMail=');
    clock.advanceSeconds(1);

    await changeEmail(account, { email: account.email });
    const second = await letterInMailFolder(dataDir, account.email, 'verifyMail=', 2);
    expect(second.subject).toBe(first.subject);
    expect(
      (await verify(linkIn(first, 'verifyMail=').searchParams.get('verifyMail')!)).statusCode,
    ).toBe(400);
    expect(
      (await verify(linkIn(second, 'verifyMail=').searchParams.get('verifyMail')!)).statusCode,
    ).toBe(200);

    expect(await me(account)).toMatchObject({ email: account.email, is_email_confirmed: true });
  });

  it('refuses a link a newer letter replaced, and one older than 24 hours', async () => {
    const account = await registerAccount(testApp.app);
    const replaced = await verifyToken(account.email);
    const second = uniqueEmail('second');
    clock.advanceSeconds(1);
    await changeEmail(account, { email: second });
    const expired = await verifyToken(second);
    clock.advanceSeconds(24 * 60 * 60);

    expect((await verify(replaced)).statusCode).toBe(400);
    expect((await verify(expired)).statusCode).toBe(400);
    expect((await userRow(testApp.database.db, account.email))?.isEmailConfirmed).toBe(false);
  });

  it.each([
    ['no address', {}],
    ['an empty address', { email: '' }],
    ['a malformed address', { email: 'new@shop' }],
    ['an address over 254 characters', { email: `a@${'b'.repeat(260)}.ru` }],
    ['wrong types', { email: { address: 'a@shop.ru' } }],
  ])('answers 422 for %s and sends nothing', async (_case, payload) => {
    const account = await registerAccount(testApp.app);
    const before = await accountRowCounts(testApp.database.db);

    const response = await changeEmail(account, payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Некорректный email');
    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
  });

  it('answers 400 for broken JSON and sends nothing', async () => {
    const account = await registerAccount(testApp.app);
    const before = await accountRowCounts(testApp.database.db);

    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/me/email/',
      headers: { ...bearer(account.accessToken), 'content-type': 'application/json' },
      payload: '{"email": ',
    });

    expect(response.statusCode).toBe(400);
    expect(await accountRowCounts(testApp.database.db)).toEqual(before);
  });

  it('answers 400 for an unknown verification token and 404 for an overlong one', async () => {
    const [user] = await testApp.database.db.select().from(users).limit(1);

    expect((await verify('bm90LWEtcmVhbC10b2tlbg')).statusCode).toBe(400);
    expect((await verify('x'.repeat(101))).statusCode).toBe(404);
    const [after] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? 0));
    expect(after).toEqual(user);
  });
});
