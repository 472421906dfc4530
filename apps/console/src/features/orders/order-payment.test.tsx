import { screen, waitFor, within } from '@testing-library/react';
import { ORDER_PAYMENT_STATUS_LABELS, paymentMessages } from '@vitrina/contracts/payment-texts';
import type { OrderPaymentStatus } from '@vitrina/contracts/payment-texts';
import { formatRubles } from '@vitrina/contracts/pricing';
import { ROLE_PERMISSIONS } from '@vitrina/contracts/team-roles';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { shopRoutes } from '../../testing/fake-shop';
import { currentShopAs, memberRoutes } from '../../testing/member-role';
import { aPaidOrder, aRefund, anOrder, fakeOrdersServer } from './testing/fake-orders-server';
import { openOrders } from './testing/open-orders';

const drawer = () => screen.findByRole('dialog', { name: 'Заказ #1007' });
const section = async (name: string) => within(await drawer()).findByRole('region', { name });
const refundButton = async () =>
  within(await section('Оплата')).findByRole('button', { name: 'Вернуть деньги' });
const refundDialog = () => screen.findByRole('dialog', { name: 'Возврат денег' });
const amountField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: /Сумма возврата/ });
const refundCalls = (api: ReturnType<typeof fakeOrdersServer>) =>
  api.callsTo('POST v1/orders/601/refunds/').map((call) => JSON.parse(call.body) as unknown);
/** The text as the queries read it: their matchers fold the ruble format's no-break spaces. */
const folded = (text: string) => text.replace(/\s+/g, ' ');

/** The order paid 7 500 ₽, 500 ₽ of it given back already: 7 000 ₽ left. */
const partlyRefunded = () => aPaidOrder({ refunded_amount: 500 }, { refunds: [aRefund()] });

async function openRefund(api = fakeOrdersServer([partlyRefunded()])) {
  const opened = await openOrders('/orders?order=601', api);
  await opened.user.click(await refundButton());
  return { ...opened, dialog: await refundDialog() };
}

const STATUSES = Object.keys(ORDER_PAYMENT_STATUS_LABELS) as OrderPaymentStatus[];

