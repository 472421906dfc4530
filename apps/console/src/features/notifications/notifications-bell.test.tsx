import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { aLine, aListedOrder, fakeInboxServer } from '../../testing/order-fixtures';
import { renderApp } from '../../testing/render-app';
import { INBOX_POLL_INTERVAL_MS } from './components/notifications-bell';

const INBOX_ROUTE = 'GET v1/orders/inbox/';

const latest = [
  // A cart is named by its first line.
  aListedOrder({
    id: 602,
    number: 1008,
    lines: [aLine({ title: 'Кеды' }), aLine()],
    units: 2,
    total: 15_000,
  }),
  aListedOrder({ status: 'IN_PROGRESS', total: null }),
];

async function openBell(state = { inbox: { new_count: 2, latest } }) {
  const api = fakeInboxServer(state);
  const rendered = renderApp('/profile', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Профиль' });
  // The bell comes once the role is read: a role without orders has none.
  await screen.findByRole('button', { name: /^Уведомления/ });
  return { ...rendered, api, state };
}

describe('notifications bell', () => {
  it('shows the count of new orders on its badge', async () => {
    await openBell();
    const bell = await screen.findByRole('button', { name: 'Уведомления: новых заказов 2' });
    expect(within(bell).getByText('2')).toBeVisible();
  });

  it('shows no badge at zero', async () => {
    const { api } = await openBell({ inbox: { new_count: 0, latest: [] } });
    await vi.waitFor(() => expect(api.callsTo(INBOX_ROUTE)).toHaveLength(1));

    // Not even MUI's invisible one: its «0» would be text of a button named 'Уведомления'.
    const bell = screen.getByRole('button', { name: 'Уведомления' });
    expect(bell.textContent).toBe('');
  });

  it('caps the badge at «99+», and its name reads what it shows', async () => {
    await openBell({ inbox: { new_count: 120, latest } });
    const bell = await screen.findByRole('button', { name: 'Уведомления: новых заказов 99+' });
    expect(within(bell).getByText('99+')).toBeVisible();
  });

  it('opens a popover of the newest orders, each a link to it, and one to all orders', async () => {
    const { user, router } = await openBell();
    await user.click(await screen.findByRole('button', { name: /новых заказов 2/ }));

    const popover = await screen.findByRole('dialog', { name: 'Новых заказов: 2' });
    const links = within(popover).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/orders?order=602',
      '/orders?order=601',
      '/orders',
    ]);
    expect(links[0]).toHaveTextContent('#1008 · Кеды');
    expect(within(popover).getByRole('link', { name: /^#1008 · Кеды/ })).toBe(links[0]);
    expect(links[0]).toHaveTextContent('15 000');
    expect(links[0]).toHaveTextContent('Новая');
    expect(links[1]).toHaveTextContent('В работе');
    expect(links[2]).toHaveTextContent('Все заказы');

    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.location.search).toBe('?order=602');
    expect(screen.queryByRole('dialog', { name: 'Новых заказов: 2' })).not.toBeInTheDocument();
  });

  it('says what to wait for before the first order', async () => {
    const { user } = await openBell({ inbox: { new_count: 0, latest: [] } });
    await user.click(await screen.findByRole('button', { name: 'Уведомления' }));

    const popover = await screen.findByRole('dialog', { name: 'Новых заказов нет' });
    expect(popover).toHaveTextContent('Заказов пока нет');
    expect(within(popover).getByRole('link', { name: 'Все заказы' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('asks once each interval, naming the inbox it holds, and shows a change', async () => {
    // Time runs on its own for rendering; the polls are moved on by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const { api, state } = await openBell();
    await screen.findByRole('button', { name: /новых заказов 2/ });
    expect(api.callsTo(INBOX_ROUTE)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(INBOX_POLL_INTERVAL_MS - 1000);
    expect(api.callsTo(INBOX_ROUTE)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(api.callsTo(INBOX_ROUTE)).toHaveLength(2));
    expect(screen.getByRole('button', { name: /новых заказов 2/ })).toBeVisible();

    state.inbox = { new_count: 3, latest: [aListedOrder({ id: 603, number: 1009 }), ...latest] };
    await vi.advanceTimersByTimeAsync(INBOX_POLL_INTERVAL_MS);
    expect(await screen.findByRole('button', { name: /новых заказов 3/ })).toBeVisible();
    expect(api.callsTo(INBOX_ROUTE)).toHaveLength(3);
  });
});
