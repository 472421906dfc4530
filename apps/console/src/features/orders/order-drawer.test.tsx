import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { formatRubles, NO_PRICE_TEXT } from '@vitrina/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../testing/dialogs';
import { aCart, aDelivery, aLine, anOrder, fakeOrdersServer } from './testing/fake-orders-server';
import { openOrders } from './testing/open-orders';

const drawer = () => screen.findByRole('dialog', { name: 'Заказ #1007' });
const section = async (name: string) => within(await drawer()).getByRole('region', { name });
const patches = (api: ReturnType<typeof fakeOrdersServer>) =>
  api.callsTo('PATCH v1/orders/601/').map((call) => JSON.parse(call.body) as unknown);

/** An order with every field filled: an e-mail, a comment, a discount, two pieces. */
const fullOrder = () =>
  anOrder({
    customer: { name: 'Инна Смирнова', phone: '+79001112233', email: 'inna@example.ru' },
    comment: 'Позвоните после 18:00',
    lines: [aLine({ price: 5000, discount_value: 10, quantity: 2, total: 9000 })],
    units: 2,
    total: 9000,
  });

const withHistory = () =>
  anOrder({
    status: 'IN_PROGRESS',
    status_changes: [
      {
        from: 'NEW',
        to: 'IN_PROGRESS',
        source: 'telegram',
        actor: 'Иван (@ivan)',
        at: '2026-11-20T10:00:00.000Z',
      },
    ],
  });

