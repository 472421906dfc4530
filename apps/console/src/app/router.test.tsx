import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, reply } from '../testing/fake-api';
import { renderApp } from '../testing/render-app';

describe('route table', () => {
  it.each([
    ['/', 'Главная'],
    ['/profile', 'Профиль'],
    ['/sites', 'Площадки'],
    ['/catalog', 'Каталог'],
    ['/settings', 'Сервисы приёма данных из форм'],
  ])('opens %s in the main layout', async (url, heading) => {
    renderApp(url, { signedIn: true });

    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  });

  it.each(['/catalog/5', '/sites/1', '/sites/1/2', '/sites/1/2/3', '/catalog/5/17'])(
    'opens %s in the main layout, saying its data could not be loaded',
    async (url) => {
      renderApp(url, { signedIn: true });

      expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка при загрузке данных!');
      expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
    },
  );

  it.each([
    '/catalog/abc',
    '/catalog/0',
    '/catalog/2147483648',
    '/catalog/5/1e3',
    '/catalog/x/5',
    '/sites/abc',
    '/sites/-1',
    '/sites/1/abc',
    '/sites/abc/2',
    '/sites/1/2/3.5',
    '/sites/1/abc/3',
  ])('shows the not-found page for %s and asks the server nothing', async (url) => {
    const api = createFakeApi();
    renderApp(url, { signedIn: true, api });

    expect(await screen.findByText('Страница не найдена')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
    // The shell reads the orders inbox (the bell) and the shops (the switcher, the role) on
    // every page; the page itself asks nothing.
    const shellReads = ['GET v1/orders/inbox/', 'GET v1/shop/', 'GET v1/shops/'];
    const pageCalls = api.calls
      .map((call) => call.route)
      .filter((route) => route.includes('v1/') && !shellReads.includes(route));
    expect(pageCalls).toEqual([]);
  });

  it('opens «Пользователи» at /users', async () => {
    const owner = { id: 1, title: 'Мой магазин', role: 'OWNER', permissions: ['team.read'] };
    const api = createFakeApi({ 'GET v1/shop/': () => reply(200, { data: owner }) });
    renderApp('/users', { signedIn: true, api });

    expect(await screen.findByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible();
  });

  it('shows the single widgets tab and its button, which asks for the new widget’s site', async () => {
    const { user, router } = renderApp('/widgets', { signedIn: true });

    const tab = await screen.findByRole('tab', { name: 'Все виджеты' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Все виджеты' }));

    expect(await screen.findByRole('dialog', { name: 'Новый виджет' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/widgets');
  });

  it('shows the not-found page inside the layout for an unknown route', async () => {
    const { user, router } = renderApp('/no/such/page', { signedIn: true });

    expect(await screen.findByText('Страница не найдена')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'На главную' }));

    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
