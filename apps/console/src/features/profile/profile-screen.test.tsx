import { screen, within } from '@testing-library/react';
import { ACCESS_TOKEN_STORAGE_KEY } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp, TEST_ACCESS_TOKEN } from '../../testing/render-app';
import { aUser, fakeProfileServer } from './testing/fake-profile-server';

describe('/profile', () => {
  it('shows the first name and the e-mail, and the profile buttons', async () => {
    renderApp('/profile', { signedIn: true, api: fakeProfileServer() });

    expect(await screen.findByRole('heading', { name: 'Анна' })).toBeVisible();
    expect(screen.getByText('anna@shop.example.ru')).toBeVisible();
    for (const name of ['Редактировать профиль', 'Изменить email', 'Изменить пароль', 'Выйти']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('falls back to the user number and a note when name and e-mail are missing', async () => {
    const user = aUser({ id: 42, email: '' }, { first_name: null });
    renderApp('/profile', { signedIn: true, api: fakeProfileServer(user) });

    expect(await screen.findByRole('heading', { name: 'Пользователь #42' })).toBeVisible();
    expect(screen.getByText('email не указан')).toBeVisible();
  });

  it('links the privacy policy and the license agreement', async () => {
    renderApp('/profile', { signedIn: true, api: fakeProfileServer() });
    const documents = await screen.findByRole('navigation', { name: 'Документы' });

    expect(
      within(documents).getByRole('link', { name: 'Политика конфиденциальности' }),
    ).toHaveAttribute('href', '/legal/privacy');
    expect(
      within(documents).getByRole('link', { name: 'Лицензионное соглашение' }),
    ).toHaveAttribute('href', '/legal/license');
  });

  it('says when the profile cannot be loaded', async () => {
    const api = fakeProfileServer(aUser(), { 'GET user/me': () => reply(500) });
    renderApp('/profile', { signedIn: true, api });

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.profile.loadFailed);
    expect(screen.getByRole('button', { name: 'Редактировать профиль' })).toBeDisabled();
  });

  it.each([
    ['the server signs out', () => reply(200, { message: 'ok' })],
    ['the server cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs out when %s: token and session gone, sign-in screen', async (_case, logout) => {
    const api = fakeProfileServer(aUser(), { 'POST user/logout': logout });
    const { user, router, store } = renderApp('/profile', { signedIn: true, api });
    await screen.findByRole('heading', { name: 'Анна' });

    await user.click(screen.getByRole('button', { name: 'Выйти' }));

    expect(await screen.findByRole('button', { name: 'Продолжить' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');
    expect(api.callsTo('POST user/logout')).toHaveLength(1);
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });
});

describe('/profile across the end of the access token', () => {
  it('refreshes an expired token and shows the profile', async () => {
    const api = fakeProfileServer(aUser(), {
      'GET user/me': (request) =>
        request.headers.get('authorization') === 'Bearer refreshed-token'
          ? reply(200, { data: aUser() })
          : reply(401, { detail: messages.session.unauthorized }),
      'PUT user/refresh': () => reply(200, { access_token: 'refreshed-token' }),
    });
    const { store } = renderApp('/profile', { signedIn: true, api });

    expect(await screen.findByRole('heading', { name: 'Анна' })).toBeVisible();
    expect(api.callsTo('PUT user/refresh')).toHaveLength(1);
    expect(api.callsTo('GET user/me')[0]?.authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('refreshed-token');
    expect(store.getState().session.user).toEqual({ access_token: 'refreshed-token' });
  });

  it('ends a revoked session and sends the browser to /auth', async () => {
    const api = fakeProfileServer(aUser(), {
      'GET user/me': () => reply(401, { detail: messages.session.unauthorized }),
      'PUT user/refresh': () => reply(403, { detail: messages.session.tokensMismatch }),
    });
    const { redirects, store } = renderApp('/profile', { signedIn: true, api });

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.profile.loadFailed);
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(store.getState().session.user).toBeNull();
    await expect.poll(() => redirects).toEqual(['/auth']);
  });
});
