import { screen, waitFor, within } from '@testing-library/react';
import { blocklistMessages, blocklistTexts as texts } from '@vitrina/contracts/blocklist-texts';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import { anOrder, fakeOrdersServer } from './testing/fake-orders-server';
import { listQueries, openOrders } from './testing/open-orders';

const BLOCK = 'POST v1/platform/service/blocklist/orders/:id/';

/** An order refused quietly because its phone is in the shop's list. */
const aRejectedOrder = () =>
  anOrder({
    id: 602,
    number: 1008,
    customer: { name: 'Мошенник', phone: '+79005550101', email: null },
    rejection: { kind: 'PHONE', value: '+79005550101' },
  });

/** The entries the server answers for an order's buyer once blocked. */
const blockedEntries = () =>
  reply(200, {
    data: [
      {
        id: 12,
        kind: 'EMAIL',
        value: 'inna@example.ru',
        note: 'Заказ #1007',
        created_at: '2026-11-22T08:00:00.000Z',
      },
      {
        id: 11,
        kind: 'PHONE',
        value: '+79001112233',
        note: 'Заказ #1007',
        created_at: '2026-11-22T08:00:00.000Z',
      },
    ],
  });

const withEmail = () =>
  anOrder({ customer: { name: 'Инна Смирнова', phone: '+79001112233', email: 'inna@example.ru' } });

describe('orders refused quietly: «Отклонённые»', () => {
  it('lists them under the status filter’s «Отклонённые», each with the entry it matched', async () => {
    const api = fakeOrdersServer([aRejectedOrder(), anOrder()]);
    const { user, router } = await openOrders('/orders', api);
    await screen.findByRole('link', { name: '#1007' });
    expect(screen.queryByRole('link', { name: '#1008' })).toBeNull();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Статус' }),
      texts.rejectedFilter,
    );

    const row = (await screen.findByRole('link', { name: '#1008' })).closest('tr')!;
    expect(row).toHaveTextContent(texts.rejectedChip);
    expect(row).toHaveTextContent('Телефон +7 900 555-01-01 в списке блокировки');
    expect(screen.queryByRole('link', { name: '#1007' })).toBeNull();
    expect(listQueries(api).at(-1)).toEqual({ rejected: 'true' });
    expect(router.state.location.search).toBe('?status=rejected');
  });

  it('says there are none when nothing was refused', async () => {
    await openOrders('/orders?status=rejected', fakeOrdersServer([anOrder()]));

    expect(await screen.findByText(texts.noRejected)).toBeVisible();
  });

  it('shows why in the card, in place of the status and its moves', async () => {
    await openOrders('/orders?status=rejected&order=602', fakeOrdersServer([aRejectedOrder()]));

    const drawer = await screen.findByRole('dialog', { name: 'Заказ #1008' });
    const notice = await within(drawer).findByRole('alert');
    expect(notice).toHaveTextContent(texts.rejectedTitle);
    expect(notice).toHaveTextContent('Телефон +7 900 555-01-01 в списке блокировки');
    expect(within(drawer).queryByRole('region', { name: 'Статус' })).toBeNull();
  });
});

describe('«Заблокировать» in an order’s card', () => {
  it('asks first, naming the phone and the e-mail, then blocks them', async () => {
    const api = fakeOrdersServer([withEmail()], { [BLOCK]: blockedEntries });
    const { user } = await openOrders('/orders?order=601', api);
    const drawer = await screen.findByRole('dialog', { name: 'Заказ #1007' });

    await user.click(await within(drawer).findByRole('button', { name: texts.block }));
    const question = await screen.findByRole('dialog', { name: texts.blockTitle });
    expect(question).toHaveTextContent(texts.blockText(['+7 900 111-22-33', 'inna@example.ru']));
    expect(api.callsTo('POST v1/platform/service/blocklist/orders/601/')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: texts.blockConfirm }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.blockTitle })).toBeNull(),
    );
    expect(api.callsTo('POST v1/platform/service/blocklist/orders/601/')).toHaveLength(1);
    expect(await screen.findByText(texts.blocked)).toBeVisible();
  });

  it('blocks nothing when the question is answered «Отменить»', async () => {
    const api = fakeOrdersServer([withEmail()], { [BLOCK]: blockedEntries });
    const { user } = await openOrders('/orders?order=601', api);
    const drawer = await screen.findByRole('dialog', { name: 'Заказ #1007' });

    await user.click(await within(drawer).findByRole('button', { name: texts.block }));
    const question = await screen.findByRole('dialog', { name: texts.blockTitle });
    await user.click(within(question).getByRole('button', { name: texts.blockCancel }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.blockTitle })).toBeNull(),
    );
    expect(api.callsTo('POST v1/platform/service/blocklist/orders/601/')).toHaveLength(0);
  });

  it('says why the server refused', async () => {
    const api = fakeOrdersServer([withEmail()], {
      [BLOCK]: () => reply(422, { detail: blocklistMessages.nothingToBlock }),
    });
    const { user } = await openOrders('/orders?order=601', api);
    const drawer = await screen.findByRole('dialog', { name: 'Заказ #1007' });

    await user.click(await within(drawer).findByRole('button', { name: texts.block }));
    const question = await screen.findByRole('dialog', { name: texts.blockTitle });
    await user.click(within(question).getByRole('button', { name: texts.blockConfirm }));

    expect(await screen.findByText(blocklistMessages.nothingToBlock)).toBeVisible();
  });

  it('offers nothing to block of an erased buyer', async () => {
    const erased = anOrder({ customer: { name: 'Покупатель удалён', phone: '', email: null } });
    await openOrders('/orders?order=601', fakeOrdersServer([erased]));

    const drawer = await screen.findByRole('dialog', { name: 'Заказ #1007' });
    await within(drawer).findByRole('region', { name: 'Покупатель' });
    expect(within(drawer).queryByRole('button', { name: texts.block })).toBeNull();
  });
});
