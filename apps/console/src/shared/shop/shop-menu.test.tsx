import { screen, waitFor, within } from '@testing-library/react';
import { SHOP_STORAGE_KEY } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import type { Shop, ShopRole } from '@vitrina/contracts/team';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogGone } from '../../testing/dialogs';
import { createFakeApi, reply } from '../../testing/fake-api';
import { currentShopAs, expectRefusedActions } from '../../testing/member-role';
import { renderApp } from '../../testing/render-app';

/**
 * The shop API of one user, kept as the console changes it: `shops` are theirs, the first the
 * current one (the header names none, or the one the browser keeps).
 */
function shopServer(shops: Shop[]) {
  const current = () => {
    const kept = Number(localStorage.getItem(SHOP_STORAGE_KEY));
    return shops.find((shop) => shop.id === kept) ?? shops[0];
  };
  const titleOf = async (request: Request) => ((await request.json()) as { title: string }).title;
  return createFakeApi({
    'GET v1/shops/': () => reply(200, { data: shops }),
    'GET v1/shop/': () => {
      const shop = current();
      if (!shop) return reply(404, { detail: messages.team.shopNotFound });
      return reply(200, { data: currentShopAs(shop.role, shop) });
    },
    'POST v1/shops/': async (request) => {
      const created: Shop = { id: 90 + shops.length, title: await titleOf(request), role: 'OWNER' };
      shops.push(created);
      return reply(200, { data: created });
    },
    'PATCH v1/shop/': async (request) => {
      const shop = current()!;
      shop.title = await titleOf(request);
      return reply(200, { data: currentShopAs(shop.role, shop) });
    },
    'DELETE v1/shop/': () => {
      shops.splice(shops.indexOf(current()!), 1);
      return reply(200, { message: messages.team.shopDeleted });
    },
  });
}

const own = (role: ShopRole = 'OWNER'): Shop => ({ id: 42, title: 'Чайная лавка', role });
const MENU = 'Магазин: Чайная лавка. Действия с магазином';

async function openShopMenu(shops: Shop[]) {
  const api = shopServer(shops);
  const rendered = renderApp('/', { signedIn: true, api });
  await rendered.user.click(await screen.findByRole('button', { name: MENU }));
  return { api, ...rendered, menu: await screen.findByRole('menu') };
}

describe('the shop menu beside the logo', () => {
  afterEach(() => localStorage.removeItem(SHOP_STORAGE_KEY));

  it('renames the shop, and the header says the new name', async () => {
    const { api, user, menu } = await openShopMenu([own()]);

    await user.click(within(menu).getByRole('menuitem', { name: 'Переименовать магазин' }));
    const dialog = await screen.findByRole('dialog', { name: 'Переименовать магазин' });
    const title = within(dialog).getByLabelText('Название магазина');
    expect(title).toHaveValue('Чайная лавка');
    await user.clear(title);
    await user.type(title, 'Чайный дом');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();

    expect(JSON.parse(api.callsTo('PATCH v1/shop/')[0]!.body)).toEqual({ title: 'Чайный дом' });
    expect(
      await screen.findByRole('button', { name: 'Магазин: Чайный дом. Действия с магазином' }),
    ).toBeVisible();
  });

  it('creates another shop and goes to its home page', async () => {
    const { api, user, menu, router } = await openShopMenu([own()]);

    await user.click(within(menu).getByRole('menuitem', { name: 'Новый магазин' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый магазин' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText(messages.team.shopTitleRequired)).toBeVisible();
    expect(api.callsTo('POST v1/shops/')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Название магазина'), 'Кофейня');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(localStorage.getItem(SHOP_STORAGE_KEY)).toBe('91'));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Магазин «Кофейня» создан')).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Магазин: Кофейня. Сменить магазин' }),
    ).toBeVisible();
  });

  it('deletes the shop only once its title is typed exactly, then works in the one left', async () => {
    const other: Shop = { id: 43, title: 'Кофейня', role: 'ADMIN' };
    localStorage.setItem(SHOP_STORAGE_KEY, '42');
    const api = shopServer([own(), other]);
    const { user } = renderApp('/', { signedIn: true, api });
    const switcher = 'Магазин: Чайная лавка. Сменить магазин';
    await user.click(await screen.findByRole('button', { name: switcher }));
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить магазин' }));

    const dialog = await screen.findByRole('dialog', { name: 'Удалить магазин' });
    expect(dialog).toHaveTextContent('Отменить удаление нельзя');
    const typed = within(dialog).getByLabelText(/Введите название магазина/);
    await user.type(typed, 'чайная лавка');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));
    expect(await within(dialog).findByText(messages.team.deleteTitleMismatch)).toBeVisible();
    expect(api.callsTo('DELETE v1/shop/')).toEqual([]);

    await user.clear(typed);
    await user.type(typed, 'Чайная лавка');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));

    expect(await screen.findByText(messages.team.shopDeleted)).toBeVisible();
    expect(JSON.parse(api.callsTo('DELETE v1/shop/')[0]!.body)).toEqual({ title: 'Чайная лавка' });
    expect(localStorage.getItem(SHOP_STORAGE_KEY)).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Магазин: Кофейня. Действия с магазином' }),
    ).toBeVisible();
  });

  it('keeps renaming and deleting from a manager of orders, saying why', async () => {
    const api = shopServer([own('ORDER_MANAGER')]);
    const { user } = renderApp('/', { signedIn: true, api });

    await expectRefusedActions(user, MENU, ['Переименовать магазин', 'Удалить магазин']);
  });

  it('offers an account in no shop to create one, in place of every screen', async () => {
    const api = shopServer([]);
    const { user } = renderApp('/catalog', { signedIn: true, api });

    expect(await screen.findByRole('heading', { name: 'У вас нет магазина' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Уведомления/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Новый магазин' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый магазин' });
    await user.type(within(dialog).getByLabelText('Название магазина'), 'Кофейня');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(
      await screen.findByRole('button', { name: 'Магазин: Кофейня. Действия с магазином' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'У вас нет магазина' })).not.toBeInTheDocument();
  });
});
