import { screen } from '@testing-library/react';
import { ACCESS_TOKEN_STORAGE_KEY } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { fakeAuthServer, ISSUED_TOKEN } from './testing/fake-auth-server';

const LINK = '/auth/link/sign-in-token-9';

describe('/auth/link/:token', () => {
  it('signs in by the letter’s token only when pressed, keeps the token and goes home', async () => {
    const api = fakeAuthServer({
      'POST user/login/link': () => reply(200, { access_token: ISSUED_TOKEN }),
    });
    const { user, router } = renderApp(LINK, { api });

    const button = await screen.findByRole('button', { name: 'Войти по ссылке' });
    expect(api.callsTo('POST user/login/link')).toEqual([]);
    await user.click(button);

    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(ISSUED_TOKEN);
    const [call] = api.callsTo('POST user/login/link');
    expect(Object.fromEntries(new URLSearchParams(call!.body))).toEqual({
      token: 'sign-in-token-9',
    });
  });

  it('says when the link no longer works, with the server reason', async () => {
    const api = fakeAuthServer({
      'POST user/login/link': () => reply(400, { detail: messages.auth.signInLinkInvalid }),
    });
    const { user } = renderApp(LINK, { api });

    await user.click(await screen.findByRole('button', { name: 'Войти по ссылке' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.auth.signInLinkFailed);
    expect(alert).toHaveTextContent(messages.auth.signInLinkInvalid);
  });
});
