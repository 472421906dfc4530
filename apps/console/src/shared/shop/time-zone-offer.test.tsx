import { cleanup, screen, waitFor } from '@testing-library/react';
import type { CurrentShop, ShopRole } from '@vitrina/contracts/team';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserInZone } from '../../testing/browser-zone';
import { createFakeApi, type FakeApi } from '../../testing/fake-api';
import { shopRoutes } from '../../testing/fake-shop';
import { currentShopAs } from '../../testing/member-role';
import { renderApp } from '../../testing/render-app';

const OFFER =
  'Время в консоли показано по часовому поясу магазина (Москва). ' +
  'Использовать ваш часовой пояс (Екатеринбург)?';

const moscowShop = (role: ShopRole = 'OWNER'): CurrentShop => ({
  ...currentShopAs(role),
  time_zone: 'Europe/Moscow',
});

/** The console at home once the shell has read the shop (its switcher names it). */
async function openHome(api: FakeApi) {
  const rendered = renderApp('/', { signedIn: true, api });
  await screen.findByRole('button', { name: /^Магазин: Чайная лавка/ });
  return rendered;
}

const patches = (api: FakeApi) =>
  api.callsTo('PATCH v1/shop/').map((call) => JSON.parse(call.body));

describe("the offer of the browser's time zone", () => {
  // Loaded before the tests: an offer not shown is then not one still on its way.
  beforeAll(() => import('./time-zone-offer-alert'));

  it("sets the shop's zone to the browser's on «Да», once", async () => {
    browserInZone('Asia/Yekaterinburg');
    const shop = moscowShop();
    const api = createFakeApi(shopRoutes(shop));
    const { user } = await openHome(api);

    const offer = await screen.findByText(OFFER);
    await user.click(screen.getByRole('button', { name: 'Да' }));

    expect(patches(api)).toEqual([{ time_zone: 'Asia/Yekaterinburg' }]);
    expect(await screen.findByText('Часовой пояс магазина: Екатеринбург')).toBeVisible();
    expect(offer).not.toBeInTheDocument();
    expect(shop.time_zone).toBe('Asia/Yekaterinburg');
  });

  it('keeps the zone on «Нет», and does not ask this browser again for the shop', async () => {
    browserInZone('Asia/Yekaterinburg');
    const api = createFakeApi(shopRoutes(moscowShop()));
    const { user } = await openHome(api);

    await user.click(await screen.findByRole('button', { name: 'Нет' }));

    await waitFor(() => expect(screen.queryByText(OFFER)).not.toBeInTheDocument());
    cleanup();
    await openHome(api);
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(patches(api)).toEqual([]);
  });

  it('offers nothing when the browser is in the shop’s zone', async () => {
    await openHome(createFakeApi(shopRoutes(moscowShop())));

    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('offers nothing to a member whose role may not change the shop', async () => {
    browserInZone('Asia/Yekaterinburg');
    await openHome(createFakeApi(shopRoutes(moscowShop('ORDER_MANAGER'))));

    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });
});
