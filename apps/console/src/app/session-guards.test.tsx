import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  continueWithEmail,
  fakeAuthServer,
  KNOWN_EMAIL,
  PASSWORD,
} from '../features/auth/testing/fake-auth-server';
import { aUser, VERIFY_TOKEN } from '../features/profile/testing/fake-profile-server';
import { endSession } from '../shared/session/session-lifecycle';
import { reply } from '../testing/fake-api';
import { renderApp, TEST_ACCESS_TOKEN } from '../testing/render-app';

async function signIn(user: UserEvent) {
  await continueWithEmail(user, KNOWN_EMAIL);
  await user.type(await screen.findByLabelText('Пароль'), PASSWORD);
  await user.click(await screen.findByRole('button', { name: 'Войти' }));
}

describe('route guard', () => {
  it('sends an anonymous visitor of a signed-in page to /auth', async () => {
    const { router } = renderApp('/catalog');

    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sends a tab whose session ended to a bare /auth, even when reloaded before the redirect', async () => {
    endSession((action) => action);
    const { router } = renderApp('/profile');

    await screen.findByRole('heading', { name: 'Вход' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('');
  });

  it('sends an anonymous visitor of an unknown page to /auth', async () => {
    const { router } = renderApp('/no/such/page');

    await screen.findByRole('heading', { name: 'Вход' });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('lets an anonymous visitor reset the password', async () => {
    const { router } = renderApp('/password/reset/reset-token');

    expect(await screen.findByRole('heading', { name: 'Сброс пароля' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/password/reset/reset-token');
  });

  it('signs the user in from a stored token', async () => {
    const { store } = renderApp('/catalog', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Каталог' })).toBeVisible();
    expect(store.getState().session.user).toEqual({ access_token: TEST_ACCESS_TOKEN });
  });

  it('sends a signed-in user from /auth home', async () => {
    const { router } = renderApp('/auth', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('return after sign-in', () => {
  const PROFILE_LINK = `/profile?verifyMail=${VERIFY_TOKEN}`;
  const PROFILE_VERIFY = `GET user/email/verify/${VERIFY_TOKEN}` as const;

  it('brings a signed-out visitor of a confirmation link back to it once signed in', async () => {
    const api = fakeAuthServer({
      'GET user/me': () => reply(200, { data: aUser() }),
      [PROFILE_VERIFY]: () => reply(200, { message: 'ok' }),
    });
    const { user, router } = renderApp(PROFILE_LINK, { api });
    await screen.findByRole('heading', { name: 'Вход' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(PROFILE_LINK);

    await signIn(user);

    const dialog = await screen.findByRole('dialog', { name: 'Подтверждение email' });
    expect(await within(dialog).findByText(messages.profile.emailVerified)).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
    expect(api.callsTo(PROFILE_VERIFY)).toHaveLength(1);
  });

  it('brings the visitor of the settings link back with its query', async () => {
    const api = fakeAuthServer();
    const { user, router } = renderApp('/settings?verifyMail=form-token', { api });

    await signIn(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    await waitFor(() =>
      expect(api.callsTo('POST v1/platform/service/notifier/email/verify/form-token')).toHaveLength(
        1,
      ),
    );
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'goes home instead of to %s',
    async (next) => {
      const { user, router } = renderApp(`/auth?${new URLSearchParams({ next })}`, {
        api: fakeAuthServer(),
      });

      await signIn(user);

      expect(await screen.findByRole('heading', { name: 'Главная' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('sends a signed-in visitor of /auth with a return to that page', async () => {
    const { router } = renderApp('/auth?next=%2Fcatalog', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Каталог' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/catalog');
  });
});
