// The console's screens as a seeded shop shows them, each with what tells it is drawn with its
// data: the screens tour scans and pictures them at every width, the controls journey presses
// everything on them. The table is keyed by the console's route table, so a new route does not
// compile here until it is added.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { paths } from '@vitrina/contracts/console-paths';
import { linkPathOf, waitForLetter } from './mail-folder';
import {
  confirmedEmailContact,
  merchantDomain,
  merchantWithSite,
  publishedWidget,
} from './storefront';
import type { StorefrontWorld } from './storefront-world';

/** A screen: its address, what shows it is drawn, and what is pressed there to reach a state
 * with no address of its own (a settings tab). */
export interface Stop {
  path: string;
  shown: (page: Page) => Locator;
  /** The state's name in pictures, e.g. `lists` for the settings' «Списки». */
  state?: string;
  /** Brings the screen to the state once it is shown, and waits until the state is drawn. */
  reach?: (page: Page) => Promise<void>;
}

export type Shop = Awaited<ReturnType<typeof shopOnItsWay>>;

/**
 * A shop with a catalog and a category, a confirmed site, a published widget and an e-mail
 * service: every screen has something to show.
 */
export async function shopOnItsWay(world: StorefrontWorld, context: BrowserContext, name: string) {
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

/** The widget editor's tabs, each by what its own content shows (its code comes on its own). */
const WIDGET_TABS: Record<string, Stop['shown']> = {
  content: (page) => page.getByRole('button', { name: 'Изменить' }),
  style: (page) => page.getByRole('button', { name: 'Телефон' }),
  settings: (page) => page.getByText('Оформление заказа'),
  integration: (page) => page.getByRole('button', { name: 'Проверить установку' }),
};

/** The settings page with one of its tabs chosen, which keep no address of their own. */
const settingsTab = (state: string, tab: string, title: string): Stop => ({
  path: '/settings',
  shown: heading('Сервисы приёма данных из форм'),
  state,
  reach: async (page) => {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByRole('heading', { name: title }).waitFor();
  },
});

/** The signed-in screens, by the name of their route. */
export function signedInStops(shop: Shop): Record<Exclude<keyof typeof paths, Anonymous>, Stop[]> {
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
    widget: Object.entries(WIDGET_TABS).map(([tab, shown]) => ({
      path: `${editor}?tab=${tab}`,
      shown,
    })),
    siteProduct: [{ path: `${editor}/${productId}`, shown: heading('Сенча') }],
    catalog: [
      { path: '/catalog', shown: (page) => page.getByRole('listitem', { name: /Чай и травы/ }) },
    ],
    collection: [
      {
        path: `/catalog/${collectionId}`,
        shown: (page) => page.getByRole('listitem', { name: 'Сенча', exact: true }),
      },
    ],
    product: [{ path: `/catalog/${collectionId}/${productId}`, shown: heading('Сенча') }],
    widgets: [
      {
        path: '/widgets',
        shown: (page) => page.getByRole('link', { name: 'Витрина чая', exact: true }),
      },
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
      settingsTab('lists', 'Списки', 'Блокировка покупателей'),
      settingsTab('templates', 'Шаблоны', 'Заявка в Telegram'),
      settingsTab('integration', 'Интеграция', 'Вебхуки'),
    ],
  };
}

type Anonymous =
  'auth' | 'passwordReset' | 'signInLink' | 'invitation' | 'privacyPolicy' | 'licenseAgreement';

/**
 * The screens a visitor sees signed out; the reset link and the invitation are the ones their
 * letters bring (the shop invites a new address).
 */
export async function anonymousStops(
  world: StorefrontWorld,
  page: Page,
  shop: Shop,
): Promise<Record<Anonymous, Stop[]>> {
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

export const notFound: Stop = {
  path: '/no/such/page',
  shown: (page) => page.getByText('Страница не найдена'),
};

/** Whether the console sends the page to sign in before it shows what `shown` finds. */
function askedToSignIn(page: Page, shown: Stop['shown']) {
  const signInAsked = page.waitForURL((url) => url.pathname === '/auth').then(() => true);
  const drawn = shown(page)
    .waitFor()
    .then(() => false);
  return Promise.race([signInAsked, drawn].map((waiting) => waiting.catch(() => false)));
}

/**
 * Opens the stop and waits until it shows its state; `signIn`, should the console ask for it
 * (a press signed the merchant out).
 */
export async function openStop(
  page: Page,
  { path, shown, reach }: Stop,
  signIn?: () => Promise<void>,
) {
  await page.goto(path);
  if (signIn && (await askedToSignIn(page, shown))) {
    await signIn();
    await page.waitForURL((url) => url.pathname !== '/auth');
    await page.goto(path);
  }
  await shown(page).waitFor();
  await reach?.(page);
}

/** A file name for the picture of a stop of `route`, e.g. `settings-lists` or `widget-tab-style`. */
export function stopName(route: string, { path, state }: Stop) {
  const query = new URL(path, 'http://console').searchParams;
  const parts = [route, ...[...query].flat(), ...(state ? [state] : [])];
  return parts.join('-').replace(/[^\p{L}\p{N}-]+/gu, '-');
}
