import { screen, waitFor } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { recordSavedFiles } from '../../testing/object-urls';
import { aCart, anOrder, fakeOrdersServer, manyOrders } from './testing/fake-orders-server';
import { listQueries, openOrders } from './testing/open-orders';

const lastQuery = (api: Parameters<typeof listQueries>[0]) => listQueries(api).at(-1);

describe('orders filters', () => {
  it.each([
    ['Статус', 'Выполнена', { status: 'DONE' }],
    ['Виджет', 'Распродажа', { widget: '32' }],
  ])(
    'sends the %s filter to the server and keeps it in the address',
    async (label, option, sent) => {
      const { api, user, router } = await openOrders();
      await screen.findByRole('option', { name: 'Хиты' });

      await user.selectOptions(screen.getByRole('combobox', { name: label }), option);

      await waitFor(() => expect(lastQuery(api)).toEqual(sent));
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(sent);
    },
  );

  it('offers the widgets grouped under their sites', async () => {
    await openOrders();

    const site = await screen.findByRole('group', { name: 'Лендинг' });
    expect(site).toHaveTextContent('Хиты');
  });

  it('sends the period, both days, and keeps it in the address', async () => {
    const { api, user, router } = await openOrders();

    await user.type(screen.getByLabelText('С'), '2026-11-01');
    await user.type(screen.getByLabelText('По'), '2026-11-20');

    await waitFor(() => expect(lastQuery(api)).toEqual({ from: '2026-11-01', to: '2026-11-20' }));
    expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-20');
  });

  it('searches on the server and keeps the search in ?q=', async () => {
    const { api, user, router } = await openOrders('/orders', fakeOrdersServer(manyOrders(3)));
    await screen.findByRole('link', { name: '#1003' });

    // Pasted in one change, as a slow run may pause between typed letters longer than the
    // debounce; waiting for the typing to settle is use-debounced-value's own test.
    await user.click(screen.getByRole('searchbox', { name: 'Поиск' }));
    await user.paste('1002');

    expect(await screen.findByRole('link', { name: '#1002' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: '#1003' })).toBeNull());
    expect(listQueries(api)).toEqual([{}, { search: '1002' }]);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('1002');
  });

  it('finds an order by its phone as the list writes it, sending the phone as typed', async () => {
    const { api, user } = await openOrders('/orders', fakeOrdersServer(manyOrders(3)));
    await screen.findByRole('link', { name: '#1003' });

    await user.click(screen.getByRole('searchbox', { name: 'Поиск' }));
    await user.paste('+7 900 000-00-02');

    expect(await screen.findByRole('link', { name: '#1002' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: '#1003' })).toBeNull());
    expect(lastQuery(api)).toEqual({ search: '+7 900 000-00-02' });
  });

  it('finds a cart by the SKU of one of its lines', async () => {
    const orders = [aCart({ id: 602, number: 1008 }), anOrder()];
    const { api, user } = await openOrders('/orders', fakeOrdersServer(orders));
    await screen.findByRole('link', { name: '#1007' });

    await user.click(screen.getByRole('searchbox', { name: 'Поиск' }));
    await user.paste('PL-1');

    await waitFor(() => expect(screen.queryByRole('link', { name: '#1007' })).toBeNull());
    expect(screen.getByRole('link', { name: '#1008' })).toBeVisible();
    expect(lastQuery(api)).toEqual({ search: 'PL-1' });
  });

  it('reads every filter from the address of a reload', async () => {
    const url = '/orders?status=NEW&widget=31&from=2026-11-01&to=2026-11-30&q=1007';
    const { api } = await openOrders(url);

    expect(await screen.findByRole('link', { name: '#1007' })).toBeVisible();
    expect(listQueries(api)).toEqual([
      { status: 'NEW', widget: '31', from: '2026-11-01', to: '2026-11-30', search: '1007' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveValue('NEW');
    expect(screen.getByLabelText('С')).toHaveValue('2026-11-01');
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('1007');
  });

  it('leaves out of the request a filter of the address that cannot be one', async () => {
    const { api } = await openOrders('/orders?status=LOST&widget=abc&from=yesterday');

    await screen.findByRole('link', { name: '#1007' });
    expect(listQueries(api)).toEqual([{}]);
  });

  it('shows the server’s words for a period that ends before it begins', async () => {
    await openOrders('/orders?from=2026-11-30&to=2026-11-01');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить заказы');
    expect(alert).toHaveTextContent(messages.orders.periodReversed);
  });

  it.each([
    ['Скачать CSV', 'csv'],
    ['Скачать XLSX', 'xlsx'],
  ])('«%s» downloads the list with its filters and the session token', async (label, format) => {
    const { saved, objectUrls } = recordSavedFiles();
    const { api, user } = await openOrders(
      '/orders?status=DONE&q=Ольга',
      fakeOrdersServer([anOrder()]),
    );
    await screen.findByRole('status');

    await user.click(screen.getByRole('button', { name: label }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = api.callsTo(`GET v1/orders/export.${format}`);
    expect(Object.fromEntries(call!.query)).toEqual({ status: 'DONE', search: 'Ольга' });
    expect(call!.authorization).toBe('Bearer test-access-token');
    expect(saved[0]!.download).toBe(`orders.${format}`);
    expect(objectUrls.revoked).toEqual([saved[0]!.href]);
    expect(objectUrls.live()).toEqual([]);
  });
});
