import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';

const PHONE_WIDTH = 375;

async function findBottomBar() {
  return screen.findByRole('navigation', { name: 'Нижнее меню' });
}

/** The two links, then the menu toggle. */
function itemNames(bar: HTMLElement): (string | null)[] {
  const items = [...within(bar).getAllByRole('link'), within(bar).getByRole('button')];
  return items.map((item) => item.textContent);
}

describe('mobile bottom bar', () => {
  it('replaces the side menu and offers the profile on the home page', async () => {
    renderApp('/', { signedIn: true, width: PHONE_WIDTH });
    const bar = await findBottomBar();

    expect(itemNames(bar)).toEqual(['Главная', 'Профиль', 'Меню']);
    expect(within(bar).getByRole('link', { name: 'Профиль' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('navigation', { name: 'Главное меню' })).not.toBeInTheDocument();
  });

  it.each([
    ['/catalog/5', 'Каталог'],
    ['/sites', 'Площадки'],
    ['/settings', 'Настройки'],
  ])('shows the section of %s in the middle', async (url, sectionLabel) => {
    renderApp(url, { signedIn: true, width: PHONE_WIDTH });

    const middle = within(await findBottomBar()).getByRole('link', { name: sectionLabel });

    expect(middle).toHaveAttribute('aria-current', 'page');
  });

  it('opens the sections, the settings and the profile with Меню, closes them with Закрыть', async () => {
    const { user } = renderApp('/', { signedIn: true, width: PHONE_WIDTH });
    const bar = await findBottomBar();

    await user.click(within(bar).getByRole('button', { name: 'Меню' }));

    const sections = screen.getByRole('navigation', { name: 'Разделы' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Главная',
      'Заказы',
      'Площадки',
      'Виджеты',
      'Каталог',
      'Аналитика',
      'Пользователи',
      'Настройки',
      'Профиль',
    ]);
    const closeButton = within(bar).getByRole('button', { name: 'Закрыть' });
    expect(closeButton).toHaveAttribute('aria-expanded', 'true');

    await user.click(closeButton);

    expect(screen.queryByRole('navigation', { name: 'Разделы' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('goes to the chosen section and closes the menu', async () => {
    const { user, router } = renderApp('/', { signedIn: true, width: PHONE_WIDTH });
    const bar = await findBottomBar();
    await user.click(within(bar).getByRole('button', { name: 'Меню' }));

    const sections = screen.getByRole('navigation', { name: 'Разделы' });
    await user.click(within(sections).getByRole('link', { name: 'Виджеты' }));

    expect(await screen.findByRole('tab', { name: 'Все виджеты' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/widgets');
    expect(screen.queryByRole('navigation', { name: 'Разделы' })).not.toBeInTheDocument();
    expect(itemNames(bar)).toEqual(['Главная', 'Виджеты', 'Меню']);
  });

  it.each([
    ['Настройки', '/settings', 'Сервисы приёма данных из форм'],
    ['Профиль', '/profile', 'Профиль'],
  ])('reaches %s from the menu', async (label, path, heading) => {
    const { user, router } = renderApp('/catalog', { signedIn: true, width: PHONE_WIDTH });
    const bar = await findBottomBar();
    await user.click(within(bar).getByRole('button', { name: 'Меню' }));

    const sections = screen.getByRole('navigation', { name: 'Разделы' });
    await user.click(within(sections).getByRole('link', { name: label }));

    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(router.state.location.pathname).toBe(path);
  });

  it('closes the menu when the page changes from elsewhere', async () => {
    const { user } = renderApp('/catalog', { signedIn: true, width: PHONE_WIDTH });
    const bar = await findBottomBar();
    await user.click(within(bar).getByRole('button', { name: 'Меню' }));

    await user.click(within(bar).getByRole('link', { name: 'Главная' }));

    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Разделы' })).not.toBeInTheDocument();
  });
});
