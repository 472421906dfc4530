import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ACCESS_TOKEN_STORAGE_KEY } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import {
  continueWithEmail,
  fakeAuthServer,
  ISSUED_TOKEN,
  KNOWN_EMAIL,
  NEW_EMAIL,
  PASSWORD,
} from './testing/fake-auth-server';

async function signIn(user: UserEvent, password: string) {
  await continueWithEmail(user, KNOWN_EMAIL);
  if (password) await user.type(await screen.findByLabelText('Пароль'), password);
  await user.click(await screen.findByRole('button', { name: 'Войти' }));
}

async function register(user: UserEvent, password: string, confirmation = password) {
  await continueWithEmail(user, NEW_EMAIL);
  if (password) await user.type(await screen.findByLabelText('Пароль'), password);
  if (confirmation) await user.type(screen.getByLabelText('Повторите пароль'), confirmation);
  await user.click(await screen.findByRole('button', { name: 'Зарегистрироваться' }));
}

describe('/auth validation', () => {
  it.each(['', 'anna@shop', 'анна@shop.ru'])('refuses the e-mail "%s"', async (email) => {
    const api = fakeAuthServer();
    const { user } = renderApp('/auth', { api });
    if (email) await user.type(await screen.findByLabelText('Email'), email);

    await user.click(await screen.findByRole('button', { name: 'Продолжить' }));

    expect(await screen.findByText(messages.email.invalid)).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('asks for the password on sign-in', async () => {
    const api = fakeAuthServer();
    const { user } = renderApp('/auth', { api });

    await signIn(user, '');

    expect(await screen.findByText('Пароль не может быть пустым')).toBeVisible();
    expect(api.callsTo('POST user/login')).toEqual([]);
  });

  it.each([
    ['', '', 'Пароль не может быть пустым'],
    ['short', 'short', 'Пароль должен содержать не менее 8 символов'],
    [PASSWORD, 'другой-пароль', 'Пароли не совпадают'],
  ])('refuses the registration password "%s" / "%s"', async (password, confirmation, message) => {
    const api = fakeAuthServer();
    const { user } = renderApp('/auth', { api });

    await register(user, password, confirmation);

    expect(await screen.findByText(message)).toBeVisible();
    expect(api.callsTo('POST user/register')).toEqual([]);
  });
});

describe('/auth results', () => {
  it('signs in with a form-encoded login, keeps the token and goes home', async () => {
    const api = fakeAuthServer();
    const { user, router, store } = renderApp('/auth', { api });

    await signIn(user, PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(ISSUED_TOKEN);
    expect(store.getState().session.user).toEqual({ access_token: ISSUED_TOKEN });
    const [login] = api.callsTo('POST user/login');
    expect(Object.fromEntries(new URLSearchParams(login!.body))).toEqual({
      username: KNOWN_EMAIL,
      password: PASSWORD,
    });
  });

  it('registers, keeps the token and goes home', async () => {
    const api = fakeAuthServer();
    const { user, router } = renderApp('/auth', { api });

    await register(user, PASSWORD);

    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(ISSUED_TOKEN);
    expect(
      await screen.findByText(
        `Проверьте почту: мы отправили письмо на ${NEW_EMAIL}. Перейдите по ссылке в нём, чтобы подтвердить адрес.`,
      ),
    ).toBeVisible();
    expect(JSON.parse(api.callsTo('POST user/register')[0]!.body)).toEqual({
      email: NEW_EMAIL,
      password: PASSWORD,
      confirm_password: PASSWORD,
    });
  });

  it('refuses a wrong password with the spec message and stays', async () => {
    const api = fakeAuthServer({
      'POST user/login': () => reply(401, { detail: messages.auth.invalidCredentials }),
    });
    const { user, router, redirects } = renderApp('/auth', { api });

    await signIn(user, 'не-тот-пароль');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.auth.loginFailed);
    expect(alert).toHaveTextContent(messages.auth.invalidCredentials);
    expect(router.state.location.pathname).toBe('/auth');
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('PUT user/refresh')).toEqual([]);
    expect(redirects).toEqual([]);
  });

  it('shows the sign-in failure when registration fails', async () => {
    const api = fakeAuthServer({
      'POST user/register': () => reply(409, { detail: messages.auth.emailTaken }),
    });
    const { user } = renderApp('/auth', { api });

    await register(user, PASSWORD);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.loginFailed);
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/Проверьте почту/)).toBeNull();
  });

  it.each([
    ['the server fails', () => reply(500, { detail: messages.http.internalError })],
    ['the server does not confirm the letter', () => reply(200, { message: 'Queued' })],
  ])('shows the recovery failure when %s', async (_case, answer) => {
    const api = fakeAuthServer({ 'POST user/password/reset': answer });
    const { user } = renderApp('/auth', { api });
    await continueWithEmail(user, KNOWN_EMAIL);
    await user.click(await screen.findByRole('button', { name: 'Забыли пароль?' }));

    await user.click(await screen.findByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.recoveryFailed);
    expect(screen.queryByText(messages.auth.recoverySent)).not.toBeInTheDocument();
  });

  it('says when the e-mail cannot be checked, with the server reason', async () => {
    const api = fakeAuthServer({
      'GET user/email': () => reply(429, { detail: messages.auth.tooManyAttempts }),
    });
    const { user } = renderApp('/auth', { api });

    await continueWithEmail(user, KNOWN_EMAIL);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.auth.emailCheckFailed);
    expect(alert).toHaveTextContent(messages.auth.tooManyAttempts);
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeVisible();
  });
});
