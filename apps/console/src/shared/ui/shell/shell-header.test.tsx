import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

async function findBreadcrumbs() {
  return screen.findByRole('navigation', { name: 'breadcrumb' });
}

describe('header', () => {
  it('shows the path as breadcrumbs, every crumb but the current one a link', async () => {
    renderApp('/sites/1/2', { signedIn: true });
    const breadcrumbs = await findBreadcrumbs();

    const links = within(breadcrumbs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Площадки', '/sites'],
      ['Название площадки', '/sites/1'],
    ]);
    expect(within(breadcrumbs).getByText('Название виджета')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the profile from the profile button; help and notifications are there', async () => {
    const { user, router } = renderApp('/catalog', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Помощь' })).toBeVisible();
    // The bell comes once the role is read: a role without orders has none.
    expect(await screen.findByRole('button', { name: 'Уведомления' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Профиль' }));

    expect(await screen.findByRole('heading', { name: 'Профиль' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('header on a phone', () => {
  it('leaves the profile to the bottom bar and keeps help and the bell', async () => {
    renderApp('/catalog', { signedIn: true, width: 375 });
    await findBreadcrumbs();

    expect(await screen.findByRole('button', { name: 'Помощь' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Профиль' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Уведомления/ })).toBeVisible();
  });

  it('shortens the breadcrumbs to the section and the current page', async () => {
    const { user } = renderApp('/sites/1/2/3', { signedIn: true, width: 375 });
    const breadcrumbs = await findBreadcrumbs();
    expect(within(breadcrumbs).getByRole('link', { name: 'Площадки' })).toBeVisible();
    expect(within(breadcrumbs).getByText('Название товара')).toBeVisible();
    expect(within(breadcrumbs).queryByText('Название площадки')).not.toBeInTheDocument();

    await user.click(within(breadcrumbs).getByRole('button', { name: 'Показать полный путь' }));

    expect(within(breadcrumbs).getByRole('link', { name: 'Название площадки' })).toBeVisible();
  });
});

describe('back arrow', () => {
  it.each(['/', '/catalog', '/sites', '/profile'])('is absent on %s', async (url) => {
    renderApp(url, { signedIn: true });
    await findBreadcrumbs();

    expect(screen.queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });

  it.each(['/catalog/5', '/sites/1/2'])('is shown on %s', async (url) => {
    renderApp(url, { signedIn: true });

    expect(await screen.findByRole('button', { name: 'Назад' })).toBeVisible();
  });

  it('goes one step back in history', async () => {
    const { user, router } = renderApp('/catalog', { signedIn: true, history: 'browser' });
    await screen.findByRole('heading', { name: 'Каталог' });
    await router.navigate('/catalog/5');

    await user.click(await screen.findByRole('button', { name: 'Назад' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('goes home, replacing the page, when the visit began on this page', async () => {
    const { user, router } = renderApp('/catalog/5', { signedIn: true, history: 'browser' });

    await user.click(await screen.findByRole('button', { name: 'Назад' }));

    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
