import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, TEST_ACCESS_TOKEN } from '../testing/render-app';

describe('route guard', () => {
  it('sends an anonymous visitor of a signed-in page to /auth', async () => {
    const { router } = renderApp('/catalog');

    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth');
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