describe('order drawer', () => {
  it('opens from the list with the order in the address, and shows all it holds', async () => {
    const { user, router } = await openOrders('/orders', fakeOrdersServer([fullOrder()]));

    await user.click(await screen.findByRole('link', { name: '#1007' }));

    await drawer();
    expect(router.state.location.search).toBe('?order=601');
    const buyer = await section('Покупатель');
    expect(buyer).toHaveTextContent('Инна Смирнова');
    expect(within(buyer).getByRole('link', { name: '+7 900 111-22-33' })).toHaveAttribute(
      'href',
      'tel:+79001112233',
    );
    expect(within(buyer).getByRole('link', { name: 'inna@example.ru' })).toHaveAttribute(
      'href',
      'mailto:inna@example.ru',
    );
    expect(buyer).toHaveTextContent('Позвоните после 18:00');
    const goods = await section('Товары');
    // Raw text: the matcher would fold the no-break spaces of the ruble format.
    expect(within(goods).getByRole('listitem').textContent).toBe(
      `Сапоги зимние2 Шт × ${formatRubles(4500)} (${formatRubles(5000)} −10%)${formatRubles(9000)}`,
    );
    expect(goods.textContent).toContain(`Итого2 товара · ${formatRubles(9000)}`);
    const source = await section('Откуда');
    expect(within(source).getByRole('link', { name: 'https://магазин.рф/' })).toBeVisible();
    expect(source).toHaveTextContent('ВиджетВитрина обуви');
    expect(source).toHaveTextContent('ПлощадкаМой магазин');
    expect(source).toHaveTextContent('Создан21.11.2026, 10:05');
  });

  it('lists every line of a cart as ordered, with its SKU, unit price and total, and the order’s total', async () => {
    await openOrders('/orders?order=601', fakeOrdersServer([aCart()]));

    const goods = await section('Товары');
    const lines = within(goods).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      `Кружка — синий, 350 млАртикул MUG-B-3501 Шт × ${formatRubles(700)}${formatRubles(700)}`,
      `ТарелкаАртикул PL-11 Шт × ${formatRubles(900)} (${formatRubles(1000)} −10%)${formatRubles(900)}`,
      `Чайник1 Шт × ${formatRubles(2550)}${formatRubles(2550)}`,
    ]);
    expect(goods.textContent).toContain(`Итого3 товара · ${formatRubles(4150)}`);
  });

  it('says a line had no price, and counts its quantity alone', async () => {
    const line = aLine({ price: null, total: null, quantity: 3 });
    const order = anOrder({ lines: [line], units: 3, total: null });
    await openOrders('/orders?order=601', fakeOrdersServer([order]));

    const goods = await section('Товары');
    expect(within(goods).getByRole('listitem')).toHaveTextContent(
      `Сапоги зимние3 Шт${NO_PRICE_TEXT}`,
    );
    expect(goods).toHaveTextContent(`Итого3 товара · ${NO_PRICE_TEXT}`);
  });

  it('shows a page off the site’s confirmed domains as the buyer’s text, not a link', async () => {
    const foreign = anOrder({ page_url: 'https://evil.example.com/pay', page_on_site: false });
    await openOrders('/orders?order=601', fakeOrdersServer([foreign]));

    const source = await section('Откуда');

    expect(source).toHaveTextContent('Страницаhttps://evil.example.com/pay');
    expect(within(source).queryByRole('link')).toBeNull();
  });

  it('opens at once from the address of a reload, with the status history and the deliveries', async () => {
    const failed = aDelivery({
      id: 72,
      contact_title: 'Почта',
      contact_type: 'EMAIL',
      status: 'FAILED',
      attempts: 5,
      last_error: 'Почтовый сервер не принял письмо',
      delivered_at: null,
    });
    const order = { ...withHistory(), deliveries: [aDelivery(), failed] };
    await openOrders('/orders?order=601', fakeOrdersServer([order]));

    const history = await section('История статусов');
    expect(history).toHaveTextContent(
      'Новая → В работе · в Telegram, Иван (@ivan) · 20.11.2026, 13:00',
    );
    const log = await section('Отправка уведомлений');
    const chat = within(log).getByRole('group', { name: 'Чат магазина (Telegram)' });
    expect(chat).toHaveTextContent('СтатусДоставлено');
    expect(chat).toHaveTextContent('Доставлено20.11.2026, 12:31');
    expect(within(chat).queryByRole('button')).toBeNull();
    const mail = within(log).getByRole('group', { name: 'Почта (Электронная почта)' });
    expect(mail).toHaveTextContent('СтатусНе доставлено');
    expect(mail).toHaveTextContent('Попыток5');
    expect(mail).toHaveTextContent('Почтовый сервер не принял письмо');
  });

  it('moves the status, and the chip of the list follows', async () => {
    const { api, user } = await openOrders('/orders?order=601');

    await user.click(within(await drawer()).getByRole('button', { name: 'В работу' }));

    expect(await screen.findByText('Статус изменён')).toBeVisible();
    expect(patches(api)).toEqual([{ status: 'IN_PROGRESS' }]);
    const status = await section('Статус');
    await waitFor(() => expect(status).toHaveTextContent('В работе'));
    expect(within(status).getByRole('button', { name: 'Выполнена' })).toBeVisible();
    await user.click(within(await drawer()).getByRole('button', { name: 'Закрыть' }));
    await dialogGone();
    const row = screen.getByRole('link', { name: '#1007' }).closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('В работе'));
  });

  it('asks before cancelling, and cancels only once confirmed', async () => {
    const { api, user } = await openOrders('/orders?order=601');

    await user.click(within(await drawer()).getByRole('button', { name: 'Отменить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отменить заказ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Не отменять' }));
    expect(patches(api)).toEqual([]);
    await user.click(within(await drawer()).getByRole('button', { name: 'Отменить' }));
    await user.click(await screen.findByRole('button', { name: 'Отменить заказ' }));

    await waitFor(() => expect(patches(api)).toEqual([{ status: 'CANCELLED' }]));
    const status = await section('Статус');
    await waitFor(() => expect(status).toHaveTextContent('Отменена'));
    expect(within(status).queryByRole('button')).toBeNull();
  });

  it('shows the server’s refusal of a move the status no longer allows, and reads the order again', async () => {
    const order = anOrder();
    const { user } = await openOrders('/orders?order=601', fakeOrdersServer([order]));
    await drawer();
    order.status = 'DONE'; // pressed in Telegram meanwhile

    await user.click(within(await drawer()).getByRole('button', { name: 'В работу' }));

    expect(
      await screen.findByText(messages.orders.statusMoveRefused('Выполнена', 'В работе')),
    ).toBeVisible();
    const status = await section('Статус');
    await waitFor(() => expect(status).toHaveTextContent('Выполнена'));
    expect(within(status).queryByRole('button')).toBeNull();
  });

  it('saves the merchant’s note', async () => {
    const { api, user } = await openOrders('/orders?order=601');
    const note = within(await section('Заметка')).getByRole('textbox', { name: 'Заметка' });

    await user.type(note, 'Перезвонить');
    await user.click(screen.getByRole('button', { name: 'Сохранить заметку' }));

    expect(await screen.findByText('Заметка сохранена')).toBeVisible();
    expect(patches(api)).toEqual([{ note: 'Перезвонить' }]);
  });

  it('sends a failed message again', async () => {
    const failed = aDelivery({ status: 'FAILED', attempts: 5, last_error: 'Бот заблокирован' });
    const { api, user } = await openOrders(
      '/orders?order=601',
      fakeOrdersServer([anOrder({ deliveries: [failed] })]),
    );

    await user.click(within(await drawer()).getByRole('button', { name: 'Отправить повторно' }));

    expect(await screen.findByText('Сообщение отправлено повторно')).toBeVisible();
    expect(api.callsTo('POST v1/orders/601/deliveries/71/retry/')).toHaveLength(1);
    const chat = within(await section('Отправка уведомлений')).getByRole('group');
    await waitFor(() => expect(chat).toHaveTextContent('СтатусОтправляется'));
    expect(within(chat).queryByRole('button')).toBeNull();
  });

  it.each([
    ['an order the merchant does not have', '999', 1],
    ['an id that names nothing', 'abc', 0],
  ])('says the order is not found for %s', async (_case, id, reads) => {
    const { api } = await openOrders(`/orders?order=${id}`);

    const panel = await screen.findByRole('dialog', { name: 'Заказ' });
    expect(await within(panel).findByText('Заказ не найден')).toBeVisible();
    expect(api.calls.filter((call) => call.route.startsWith('GET v1/orders/9'))).toHaveLength(
      reads,
    );
  });

  it('fills a 375 px phone', async () => {
    await openOrders('/orders?order=601', undefined, 375);

    expect(await drawer()).toHaveTextContent('Инна Смирнова');
  });
});
