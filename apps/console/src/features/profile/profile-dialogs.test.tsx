import { screen, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply, type FakeHandler, type FakeRoute } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aUser, fakeProfileServer } from './testing/fake-profile-server';
import { dialogGone } from '../../testing/dialogs';

async function openDialog(
  button: string,
  title: string,
  routes: Partial<Record<FakeRoute, FakeHandler>> = {},
) {
  const api = fakeProfileServer(aUser(), routes);
  const { user } = renderApp('/profile', { signedIn: true, api, shell: false });
  await screen.findByRole('heading', { name: 'Анна' });
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return {
    api,
    user,
    dialog,
    save: () => user.click(within(dialog).getByRole('button', { name: 'Сохранить' })),
  };
}

const bodyOf = (call: { body: string } | undefined) => JSON.parse(call!.body) as unknown;
describe('personal data dialog', () => {
  it('saves the names with the rest of the profile and shows the new name', async () => {
    const { api, user, dialog, save } = await openDialog('Редактировать профиль', 'Личные данные');
    const firstName = within(dialog).getByLabelText('Имя');
    expect(firstName).toHaveValue('Анна');
    expect(within(dialog).getByLabelText('Фамилия')).toHaveValue('Смирнова');

    await user.clear(firstName);
    await user.type(firstName, 'Мария');
    await save();

    await dialogGone();
    expect(await screen.findByRole('heading', { name: 'Мария' })).toBeVisible();
    expect(bodyOf(api.callsTo('PUT user/me/profile')[0])).toEqual({
      first_name: 'Мария',
      last_name: 'Смирнова',
      data_birth: null,
      gender: 'NOT_SPECIFIED',
    });
  });

  it('asks for a first name', async () => {
    const { api, user, dialog, save } = await openDialog('Редактировать профиль', 'Личные данные');

    await user.clear(within(dialog).getByLabelText('Имя'));
    await save();

    expect(await within(dialog).findByText('Имя не может быть пустым')).toBeVisible();
    expect(api.callsTo('PUT user/me/profile')).toEqual([]);
  });

  it('stays open with the failure when the server refuses', async () => {
    const { dialog, save } = await openDialog('Редактировать профиль', 'Личные данные', {
      'PUT user/me/profile': () => reply(500),
    });

    await save();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.profile.updateFailed,
    );
  });
});

describe('change e-mail dialog', () => {
  it.each([
    ['', 'Email не может быть пустым'],
    ['anna@', 'Введите корректный email'],
  ])('refuses "%s"', async (email, message) => {
    const { api, user, dialog, save } = await openDialog('Изменить email', 'Изменить email');
    if (email) await user.type(within(dialog).getByLabelText('Email'), email);

    await save();

    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(api.callsTo('PUT user/me/email/')).toEqual([]);
  });

  it('sends the new address, then asks to check the mail', async () => {
    const { api, user, dialog, save } = await openDialog('Изменить email', 'Изменить email');
    await user.type(within(dialog).getByLabelText('Email'), 'new@shop.example.ru');

    await save();

    expect(await within(dialog).findByText('Проверьте вашу почту')).toBeVisible();
    expect(bodyOf(api.callsTo('PUT user/me/email/')[0])).toEqual({ email: 'new@shop.example.ru' });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await dialogGone();
  });

  it('shows the failure when the server refuses', async () => {
    const { user, dialog, save } = await openDialog('Изменить email', 'Изменить email', {
      'PUT user/me/email/': () => reply(500),
    });
    await user.type(within(dialog).getByLabelText('Email'), 'new@shop.example.ru');

    await save();

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      messages.profile.emailUpdateFailed,
    );
  });
});

describe('change password dialog', () => {
  async function fillPasswords(
    dialog: HTMLElement,
    user: Awaited<ReturnType<typeof openDialog>>['user'],
  ) {
    await user.type(within(dialog).getByLabelText('Текущий пароль'), 'Витрина-2026');
    await user.type(within(dialog).getByLabelText('Новый пароль'), 'Другой-пароль-2026');
    await user.type(within(dialog).getByLabelText('Повторите новый пароль'), 'Другой-пароль-2026');
  }

  it('asks for each of the three passwords', async () => {
    const { api, dialog, save } = await openDialog('Изменить пароль', 'Изменить пароль');

    await save();

    expect(await within(dialog).findAllByText('Пароль не может быть пустым')).toHaveLength(3);
    expect(api.callsTo('PUT user/me/password')).toEqual([]);
  });

  it('changes the password, closes and says so', async () => {
    const { api, user, dialog, save } = await openDialog('Изменить пароль', 'Изменить пароль');
    await fillPasswords(dialog, user);

    await save();

    await dialogGone();
    expect(await screen.findByText(messages.auth.passwordChanged)).toBeVisible();
    expect(bodyOf(api.callsTo('PUT user/me/password')[0])).toEqual({
      password: 'Витрина-2026',
      new_password: 'Другой-пароль-2026',
      confirm_new_password: 'Другой-пароль-2026',
    });
  });

  it('shows the failure and the server reason for a wrong current password', async () => {
    const { user, dialog, save } = await openDialog('Изменить пароль', 'Изменить пароль', {
      'PUT user/me/password': () => reply(400, { detail: messages.profile.wrongCurrentPassword }),
    });
    await fillPasswords(dialog, user);

    await save();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(messages.profile.passwordUpdateFailed);
    expect(alert).toHaveTextContent(messages.profile.wrongCurrentPassword);
  });
});