describe('order payment', () => {
  it('shows the payment: its status, amount, what is given back, the ЮKassa id and test mode', async () => {
    await openOrders('/orders?order=601', fakeOrdersServer([partlyRefunded()]));

    const payment = await section('Оплата');
    expect(payment).toHaveTextContent('Оплачена');
    expect(payment).toHaveTextContent('тестовый режим');
    expect(payment.textContent).toContain(`Сумма${formatRubles(7500)}`);
    expect(payment.textContent).toContain(`Возвращено${formatRubles(500)}`);
    expect(payment).toHaveTextContent('Дата оплаты21.11.2026, 10:07');
    expect(payment).toHaveTextContent('Платёж ЮKassa2f1e5c3a-000f-5000-9000-1b68e7b15f3f');
  });

  it.each(STATUSES)('labels a payment %s with its chip in the drawer', async (status) => {
    const order = aPaidOrder({ status, test: false, refunded_amount: 0 });
    await openOrders('/orders?order=601', fakeOrdersServer([order]));

    const payment = await section('Оплата');
    expect(payment).toHaveTextContent(ORDER_PAYMENT_STATUS_LABELS[status]);
    expect(payment).not.toHaveTextContent('тестовый режим');
    expect(payment).not.toHaveTextContent('Возвращено');
  });

  it('shows no payment for an order made without online payment', async () => {
    await openOrders('/orders?order=601', fakeOrdersServer([anOrder()]));

    await section('Статус');
    expect(within(await drawer()).queryByRole('region', { name: 'Оплата' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Вернуть деньги' })).toBeNull();
  });

  it.each(STATUSES)('puts the payment’s chip %s beside the status in the list', async (status) => {
    await openOrders('/orders', fakeOrdersServer([aPaidOrder({ status })]));

    const row = (await screen.findByRole('link', { name: '#1007' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[6]).toHaveTextContent(`Новая${ORDER_PAYMENT_STATUS_LABELS[status]}`);
  });

  it('shows the payment’s chip on the card at 375 px, and none for an order without it', async () => {
    const other = anOrder({ id: 600, number: 1006 });
    await openOrders('/orders', fakeOrdersServer([aPaidOrder({ status: 'pending' }), other]), 375);

    const paid = await screen.findByRole('listitem', { name: 'Заказ #1007' });
    expect(paid).toHaveTextContent('НоваяОжидает оплаты');
    const unpaid = screen.getByRole('listitem', { name: 'Заказ #1006' });
    for (const label of Object.values(ORDER_PAYMENT_STATUS_LABELS))
      expect(unpaid).not.toHaveTextContent(label);
  });

  it('lists the refunds among the status changes, saying when one is not made', async () => {
    const order = aPaidOrder(
      { refunded_amount: 500 },
      {
        status: 'DONE',
        status_changes: [
          {
            from: 'NEW',
            to: 'DONE',
            source: 'console',
            actor: 'a@example.ru',
            at: '2026-11-21T09:00:00.000Z',
          },
        ],
        refunds: [
          aRefund(),
          aRefund({ id: 92, amount: 1200, status: 'pending', at: '2026-11-23T08:00:00.000Z' }),
          aRefund({ id: 93, amount: 300, status: 'canceled', at: '2026-11-21T08:00:00.000Z' }),
        ],
      },
    );
    await openOrders('/orders?order=601', fakeOrdersServer([order]));

    const entries = within(await section('История статусов')).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      `Возврат ${formatRubles(300)} (отклонён) · shop@example.ru · 21.11.2026, 11:00`,
      'Новая → Выполнена · в консоли, a@example.ru · 21.11.2026, 12:00',
      `Возврат ${formatRubles(500)} · shop@example.ru · 22.11.2026, 11:00`,
      `Возврат ${formatRubles(1200)} (в обработке) · shop@example.ru · 23.11.2026, 11:00`,
    ]);
  });

  it.each([
    ['waits for the buyer', { status: 'pending' }],
    ['is not paid', { status: 'canceled' }],
    ['is given back whole', { status: 'refunded', refunded_amount: 7500 }],
    ['has nothing left to give back', { refunded_amount: 7500 }],
  ] as const)('offers no refund of a payment that %s', async (_case, payment) => {
    await openOrders('/orders?order=601', fakeOrdersServer([aPaidOrder(payment)]));

    await section('Оплата');
    expect(screen.queryByRole('button', { name: 'Вернуть деньги' })).toBeNull();
  });

  it('offers a refund to a manager of orders', async () => {
    const manager = fakeOrdersServer([aPaidOrder()], memberRoutes('ORDER_MANAGER'));
    await openOrders('/orders?order=601', manager);
    expect(await refundButton()).toBeVisible();
  });

  it('offers no refund to a role that may read orders but not change them', async () => {
    const reader = {
      ...currentShopAs('ORDER_MANAGER'),
      permissions: ROLE_PERMISSIONS.ORDER_MANAGER.filter((p) => p !== 'orders.write'),
    };
    await openOrders('/orders?order=601', fakeOrdersServer([aPaidOrder()], shopRoutes(reader)));

    expect(await section('Оплата')).toHaveTextContent('Оплачена');
    expect(screen.queryByRole('button', { name: 'Вернуть деньги' })).toBeNull();
  });

  it('refunds what is left unless told otherwise, toasts, and reads the order again', async () => {
    const { api, user, dialog } = await openRefund();
    expect(amountField(dialog)).toHaveValue('7000');
    expect(dialog.textContent).toContain(`Можно вернуть до ${formatRubles(7000)}`);
    const reads = api.callsTo('GET v1/orders/601/').length;

    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));

    expect(await screen.findByText(paymentMessages.refundDone)).toBeVisible();
    expect(refundCalls(api)).toEqual([{ amount: 7000 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Возврат денег' })).toBeNull());
    await waitFor(() => expect(api.callsTo('GET v1/orders/601/').length).toBeGreaterThan(reads));
    const payment = await section('Оплата');
    await waitFor(() => expect(payment).toHaveTextContent('Возвращена'));
    expect(payment.textContent).toContain(`Возвращено${formatRubles(7500)}`);
    expect(within(payment).queryByRole('button', { name: 'Вернуть деньги' })).toBeNull();
    const history = await section('История статусов');
    expect(history.textContent).toContain(`Возврат ${formatRubles(7000)} · shop@example.ru`);
  });

  it('refunds a part typed as people write it, with a comma and spaces', async () => {
    const { api, user, dialog } = await openRefund();

    await user.clear(amountField(dialog));
    await user.type(amountField(dialog), '1 200,50');
    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));

    await waitFor(() => expect(refundCalls(api)).toEqual([{ amount: 1200.5 }]));
  });

  it.each([
    ['more than is left', '7000,01', paymentMessages.refundTooMuch(formatRubles(7000))],
    ['nothing', '', paymentMessages.refundAmountRequired],
    ['zero', '0', paymentMessages.refundAmountInvalid],
    ['a third kopeck', '10,505', paymentMessages.refundAmountInvalid],
    ['words', 'всё', paymentMessages.refundAmountInvalid],
  ])('refuses %s before asking the server', async (_case, typed, message) => {
    const { api, user, dialog } = await openRefund();

    await user.clear(amountField(dialog));
    if (typed) await user.type(amountField(dialog), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));

    expect(await within(dialog).findByText(folded(message))).toBeVisible();
    expect(amountField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(refundCalls(api)).toEqual([]);
  });

  it('shows the server’s refusal of the amount at the field', async () => {
    const message = paymentMessages.refundTooMuch(formatRubles(6500));
    const api = fakeOrdersServer([partlyRefunded()], {
      'POST v1/orders/:id/refunds/': () =>
        reply(422, { detail: message, errors: [{ field: 'amount', message }] }),
    });
    const { user, dialog } = await openRefund(api);

    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));

    expect(await within(dialog).findByText(folded(message))).toBeVisible();
    expect(amountField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it.each([
    ['nothing paid to give back (409)', 409, paymentMessages.refundNotPaid],
    ['ЮKassa’s refusal (502)', 502, paymentMessages.refundRefused],
  ])('says so in the dialog for %s, and keeps it open', async (_case, status, detail) => {
    const api = fakeOrdersServer([partlyRefunded()], {
      'POST v1/orders/:id/refunds/': () => reply(status, { detail }),
    });
    const { user, dialog } = await openRefund(api);

    await user.click(within(dialog).getByRole('button', { name: 'Оформить возврат' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(amountField(dialog)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(paymentMessages.refundDone)).toBeNull();
  });
});
