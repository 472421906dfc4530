import { screen, waitFor, within } from '@testing-library/react';
import { SHOP_STORAGE_KEY } from '@vitrina/contracts/limits';
import { SHOP_HEADER, type Shop, type ShopRole } from '@vitrina/contracts/team';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../testing/fake-api';
import { currentShopAs, expectRefusedControl } from '../../testing/member-role';
import { renderApp } from '../../testing/render-app';

const TEA: Shop = { id: 41, title: 'Чайная лавка', role: 'ORDER_MANAGER' };
const MINE: Shop = { id: 42, title: 'Мой магазин', role: 'OWNER' };

/** The API of a member of both shops, in `role` in the tea shop it works in now. */
function memberApi(role: ShopRole, extra: Partial<Record<FakeRoute, FakeHandler>> = {}) {
  return createFakeApi({
    'GET v1/shop/': () => reply(200, { data: currentShopAs(role, TEA) }),
    'GET v1/shops/': () => reply(200, { data: [{ ...TEA, role }, MINE] }),
    ...extra,
  });
}

const mainMenu = () => screen.findByRole('navigation', { name: 'Главное меню' });

describe('what a role sees in the console', () => {
  afterEach(() => localStorage.removeItem(SHOP_STORAGE_KEY));

  it("names the current shop beside the menu and switches to another of the member's shops", async () => {
    const api = memberApi('ORDER_MANAGER');
    const { user, router } = renderApp('/catalog', { signedIn: true, api });

    await user.click(
      await screen.findByRole('button', { name: 'Магазин: Чайная лавка. Сменить магазин' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Чайная лавкаМенеджер заказов',
      'Мой магазинВладелец',
      'Переименовать магазинНедоступно для вашей роли',
      'Новый магазин',
      'Удалить магазинНедоступно для вашей роли',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: /Мой магазин/ }));

    // Home first, then the shop: the screen left reads nothing of the other shop.
    await waitFor(() => expect(localStorage.getItem(SHOP_STORAGE_KEY)).toBe('42'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps «Пользователи» and the bell from a manager of orders', async () => {
    renderApp('/', { signedIn: true, api: memberApi('ORDER_MANAGER') });
    await screen.findByRole('button', { name: /^Магазин: Чайная лавка/ });

    const links = within(await mainMenu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).not.toContain('Пользователи');
    expect(screen.getByRole('button', { name: /Уведомления/ })).toBeVisible();
  });

  it('tells a content manager that the orders are not theirs, without the bell', async () => {
    renderApp('/orders', { signedIn: true, api: memberApi('CONTENT_MANAGER') });

    expect(await screen.findByRole('heading', { name: 'Недостаточно прав' })).toBeVisible();
    expect(
      screen.getByText(
        'Ваша роль в магазине «Чайная лавка» — Контент-менеджер. Этот раздел ей недоступен.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Уведомления/ })).not.toBeInTheDocument();
  });

  it('leaves a manager of orders the catalog to look at, its buttons disabled with the reason', async () => {
    const api = memberApi('ORDER_MANAGER', {
      'GET v1/catalog/collections/': () => reply(200, { data: [] }),
    });
    const { user } = renderApp('/catalog', { signedIn: true, api });

    await screen.findByRole('button', { name: /^Магазин: Чайная лавка/ });
    await expectRefusedControl(
      user,
      await screen.findByRole('button', { name: 'Создать коллекцию' }),
    );
  });

  it("offers to switch to the member's shop that holds an order opened by its link", async () => {
    const api = memberApi('OWNER', {
      'GET v1/orders/': () => reply(200, { data: { orders: [], next: null, total: 0 } }),
      'GET v1/shops/holding/': () => reply(200, { data: MINE }),
    });
    const { user } = renderApp('/orders?order=77', { signedIn: true, api });

    const panel = await screen.findByRole('dialog', { name: 'Заказ' });
    expect(await within(panel).findByText('Этот заказ — в магазине «Мой магазин».')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Перейти' }));

    expect(localStorage.getItem(SHOP_STORAGE_KEY)).toBe('42');
    expect(api.callsTo('GET v1/shops/holding/')[0]?.query.toString()).toBe('kind=order&id=77');
  });

  it('asks nothing of the orders after switching to a shop whose role may not see them', async () => {
    localStorage.setItem(SHOP_STORAGE_KEY, String(MINE.id));
    const api = createFakeApi({
      'GET v1/shop/': (request) =>
        reply(200, {
          data:
            request.headers.get(SHOP_HEADER) === String(TEA.id)
              ? currentShopAs('CONTENT_MANAGER', TEA)
              : currentShopAs('OWNER', MINE),
        }),
      'GET v1/shops/': () => reply(200, { data: [MINE, { ...TEA, role: 'CONTENT_MANAGER' }] }),
      'GET v1/orders/inbox/': () => reply(200, { data: { new_count: 0, latest: [] } }),
    });
    const { user } = renderApp('/', { signedIn: true, api });
    await screen.findByRole('button', { name: /^Уведомления/ });
    await waitFor(() => expect(api.callsTo('GET v1/orders/inbox/')).toHaveLength(1));

    // The switcher comes with the list of shops, which may answer after the inbox.
    const switcher = { name: 'Магазин: Мой магазин. Сменить магазин' };
    await user.click(await screen.findByRole('button', switcher));
    await user.click(await screen.findByRole('menuitem', { name: /Чайная лавка/ }));

    await screen.findByRole('button', { name: 'Магазин: Чайная лавка. Сменить магазин' });
    expect(screen.queryByRole('button', { name: /^Уведомления/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET v1/orders/inbox/')).toHaveLength(1);
  });
});
