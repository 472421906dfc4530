import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { createFakeApi, reply, type FakeHandler } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const RESET_URL = '/password/reset/reset-token-42';
const NEW_PASSWORD = 'Новый-пароль-2026';

function openResetScreen(apply: FakeHandler = () => reply(200, { message: 'ok' })) {
  const api = createFakeApi({ 'POST user/password/apply': apply });
  return { api, ...renderApp(RESET_URL, { api }) };
}

async function createPassword(user: UserEvent, password: string) {
  if (password) await user.type(await screen.findByLabelText('Новый пароль'), password);
  await user.click(await screen.findByRole('button', { name: 'Создать пароль' }));
}

describe('/password/reset/:token', () => {
  it.each(['', '    '])('asks for a password that is not blank ("%s")', async (password) => {
    const { api, user } = openResetScreen();

    await createPassword(user, password);

    expect(await screen.findByText('Пароль не может быть пустым')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('shows the server minimum length', async () => {
    const { api, user } = openResetScreen();

    await createPassword(user, 'short');

    expect(await screen.findByText('Пароль должен содержать не менее 8 символов')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('sets the new password with the token of the link, then offers to sign in', async () => {
    const { api, user, router } = openResetScreen();

    await createPassword(user, NEW_PASSWORD);

    expect(await screen.findByText('Пароль успешно изменён')).toBeVisible();
    const [apply] = api.callsTo('POST user/password/apply');
    expect(Object.fromEntries(new URLSearchParams(apply!.body))).toEqual({
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      token: 'reset-token-42',
    });
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('button', { name: 'Продолжить' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('says when the reset fails, with the server reason', async () => {
    const { user } = openResetScreen(() => reply(400, { detail: messages.auth.resetTokenInvalid }));

    await createPassword(user, NEW_PASSWORD);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка при сбросе пароля');
    expect(alert).toHaveTextContent(messages.auth.resetTokenInvalid);
    expect(screen.getByLabelText('Новый пароль')).toHaveValue(NEW_PASSWORD);
  });
});
