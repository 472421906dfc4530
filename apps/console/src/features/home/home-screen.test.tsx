import { screen, within } from '@testing-library/react';
import { SETUP_STEPS } from '@vitrina/contracts/enums';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aListedOrder } from '../../testing/order-fixtures';
import { renderApp } from '../../testing/render-app';
import { NO_ORDERS_TEXT } from './components/recent-orders';
import { NO_FIGURES_TEXT } from './components/week-figures';
import { STEP_TEXTS } from '../../shared/setup/setup-steps';
import { aDay, aSetup, fakeHomeServer } from './testing/fake-home-server';

async function openHome(api = fakeHomeServer()) {
  const rendered = renderApp('/', { signedIn: true, api });
  await screen.findByRole('heading', { name: 'Главная' });
  return { ...rendered, api };
}

const checklist = () => screen.findByRole('region', { name: /Первые шаги|Всё готово/ });
const stepRow = (step: (typeof SETUP_STEPS)[number]) =>
  screen.getByRole('listitem', { name: STEP_TEXTS[step].label });

describe('home dashboard: the setup checklist', () => {
  it('lists the 7 steps in order, none done, each a link to where it is taken', async () => {
    await openHome();
    const section = await checklist();

    expect(section).toHaveTextContent('0 из 7');
    const rows = within(section).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(
      SETUP_STEPS.map((step) => STEP_TEXTS[step].label),
    );
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/sites',
      '/sites',
      '/catalog',
      '/sites',
      '/settings',
      '/sites',
      '/orders',
    ]);
    expect(within(section).queryByTitle('Готово')).not.toBeInTheDocument();
  });

  it('ticks the steps taken and links to the site and the widget they concern', async () => {
    await openHome(fakeHomeServer({ setup: aSetup(['site', 'domain', 'catalog', 'content']) }));
    const section = await checklist();

    expect(section).toHaveTextContent('4 из 7');
    expect(within(stepRow('site')).getByTitle('Готово')).toBeInTheDocument();
    expect(within(stepRow('content')).getByTitle('Готово')).toBeInTheDocument();
    expect(within(stepRow('service')).getByTitle('Не сделано')).toBeInTheDocument();
    expect(within(stepRow('domain')).getByRole('link')).toHaveAttribute('href', '/sites/1');
    expect(within(stepRow('content')).getByRole('link')).toHaveAttribute(
      'href',
      '/sites/1/31?tab=content',
    );
    expect(within(stepRow('publication')).getByRole('link')).toHaveAttribute(
      'href',
      '/sites/1/31?tab=content',
    );
  });

  it('folds the list away once every step is done, and opens it again on demand', async () => {
    const { user } = await openHome(fakeHomeServer({ setup: aSetup(SETUP_STEPS) }));
    const section = await checklist();

    expect(section).toHaveTextContent('Всё готово к продажам');
    expect(section).toHaveTextContent('7 из 7');
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Показать шаги' }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(7);
  });
});

describe('home dashboard: orders and figures', () => {
  afterEach(() => void vi.useRealTimers());

  it('lists the newest orders, each a link to it', async () => {
    const latest = [aListedOrder({ id: 605, number: 1011 }), aListedOrder()];
    await openHome(fakeHomeServer({ inbox: { new_count: 2, latest } }));
    const section = await screen.findByRole('region', { name: 'Последние заказы' });

    await within(section).findByRole('link', { name: /#1011/ });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/orders?order=605', '/orders?order=601', '/orders']);
  });

  it('says what to do while there is no order and no figure', async () => {
    await openHome();

    expect(
      await within(await screen.findByRole('region', { name: 'Последние заказы' })).findByText(
        NO_ORDERS_TEXT,
      ),
    ).toBeVisible();
    expect(
      await within(screen.getByRole('region', { name: 'За 7 дней' })).findByText(NO_FIGURES_TEXT),
    ).toBeVisible();
  });

  it("sums the last 7 Moscow days' views, orders and revenue", async () => {
    // 23:30 UTC on November 22 is already November 23 in Moscow.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T23:30:00Z'));
    const days = [
      aDay('2026-11-17', { views: 1200, orders: 2, revenue: 5000 }),
      aDay('2026-11-23', { views: 300, orders: 1, revenue: 2500.5 }),
    ];
    const { api } = await openHome(fakeHomeServer({ days }));
    const section = screen.getByRole('region', { name: 'За 7 дней' });

    expect(await within(section).findByRole('listitem', { name: 'Просмотры' })).toHaveTextContent(
      /1\s500/,
    );
    expect(within(section).getByRole('listitem', { name: 'Заказы' })).toHaveTextContent('3');
    expect(within(section).getByRole('listitem', { name: 'Выручка' })).toHaveTextContent(
      /7\s500,5/,
    );
    const [call] = api.callsTo('GET v1/analytics/series');
    expect(Object.fromEntries(call!.query)).toEqual({ from: '2026-11-17', to: '2026-11-23' });

    // Each figure's line, a picture hidden from screen readers, takes no stop of the keyboard.
    const lines = () => section.querySelectorAll('[aria-hidden="true"] svg');
    // The lines' chart library is a chunk of its own, loaded once the figures are drawn: on a
    // busy machine its first import takes longer than waitFor's default second.
    await vi.waitFor(() => expect(lines().length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(section.querySelectorAll('[aria-hidden="true"] [tabindex="0"]')).toHaveLength(0);
  });
});
