import { screen, waitFor, within } from '@testing-library/react';
import { customerTexts } from '@vitrina/contracts/customer-texts';
import { formatRubles } from '@vitrina/contracts/pricing';
import { formatDateIn } from '@vitrina/contracts/time-zone';
import { describe, expect, it } from 'vitest';
import { recordSavedFiles } from '../../../testing/object-urls';
import { renderApp } from '../../../testing/render-app';
import { NOTHING_FOUND_TEXT } from '../../../shared/ui/searched-cards';
import { openOrders } from '../testing/open-orders';
import { aCustomer, fakeCustomersServer, manyCustomers } from './testing/fake-customers-server';
import { listQueries, openCustomers } from './testing/open-customers';

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
const moscowDate = (iso: string) => formatDateIn(new Date(iso), 'Europe/Moscow');

describe('the buyers tab', () => {
  it('is a tab of the orders page with an address of its own', async () => {
    const { user, router } = await openOrders('/orders', fakeCustomersServer([aCustomer()]));
    const tabs = screen.getByRole('tablist', { name: 'Заказы' });
    expect(within(tabs).getByRole('tab', { name: 'Заказы' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(within(tabs).getByRole('tab', { name: customerTexts.title }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Покупатели' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/orders/customers');
    expect(screen.getByRole('tab', { name: 'Покупатели' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await rowOf('Инна Смирнова');
  });

  it('shows each buyer in a row: name, phone as people write it, e-mail, orders, spent, first and last order', async () => {
    await openCustomers();

    const cells = within(await rowOf('Инна Смирнова')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'Инна Смирнова',
      '+7 900 111-22-33',
      'inna@example.ru',
      '2',
      formatRubles(9000),
      moscowDate('2026-11-02T09:30:00.000Z'),
      moscowDate('2026-11-21T07:05:00.000Z'),
    ]);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Имя',
      'Телефон',
      'E-mail',
      'Заказов',
      'Сумма покупок',
      'Первый заказ',
      'Последний заказ',
    ]);
  });

  it('is named «Заказы › Покупатели» in the shell’s breadcrumbs', async () => {
    renderApp('/orders/customers', {
      signedIn: true,
      api: fakeCustomersServer([aCustomer()]),
    });

    const crumbs = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Заказы' })).toHaveAttribute('href', '/orders');
    expect(within(crumbs).getByText('Покупатели')).toHaveAttribute('aria-current', 'page');
  });

  it('says who will be here when the shop has no buyers yet', async () => {
    await openCustomers('/orders/customers', fakeCustomersServer([]));

    expect(await screen.findByRole('status')).toHaveTextContent(customerTexts.noCustomers);
  });

  it('searches on the server by a piece of the name, phone or e-mail, kept in ?q=', async () => {
    const buyers = [aCustomer(), ...manyCustomers(2)];
    const { api, user, router } = await openCustomers(
      '/orders/customers',
      fakeCustomersServer(buyers),
    );
    await rowOf('Покупатель 2');

    // Pasted in one change: a slow run may pause between typed letters longer than the debounce.
    await user.click(screen.getByRole('searchbox', { name: 'Поиск' }));
    await user.paste('111-22');

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Покупатель 2' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Инна Смирнова' })).toBeVisible();
    expect(listQueries(api)).toEqual([{}, { search: '111-22' }]);
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('111-22');
  });

  it('says nothing was found when the search finds no buyer', async () => {
    await openCustomers('/orders/customers?q=Ольга');

    expect(await screen.findByRole('status')).toHaveTextContent(NOTHING_FOUND_TEXT);
  });

  it('shows the first page, then the next after «Показать ещё» with the last order as `before`', async () => {
    const { api, user } = await openCustomers(
      '/orders/customers',
      fakeCustomersServer(manyCustomers(35)),
    );

    await rowOf('Покупатель 35');
    expect(screen.getAllByRole('row')).toHaveLength(31); // the head and 30 buyers
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));

    await rowOf('Покупатель 1');
    expect(screen.getAllByRole('row')).toHaveLength(36);
    expect(listQueries(api)).toEqual([{}, { before: '506' }]);
  });

  it.each([
    ['Скачать CSV', 'csv'],
    ['Скачать XLSX', 'xlsx'],
  ])('«%s» downloads the searched list with the session token', async (label, format) => {
    const { saved, objectUrls } = recordSavedFiles();
    const { api, user } = await openCustomers('/orders/customers?q=Инна');
    await rowOf('Инна Смирнова');

    await user.click(screen.getByRole('button', { name: label }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const [call] = api.callsTo('GET v1/customers/export/');
    expect(Object.fromEntries(call!.query)).toEqual({ format, search: 'Инна' });
    expect(call!.authorization).toBe('Bearer test-access-token');
    expect(saved[0]!.download).toBe(`customers.${format}`);
    expect(objectUrls.live()).toEqual([]);
  });

  it('shows a card a buyer at 375 px, with their orders and spent, and both tabs', async () => {
    await openCustomers('/orders/customers', undefined, 375);

    const card = await screen.findByRole('listitem', { name: 'Инна Смирнова' });
    expect(card.textContent).toContain(`2 заказа · ${formatRubles(9000)}`);
    expect(card).toHaveTextContent('+7 900 111-22-33, inna@example.ru');
    expect(screen.getByRole('tab', { name: 'Заказы' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Покупатели' })).toBeVisible();
  });
});
