import { describe, expect, it } from 'vitest';
import {
  bearer,
  getMe,
  login,
  refresh,
  registerAccount,
  signIn,
  type Account,
  userRow,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';

const NEW_PASSWORD = 'Другой-пароль-2026';

describe('PUT /api/user/me/password', () => {
  const testApp = useTestApp();

  const changePassword = (account: Account, payload: unknown) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/user/me/password',
      headers: bearer(account.accessToken),
      payload: payload as object,
    });

  const passwordHashOf = async (account: Account) =>
    (await userRow(testApp.database.db, account.email))?.passwordHash;

  it('sets the new password and ends every other session, keeping the caller signed in', async () => {
    const account = await registerAccount(testApp.app);
    const otherDevice = await signIn(testApp.app, account.email);

    const response = await changePassword(account, {
      password: account.password,
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Пароль успешно изменён' });
    expect((await getMe(testApp.app, otherDevice.accessToken)).statusCode).toBe(401);
    expect((await refresh(testApp.app, otherDevice.refreshToken)).statusCode).toBe(403);
    expect((await getMe(testApp.app, account.accessToken)).statusCode).toBe(200);
    expect((await refresh(testApp.app, account.refreshToken)).statusCode).toBe(200);
    expect((await login(testApp.app, account.email, account.password)).statusCode).toBe(401);
    expect((await login(testApp.app, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const account = await registerAccount(testApp.app);
    const otherDevice = await signIn(testApp.app, account.email);
    const hash = await passwordHashOf(account);

    const response = await changePassword(account, {
      password: 'не-тот-пароль',
      new_password: NEW_PASSWORD,
      confirm_new_password: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Неверный текущий пароль' });
    expect(await passwordHashOf(account)).toBe(hash);
    expect((await getMe(testApp.app, otherDevice.accessToken)).statusCode).toBe(200);
  });

  it.each([
    ['no fields', {}, 'Пароль не может быть пустым'],
    [
      'an empty current password',
      { password: '', new_password: NEW_PASSWORD, confirm_new_password: NEW_PASSWORD },
      'Пароль не может быть пустым',
    ],
    [
      'a short new password',
      { password: 'x', new_password: 'short', confirm_new_password: 'short' },
      'Пароль должен содержать не менее 8 символов',
    ],
    [
      'a new password over 128 characters',
      { password: 'x', new_password: 'я'.repeat(129), confirm_new_password: 'я'.repeat(129) },
      'Пароль не может быть длиннее 128 символов',
    ],
    [
      'new passwords that differ',
      { password: 'x', new_password: NEW_PASSWORD, confirm_new_password: 'другой' },
      'Пароли не совпадают',
    ],
    [
      'wrong types',
      { password: 1, new_password: 2, confirm_new_password: 3 },
      'Пароль не может быть пустым',
    ],
  ])('answers 422 for %s and changes nothing', async (_case, payload, detail) => {
    const account = await registerAccount(testApp.app);
    const hash = await passwordHashOf(account);

    const response = await changePassword(account, payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect(await passwordHashOf(account)).toBe(hash);
  });

  it('answers 400 for broken JSON and changes nothing', async () => {
    const account = await registerAccount(testApp.app);
    const hash = await passwordHashOf(account);

    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/me/password',
      headers: { ...bearer(account.accessToken), 'content-type': 'application/json' },
      payload: '{"password": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Некорректный JSON в теле запроса' });
    expect(await passwordHashOf(account)).toBe(hash);
  });
});
