import { screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_PROVIDER_TEXTS, paymentMessages } from '@vitrina/contracts/payments';
import type { ShopRole } from '@vitrina/contracts/team';
import { describe, expect, it } from 'vitest';
import { createFakeApi, reply, type FakeApi, type FakeHandler } from '../../testing/fake-api';
import { shopRoutes } from '../../testing/fake-shop';
import { currentShopAs, expectRefusedControl } from '../../testing/member-role';
import { renderApp } from '../../testing/render-app';
import { dialogGone } from '../../testing/dialogs';
import { SHOP_TEXTS } from '../../shared/shop/shop-texts';
import {
  aConnection,
  paymentRoutes,
  YOOKASSA,
  type HeldConnection,
} from './testing/fake-payment-settings';
import { bodyOf } from './testing/open-form-services';

const KEY = 'test_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0';
const YOOKASSA_TEXTS = PAYMENT_PROVIDER_TEXTS.yookassa;

interface Setup {
  settings?: HeldConnection['settings'];
  role?: ShopRole;
  /** The server's answer to a PUT, in place of the one that saves. */
  put?: FakeHandler;
  width?: number;
}

/** The settings page at «Оплата», once the connection (or the form to make it) shows. */
async function openPayments({ settings = null, role = 'OWNER', put, width }: Setup = {}) {
  const held: HeldConnection = { settings };
  const api = createFakeApi({
    ...shopRoutes(currentShopAs(role)),
    ...paymentRoutes(held),
    ...(put && { [`PUT ${YOOKASSA}`]: put }),
  });
  const rendered = renderApp('/settings?section=payments', { signedIn: true, api, width });
  await screen.findByRole('heading', { name: 'Оплата онлайн' }, { timeout: 10_000 });
  await (settings ? connection() : screen.findByRole('form', { name: 'Подключение ЮKassa' }));
  return { ...rendered, api, held };
}

const puts = (api: FakeApi) => api.callsTo(`PUT ${YOOKASSA}`).map(bodyOf);
const shopIdField = () => screen.getByLabelText(/^shopId/);
const keyField = () => screen.getByLabelText(/^Секретный ключ/);
const connection = () => screen.findByRole('region', { name: 'ЮKassa' });

type User = ReturnType<typeof renderApp>['user'];

