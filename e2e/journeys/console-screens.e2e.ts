// Every screen of the console, each drawn with a shop's data, looked at by axe at 1280 and 375
// px: the one pass each screen gets at both widths whichever journeys visit it. The table is
// keyed by the console's route table, so a new route does not compile here until it is added.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { paths } from '@vitrina/contracts/console-paths';
import { expectAccessible } from '../support/accessibility';
import { openPage, viewports, type Viewport } from '../support/browser';
import { linkPathOf, waitForLetter } from '../support/mail-folder';
import { openSignedIn } from '../support/merchant';
import {
  confirmedEmailContact,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
} from '../support/storefront';
import { storefrontWorld } from '../support/storefront-world';

const world = storefrontWorld();

/** An address of a screen and what shows it is drawn with its data. */
interface Stop {
  path: string;
  shown: (page: Page) => Locator;
}

type Shop = Awaited<ReturnType<typeof shopOnItsWay>>;

/**
 * A shop with a catalog and a category, a confirmed site, a published widget and an e-mail
 * service: every screen has something to show. Its orders are the orders journey's.
 */
async function shopOnItsWay(context: BrowserContext, name: string) {
  const { sitePage, server } = world;
  const shop = await merchantWithSite(context, sitePage, merchantDomain(name));
  const { merchant, api, collectionId, siteId } = shop;
  await api('POST', 'catalog/category/', { title: 'Зелёный чай', collection_id: collectionId });
  const emailId = await confirmedEmailContact(api, server.dataDir, `orders-${merchant.email}`);
  const widget = await publishedWidget(api, siteId, 'Витрина чая', [collectionId], [emailId]);
  const { rows } = await api<{ rows: { id: number }[] }>(
    'GET',
    `catalog/products/rows/?collection=${collectionId}`,
  );
  return { ...shop, widgetId: widget.id, productId: rows[0]!.id };
}

const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { name, level });

/** The signed-in screens, by the name of their route. */
function signedInStops(shop: Shop): Record<Exclude<keyof typeof paths, Anonymous>, Stop[]> {
  const { siteId, widgetId, collectionId, productId, merchant } = shop;
  const editor = `/sites/${siteId}/${widgetId}`;
  return {
    home: [{ path: '/', shown: (page) => page.getByText('6 из 7') }],
    profile: [
      { path: '/profile', shown: (page) => page.getByText(merchant.email, { exact: true }) },
    ],
    sites: [
      { path: '/sites', shown: (page) => page.getByRole('listitem', { name: 'Чайная лавка' }) },
    ],
    site: [
      {
        path: `/sites/${siteId}`,
        shown: (page) => page.getByRole('listitem', { name: 'Витрина чая' }),
      },
    ],
    widget: ['content', 'style', 'settings', 'integration'].map((tab) => ({
      path: `${editor}?tab=${tab}`,
      shown: heading('Витрина чая'),
    })),
    siteProduct: [{ path: `${editor}/${productId}`, shown: heading('Сенча') }],
    catalog: [
      { path: '/catalog', shown: (page) => page.getByRole('listitem', { name: /Чай и травы/ }) },
    ],
    collection: [
      {
        path: `/catalog/${collectionId}`,
        shown: (page) => page.getByRole('listitem', { name: 'Сенча' }),
      },
    ],
    product: [{ path: `/catalog/${collectionId}/${productId}`, shown: heading('Сенча') }],
    widgets: [
      { path: '/widgets', shown: (page) => page.getByRole('tab', { name: 'Все виджеты' }) },
    ],
    users: [{ path: '/users', shown: heading('Пользователи') }],
    analytics: [
      {
        path: '/analytics',
        shown: (page) => page.getByText('За этот период событий нет', { exact: false }),
      },
    ],
    orders: [{ path: '/orders', shown: (page) => page.getByRole('link', { name: 'К площадкам' }) }],
    customers: [
      {
        path: '/orders/customers',
        shown: (page) => page.getByText('Здесь появятся покупатели', { exact: false }),
      },
    ],
    settings: [
      { path: '/settings', shown: heading('Сервисы приёма данных из форм') },
      { path: '/settings?section=shop', shown: heading('Настройки магазина') },
      { path: '/settings?section=payments', shown: heading('Оплата онлайн') },
    ],
  };
}

type Anonymous =
  'auth' | 'passwordReset' | 'signInLink' | 'invitation' | 'privacyPolicy' | 'licenseAgreement';

/**
 * The screens a visitor sees signed out; the reset link and the invitation are the ones their
 * letters bring (the shop invites a new address).
 */
async function anonymousStops(page: Page, shop: Shop): Promise<Record<Anonymous, Stop[]>> {
  const { email } = shop.merchant;
  await page.request.post('/api/user/password/reset', { data: { email } });
  const letter = await waitForLetter(world.server.dataDir, email, '/password/reset/');
  const invited = `invited-${email}`;
  await shop.api('POST', 'shop/invitations/', { email: invited, role: 'ORDER_MANAGER' });
  const invitation = await waitForLetter(world.server.dataDir, invited, '/invite/');
  return {
    auth: [{ path: '/auth', shown: (shown) => shown.getByRole('button', { name: 'Продолжить' }) }],
    passwordReset: [
      {
        path: linkPathOf(letter, '/password/reset/'),
        shown: (shown) => shown.getByRole('button', { name: 'Создать пароль' }),
      },
    ],
    // The screen asks for a press before it spends the link, so any token shows it.
    signInLink: [
      {
        path: '/auth/link/a-link-from-a-letter',
        shown: (shown) => shown.getByRole('button', { name: 'Войти по ссылке' }),
      },
    ],
    invitation: [
      {
        path: linkPathOf(invitation, '/invite/'),
        shown: (shown) => shown.getByRole('link', { name: 'Зарегистрироваться' }),
      },
    ],
    privacyPolicy: [{ path: '/legal/privacy', shown: heading('Политика конфиденциальности') }],
    licenseAgreement: [{ path: '/legal/license', shown: heading('Лицензионное соглашение') }],
  };
}

const notFound: Stop = {
  path: '/no/such/page',
  shown: (page) => page.getByText('Страница не найдена'),
};

/** Opens each stop, waits for it to be drawn and scans it; every screen's violations are told. */
async function tour(page: Page, stops: Stop[]) {
  for (const { path, shown } of stops) {
    await page.goto(path);
    await shown(page).waitFor();
    await expect.soft(expectAccessible(page), path).resolves.toBeUndefined();
  }
}

it.each([
  ['desktop', viewports.desktop],
  ['phone', viewports.mobile],
] as [string, Viewport][])('passes axe on every console screen on a %s', async (name, viewport) => {
  const { context, page, consoleErrors } = await openPage(
    world.browser,
    world.server.url,
    viewport,
  );
  const shop = await shopOnItsWay(context, `screens-${name}`);

  const anonymous = await openPage(world.browser, world.server.url, viewport);
  await tour(anonymous.page, Object.values(await anonymousStops(anonymous.page, shop)).flat());

  await openSignedIn(page, shop.token, '/');
  await tour(page, [...Object.values(signedInStops(shop)).flat(), notFound]);
  expect(anonymous.consoleErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
