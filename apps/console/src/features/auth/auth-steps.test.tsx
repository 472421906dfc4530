import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import {
  continueWithEmail,
  fakeAuthServer,
  KNOWN_EMAIL,
  NEW_EMAIL,
} from './testing/fake-auth-server';

const heading = (name: string) => screen.findByRole('heading', { name });

describe('/auth steps', () => {
  it('asks for the e-mail first', async () => {
    renderApp('/auth', { api: fakeAuthServer() });

    expect(await heading('Вход')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeVisible();
    expect(screen.queryByLabelText('Пароль')).not.toBeInTheDocument();
  });

  it('goes to the password step when an account has the e-mail', async () => {
    const api = fakeAuthServer();
    const { user } = renderApp('/auth', { api });

    await continueWithEmail(user, KNOWN_EMAIL);

    expect(await screen.findByLabelText('Пароль')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(KNOWN_EMAIL);
    expect(screen.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(api.callsTo('GET user/email')[0]?.query.get('email')).toBe(KNOWN_EMAIL);
  });

  it('goes to registration when the e-mail is new', async () => {
    const { user } = renderApp('/auth', { api: fakeAuthServer() });

    await continueWithEmail(user, NEW_EMAIL);

    expect(await heading('Регистрация')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(NEW_EMAIL);
    expect(screen.getByLabelText('Пароль')).toBeVisible();
    expect(screen.getByLabelText('Повторите пароль')).toBeVisible();
    expect(screen.getByText(/вы принимаете условия пользовательского соглашения/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();
  });

  it.each([
    ['the password step', KNOWN_EMAIL],
    ['registration', NEW_EMAIL],
  ])('returns from %s to the e-mail step with Назад', async (_step, email) => {
    const { user } = renderApp('/auth', { api: fakeAuthServer() });
    await continueWithEmail(user, email);

    await user.click(await screen.findByRole('button', { name: 'Назад' }));

    expect(await screen.findByRole('button', { name: 'Продолжить' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });

  it('opens registration from the password step with Создать аккаунт', async () => {
    const { user } = renderApp('/auth', { api: fakeAuthServer() });
    await continueWithEmail(user, KNOWN_EMAIL);

    await user.click(await screen.findByRole('button', { name: 'Создать аккаунт' }));

    expect(await heading('Регистрация')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(KNOWN_EMAIL);
  });

  it('opens recovery with Забыли пароль? and returns to the e-mail step with Назад', async () => {
    const { user } = renderApp('/auth', { api: fakeAuthServer() });
    await continueWithEmail(user, KNOWN_EMAIL);

    await user.click(await screen.findByRole('button', { name: 'Забыли пароль?' }));

    expect(await heading('Восстановление пароля')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(KNOWN_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(await screen.findByRole('button', { name: 'Продолжить' })).toBeVisible();
  });

  it('sends the recovery letter, then leads back to the password step', async () => {
    const api = fakeAuthServer();
    const { user } = renderApp('/auth', { api });
    await continueWithEmail(user, KNOWN_EMAIL);
    await user.click(await screen.findByRole('button', { name: 'Забыли пароль?' }));

    await user.click(await screen.findByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Письмо успешно отправлено на почту')).toBeVisible();
    expect(JSON.parse(api.callsTo('POST user/password/reset')[0]!.body)).toEqual({
      email: KNOWN_EMAIL,
    });
    await user.click(screen.getByRole('button', { name: 'Вернуться ко входу' }));
    expect(await screen.findByLabelText('Пароль')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue(KNOWN_EMAIL);
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp('/auth', { api: fakeAuthServer() });
    await continueWithEmail(user, KNOWN_EMAIL);
    const password = await screen.findByLabelText('Пароль');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('clears the e-mail with its clear button', async () => {
    const { user } = renderApp('/auth', { api: fakeAuthServer() });
    const email = await screen.findByLabelText('Email');
    expect(screen.queryByRole('button', { name: 'Очистить' })).not.toBeInTheDocument();
    await user.type(email, KNOWN_EMAIL);

    await user.click(screen.getByRole('button', { name: 'Очистить' }));

    expect(email).toHaveValue('');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Очистить' })).not.toBeInTheDocument();
  });
});