async function choose(user: User, select: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('online payment on the settings page', () => {
  it('opens from its side button beside «Отправка форм» and «Магазин»', async () => {
    const api = createFakeApi({
      ...shopRoutes(currentShopAs('OWNER')),
      ...paymentRoutes({ settings: null }),
    });
    const { user, router } = renderApp('/settings?section=shop', { signedIn: true, api });

    const button = await screen.findByRole('button', { name: 'Оплата' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Отправка форм' })).toBeVisible();
    await user.click(button);

    expect(await screen.findByRole('heading', { name: 'Оплата онлайн' })).toBeVisible();
    expect(button).toHaveAttribute('aria-current', 'page');
    expect(router.state.location.search).toBe('?section=payments');
  });

  it('connects ЮKassa with the keys and the receipts’ settings, and says so', async () => {
    const { user, api } = await openPayments({ width: 375 });
    expect(screen.getByText(/Подключите ЮKassa/)).toBeVisible();

    await user.type(shopIdField(), '506751');
    await user.type(keyField(), KEY);
    await user.click(screen.getByRole('switch', { name: 'Тестовый режим' }));
    await choose(user, 'Ставка НДС', 'НДС 20%');
    await choose(user, 'Система налогообложения', 'Упрощённая (УСН, доходы)');
    await user.click(screen.getByRole('switch', { name: 'Отправлять чеки по 54-ФЗ' }));
    await user.click(screen.getByRole('button', { name: 'Подключить' }));

    expect(await screen.findByText('ЮKassa подключена')).toBeVisible();
    expect(puts(api)).toEqual([
      {
        shop_id: '506751',
        secret_key: KEY,
        test: true,
        vat_code: 4,
        tax_system_code: 2,
        receipts: true,
      },
    ]);
    const shown = await connection();
    expect(shown).toHaveTextContent(`••••${KEY.slice(-4)}`);
    expect(shown).not.toHaveTextContent(KEY);
    expect(shown).toHaveTextContent('НДС 20%');
  });

  it('asks for the keys before sending anything', async () => {
    const { user, api } = await openPayments();

    await user.click(screen.getByRole('button', { name: 'Подключить' }));

    expect(await screen.findByText(paymentMessages.secretKeyRequired)).toBeVisible();
    expect(shopIdField()).toHaveAccessibleDescription(paymentMessages.shopIdRequired);
    expect(puts(api)).toEqual([]);
  });

  it('is saved by the page’s «Сохранить изменения» too, once something in it changed', async () => {
    const { user, api } = await openPayments();
    const save = screen.getByRole('button', { name: 'Сохранить изменения' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Изменений нет');

    await user.type(shopIdField(), '506751');
    await user.type(keyField(), KEY);
    await user.click(save);

    expect(await screen.findByText('ЮKassa подключена')).toBeVisible();
    expect(puts(api)).toEqual([expect.objectContaining({ shop_id: '506751', secret_key: KEY })]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('shows ЮKassa’s refusal of the keys at the key field', async () => {
    const put = () => reply(422, { detail: YOOKASSA_TEXTS.credentialsRefused });
    const { user } = await openPayments({ put });

    await user.type(shopIdField(), '506751');
    await user.type(keyField(), KEY);
    await user.click(screen.getByRole('button', { name: 'Подключить' }));

    await waitFor(() =>
      expect(keyField()).toHaveAccessibleDescription(YOOKASSA_TEXTS.credentialsRefused),
    );
    expect(keyField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('form', { name: 'Подключение ЮKassa' })).toBeVisible();
  });

  it('shows a refusal of the mode at the test switch, and an unreachable ЮKassa above the button', async () => {
    const refusal = YOOKASSA_TEXTS.testShopKeys;
    let answer = () =>
      reply(422, { detail: refusal, errors: [{ field: 'test', message: refusal }] });
    const { user } = await openPayments({ put: () => answer() });

    await user.type(shopIdField(), '506751');
    await user.type(keyField(), KEY);
    await user.click(screen.getByRole('button', { name: 'Подключить' }));
    const testSwitch = screen.getByRole('switch', { name: 'Тестовый режим' });
    await waitFor(() => expect(testSwitch).toHaveAccessibleDescription(refusal));

    answer = () => reply(502, { detail: YOOKASSA_TEXTS.unreachable });
    await user.click(screen.getByRole('button', { name: 'Подключить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(YOOKASSA_TEXTS.unreachable);
  });

  it('shows the connection by the key’s last characters, its mode and receipts', async () => {
    await openPayments({ settings: aConnection({ tax_system_code: 6, receipts: true }) });

    const shown = await connection();
    expect(shown).toHaveTextContent('506751');
    expect(shown).toHaveTextContent('••••1234');
    expect(shown).toHaveTextContent('Тестовый');
    expect(shown).toHaveTextContent('Без НДС');
    expect(shown).toHaveTextContent('Патентная система налогообложения');
    expect(shown).toHaveTextContent('Отправляются');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('changes the settings with the key left empty: the stored key stays', async () => {
    const { user, api } = await openPayments({ settings: aConnection() });
    await connection();

    await user.click(screen.getByRole('button', { name: 'Изменить' }));
    expect(keyField()).toHaveValue('');
    expect(keyField()).toHaveAccessibleDescription(/пустым, чтобы сохранить прежний ключ/);
    expect(shopIdField()).toHaveValue('506751');
    await choose(user, 'Ставка НДС', 'НДС 22%');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Настройки оплаты сохранены')).toBeVisible();
    expect(puts(api)).toEqual([
      { shop_id: '506751', test: true, vat_code: 11, tax_system_code: null, receipts: false },
    ]);
    const shown = await connection();
    expect(shown).toHaveTextContent('НДС 22%');
    expect(shown).toHaveTextContent('••••1234');
  });

  it('disconnects after asking, and offers to connect again', async () => {
    const { user, api } = await openPayments({ settings: aConnection() });
    await connection();

    await user.click(screen.getByRole('button', { name: 'Отключить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отключить оплату онлайн?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await dialogGone();
    expect(api.callsTo(`DELETE ${YOOKASSA}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Отключить' }));
    const again = await screen.findByRole('dialog', { name: 'Отключить оплату онлайн?' });
    await user.click(within(again).getByRole('button', { name: 'Отключить' }));

    expect(await screen.findByText(paymentMessages.disconnected)).toBeVisible();
    expect(api.callsTo(`DELETE ${YOOKASSA}`)).toHaveLength(1);
    expect(await screen.findByRole('form', { name: 'Подключение ЮKassa' })).toBeVisible();
  });

  it('lets a member whose role may not change the shop look, not change', async () => {
    await openPayments({ role: 'ORDER_MANAGER' });

    expect(screen.getByText(SHOP_TEXTS.readOnlyNotice)).toBeVisible();
    expect(shopIdField()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Подключить' })).toBeDisabled();
  });

  it('shows a connection to such a member without a way to change or disconnect it', async () => {
    const { user } = await openPayments({ role: 'ORDER_MANAGER', settings: aConnection() });

    expect(await connection()).toHaveTextContent('••••1234');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Изменить' })).toBeDisabled());
    await expectRefusedControl(user, screen.getByRole('button', { name: 'Изменить' }));
    await expectRefusedControl(user, screen.getByRole('button', { name: 'Отключить' }));
  });
});
