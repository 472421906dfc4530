import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

const SECTION_LABELS = [
  'Главная',
  'Заказы',
  'Площадки',
  'Виджеты',
  'Каталог',
  'Аналитика',
  'Пользователи',
];

async function findMainMenu() {
  return screen.findByRole('navigation', { name: 'Главное меню' });
}

describe('side menu on a desktop', () => {
  it('lists the sections in order (Заказы after Главная), then the settings at the bottom', async () => {
    renderApp('/', { signedIn: true });

    const links = within(await findMainMenu()).getAllByRole('link');

    expect(links.map((link) => link.textContent)).toEqual([...SECTION_LABELS, 'Настройки']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/orders',
      '/sites',
      '/widgets',
      '/catalog',
      '/analytics',
      '/users',
      '/settings',
    ]);
  });

  it('shows the product name and version', async () => {
    renderApp('/', { signedIn: true });
    await findMainMenu();

    expect(screen.getByText('Vitrina')).toBeVisible();
    expect(screen.getByText('0.1.49')).toBeVisible();
  });

  it('marks the entry of the current section, also on its deeper pages', async () => {
    renderApp('/catalog/5', { signedIn: true });
    const menu = await findMainMenu();

    expect(within(menu).getByRole('link', { name: 'Каталог' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');
  });

  it('opens the section of the chosen entry', async () => {
    const { user, router } = renderApp('/', { signedIn: true });

    await user.click(within(await findMainMenu()).getByRole('link', { name: 'Площадки' }));

    expect(await screen.findByRole('heading', { name: 'Площадки' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sites');
  });

  it('hides and shows the labels with the toggle, keeping the state in the store', async () => {
    const { user, store } = renderApp('/', { signedIn: true });
    const menu = await findMainMenu();
    expect(store.getState().aside.isAsideOpened).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Свернуть меню' }));

    expect(store.getState().aside.isAsideOpened).toBe(false);
    expect(within(menu).queryByText('Каталог')).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Каталог' })).toBeVisible();
    expect(screen.queryByText('Vitrina')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Развернуть меню' }));

    expect(store.getState().aside.isAsideOpened).toBe(true);
    expect(within(menu).getByText('Каталог')).toBeVisible();
  });
});

describe('side menu on a tablet', () => {
  it('is an icon rail that expands over the page until a section is chosen', async () => {
    const { user, router } = renderApp('/', { signedIn: true, width: 900 });
    const rail = await findMainMenu();
    expect(within(rail).queryByText('Каталог')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Развернуть меню' }));
    // The overlay's menu is the one with labels; the rail stays the only menu until it opens.
    await screen.findByText('Каталог');
    const expanded = await findMainMenu();
    expect(
      within(expanded)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...SECTION_LABELS, 'Настройки']);

    await user.click(within(expanded).getByRole('link', { name: 'Каталог' }));

    expect(await screen.findByRole('heading', { name: 'Каталог' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/catalog');
    expect(within(await findMainMenu()).queryByText('Каталог')).not.toBeInTheDocument();
  });
});
