import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import type { CurrentShop, ShopRole } from '@vitrina/contracts/team';
import { viewerTimeZone } from '@vitrina/contracts/time-zone';
import { describe, expect, it } from 'vitest';
import { createFakeApi, reply, type FakeApi } from '../../testing/fake-api';
import { shopRoutes } from '../../testing/fake-shop';
import { currentShopAs } from '../../testing/member-role';
import { renderApp } from '../../testing/render-app';
import { SHOP_TEXTS } from '../../shared/shop/shop-texts';
import { isOfferAnswered } from '../../shared/shop/time-zone-offer-answers';
import { bodyOf } from './testing/open-form-services';

const aShop = (role: ShopRole = 'OWNER'): CurrentShop => currentShopAs(role);

/**
 * The settings page at «Магазин», once the shop's settings show; in the shell, which holds the
 * current shop's read that the section shows.
 */
async function openShopSettings(api: FakeApi) {
  const rendered = renderApp('/settings?section=shop', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Настройки магазина' });
  await screen.findByRole('combobox', { name: 'Часовой пояс' });
  return rendered;
}

const letterSwitch = (status: string) => screen.getByRole('switch', { name: status });
const patches = (api: FakeApi) => api.callsTo('PATCH v1/shop/').map(bodyOf);

describe('the shop’s settings on the settings page', () => {
  it('opens from its side button beside «Отправка форм» and keeps it in the address', async () => {
    const api = createFakeApi(shopRoutes(aShop()));
    const { user, router } = renderApp('/settings', { signedIn: true, api, shell: false });

    const shopButton = await screen.findByRole('button', { name: 'Магазин' });
    expect(screen.getByRole('button', { name: 'Отправка форм' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(shopButton);

    expect(await screen.findByRole('heading', { name: 'Настройки магазина' })).toBeVisible();
    expect(shopButton).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?section=shop');
    expect(screen.getByRole('button', { name: 'Сохранить изменения' })).toBeVisible();
  });

  it('shows the zone and the letters sent: by default, only of a cancellation', async () => {
    await openShopSettings(createFakeApi(shopRoutes(aShop())));

    expect(screen.getByRole('combobox', { name: 'Часовой пояс' })).toHaveValue(
      'Москва, МСК · Europe/Moscow',
    );
    expect(screen.getByRole('group', { name: 'Письма покупателям' })).toBeVisible();
    expect(letterSwitch('В работе')).not.toBeChecked();
    expect(letterSwitch('Выполнена')).not.toBeChecked();
    expect(letterSwitch('Отменена')).toBeChecked();
  });

  it('saves a letter switched on at once, and says so', async () => {
    const api = createFakeApi(shopRoutes(aShop()));
    const { user } = await openShopSettings(api);

    await user.click(letterSwitch('В работе'));

    expect(await screen.findByText('Настройки магазина сохранены')).toBeVisible();
    expect(patches(api)).toEqual([{ buyer_letter_statuses: ['IN_PROGRESS', 'CANCELLED'] }]);
    expect(letterSwitch('В работе')).toBeChecked();

    await user.click(letterSwitch('Отменена'));
    await waitFor(() => expect(patches(api)).toHaveLength(2));
    expect(patches(api)[1]).toEqual({ buyer_letter_statuses: ['IN_PROGRESS'] });
  });

  it('finds a zone by a city in Russian or by its IANA name, and saves the one chosen', async () => {
    const api = createFakeApi(shopRoutes(aShop()));
    const { user } = await openShopSettings(api);
    const field = screen.getByRole('combobox', { name: 'Часовой пояс' });

    await user.clear(field);
    await user.type(field, 'Novosibirsk');
    expect(await screen.findByRole('option', { name: /^Новосибирск, GMT\+7/ })).toBeVisible();
    await user.clear(field);
    await user.type(field, 'Екатер');
    await user.click(await screen.findByRole('option', { name: /^Екатеринбург, GMT\+5/ }));

    await waitFor(() => expect(patches(api)).toEqual([{ time_zone: 'Asia/Yekaterinburg' }]));
    await waitFor(() => expect(field).toHaveValue('Екатеринбург, GMT+5 · Asia/Yekaterinburg'));
    // The zone chosen here is the answer: the browser's Moscow is not offered over it.
    expect(isOfferAnswered(aShop().id, viewerTimeZone())).toBe(true);
  });

  it('shows the server’s refusal and the shop as it was', async () => {
    const api = createFakeApi({
      ...shopRoutes(aShop()),
      'PATCH v1/shop/': () => reply(422, { detail: messages.team.buyerLetterStatusUnknown }),
    });
    const { user } = await openShopSettings(api);

    await user.click(letterSwitch('Выполнена'));

    expect(await screen.findByText(messages.team.buyerLetterStatusUnknown)).toBeVisible();
    await waitFor(() => expect(letterSwitch('Выполнена')).not.toBeChecked());
  });

  it('lets a member whose role may not change the shop look, not change', async () => {
    await openShopSettings(createFakeApi(shopRoutes(aShop('ORDER_MANAGER'))));

    expect(screen.getByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
    const letters = screen.getByRole('group', { name: 'Письма покупателям' });
    for (const control of within(letters).getAllByRole('switch')) expect(control).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Часовой пояс' })).toBeDisabled();
  });
});
