import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, type FakeApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import {
  aFunnel,
  aSite,
  aTopProduct,
  aWidget,
  fakeAnalyticsServer,
} from './testing/fake-analytics-server';

// Moscow's today is 23 November 2026 (15:00 there).
const NOW = new Date('2026-11-23T12:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

async function openAnalytics(url = '/analytics', api: FakeApi = fakeAnalyticsServer()) {
  const rendered = renderApp(url, { signedIn: true, api });
  await screen.findByRole('list', { name: 'Воронка' });
  return { ...rendered, api };
}

/** The period and widget the latest funnel call asked for. */
const lastFunnelQuery = (api: FakeApi) =>
  Object.fromEntries(api.callsTo('GET v1/analytics/funnel').at(-1)!.query);

const step = (name: string) => screen.getByRole('listitem', { name });

describe('analytics', () => {
  it('opens on the last 30 days of all widgets and shows the funnel with its conversions', async () => {
    const { api } = await openAnalytics();

    expect(lastFunnelQuery(api)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(screen.getByRole('button', { name: '30 дней' })).toHaveAttribute('aria-pressed', 'true');
    expect(step('Просмотры')).toHaveTextContent('200');
    expect(step('Клики')).toHaveTextContent(/50\s*25\s%\sот просмотров/);
    expect(step('В корзину')).toHaveTextContent(/30\s*60\s%\sот кликов/);
    // A one-product widget opens the form from a click: form openings are counted from clicks.
    expect(step('Открытия формы')).toHaveTextContent(/20\s*40\s%\sот кликов/);
    expect(step('Заказы')).toHaveTextContent(/5\s*25\s%\sот открытий формы/);
    expect(step('Конверсия в заказ')).toHaveTextContent(/2,5\s%/);
    expect(step('Выручка')).toHaveTextContent(/12\s345\s₽/);
    expect(
      screen.getByText(
        /^Просмотры, клики, добавления в корзину и открытия формы присылает браузер посетителя/,
      ),
    ).toHaveTextContent(/заказы и выручка — по полученным заявкам\.$/);
    for (const read of ['series', 'top-products'] as const) {
      expect(Object.fromEntries(api.callsTo(`GET v1/analytics/${read}`)[0]!.query)).toEqual({
        from: '2026-10-25',
        to: '2026-11-23',
      });
    }
  });

  it('puts «В корзину» between the clicks and the form openings', async () => {
    await openAnalytics();

    const steps = within(screen.getByRole('list', { name: 'Воронка' })).getAllByRole('listitem');
    const labels = ['Просмотры', 'Клики', 'В корзину', 'Открытия формы', 'Заказы'];
    expect(steps).toEqual(labels.map((label) => step(label)));
  });

  it('shows «—» for a conversion from a step that counted nothing', async () => {
    const funnel = aFunnel({
      views: 0,
      clicks: 0,
      cart_adds: 0,
      form_opens: 0,
      orders: 2,
      revenue: 900,
    });
    await openAnalytics('/analytics', fakeAnalyticsServer({ funnel }));

    expect(step('Клики')).toHaveTextContent('—');
    expect(step('В корзину')).toHaveTextContent('—');
    expect(step('Открытия формы')).toHaveTextContent('—');
    expect(step('Заказы')).toHaveTextContent('—');
    expect(step('Конверсия в заказ')).toHaveTextContent('—');
    expect(step('Выручка')).toHaveTextContent(/900\s₽/);
  });

  it.each([
    ['7 дней', '2026-11-17'],
    ['90 дней', '2026-08-26'],
  ])(
    'asks for the period of «%s», ending today, and keeps it in the address',
    async (name, from) => {
      const { api, user, router } = await openAnalytics();

      await user.click(screen.getByRole('button', { name }));

      await waitFor(() => expect(lastFunnelQuery(api)).toEqual({ from, to: '2026-11-23' }));
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      expect(router.state.location.search).toBe(`?from=${from}&to=2026-11-23`);
    },
  );

  it('asks for a period of the merchant’s own days', async () => {
    const { api, user, router } = await openAnalytics();

    await user.click(screen.getByRole('button', { name: 'Свой период' }));
    expect(screen.getByLabelText('По')).toHaveValue('2026-11-23');
    fireEvent.change(screen.getByLabelText('С'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastFunnelQuery(api)).toMatchObject({ from: '2026-03-01' }));
    fireEvent.change(screen.getByLabelText('По'), { target: { value: '2026-03-31' } });

    await waitFor(() =>
      expect(lastFunnelQuery(api)).toEqual({ from: '2026-03-01', to: '2026-03-31' }),
    );
    expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31');
  });

  it('filters by one widget and back to all', async () => {
    const { api, user, router } = await openAnalytics();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Виджет' }), 'Шляпы');

    await waitFor(() => expect(lastFunnelQuery(api)).toMatchObject({ widget: '32' }));
    expect(router.state.location.search).toContain('widget=32');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Виджет' }), 'Все виджеты');

    // All widgets' figures are still cached: the server is not asked again.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Виджет' })).toHaveDisplayValue('Все виджеты'),
    );
    expect(router.state.location.search).not.toContain('widget');
  });

  it('opens on the period and widget of the address, and links to their orders', async () => {
    const { api } = await openAnalytics('/analytics?from=2026-03-01&to=2026-03-31&widget=31');

    expect(lastFunnelQuery(api)).toEqual({ from: '2026-03-01', to: '2026-03-31', widget: '31' });
    expect(screen.getByRole('button', { name: 'Свой период' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('С')).toHaveValue('2026-03-01');
    expect(screen.getByRole('combobox', { name: 'Виджет' })).toHaveDisplayValue('Витрина обуви');
    expect(screen.getByRole('link', { name: 'Все заказы' })).toHaveAttribute(
      'href',
      '/orders?from=2026-03-01&to=2026-03-31&widget=31',
    );
  });

  it('shows the server’s reason for a refused period', async () => {
    const refused = () =>
      reply(422, { detail: messages.analytics.periodTooLong, errors: [{ field: 'to' }] });
    const api = fakeAnalyticsServer({
      routes: {
        'GET v1/analytics/funnel': refused,
        'GET v1/analytics/series': refused,
        'GET v1/analytics/top-products': refused,
      },
    });
    renderApp('/analytics?from=2025-01-01&to=2026-11-23', { signedIn: true, api });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить аналитику');
    expect(alert).toHaveTextContent(messages.analytics.periodTooLong);
  });

  it('lists the top products with their impressions, clicks, cart additions, forms, orders, units and revenue', async () => {
    const products = [
      aTopProduct(),
      aTopProduct({
        product_id: 6,
        title: 'Панама',
        impressions: 1_250,
        clicks: 8,
        cart_adds: 0,
        form_opens: 1,
        orders: 0,
        units: 0,
        revenue: 0,
      }),
    ];
    await openAnalytics('/analytics', fakeAnalyticsServer({ products }));

    const rows = within(screen.getByRole('table', { name: 'Популярные товары' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'ТоварПоказыКликиВ корзинуФормыЗаказыШтукВыручка',
      expect.stringMatching(/^Кеды белые2403010123414\s970\s₽$/),
      expect.stringMatching(/^Панама1\s250801000\s₽$/),
    ]);
    // Its box, scrolling on a phone, is reached by the keyboard.
    expect(screen.getByRole('region', { name: 'Популярные товары' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('tells screen readers the figures of each day', async () => {
    await openAnalytics();

    const table = screen.getByRole('table', { name: 'Просмотры, клики и заказы по дням' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ДеньПросмотрыКликиЗаказы', '22 нояб.1041', '23 нояб.1041']);
    // The chart, a picture hidden from them, takes no stop of the keyboard.
    const chart = table.closest('section')!.querySelector('[aria-hidden="true"]')!;
    expect(chart.querySelectorAll('[tabindex="0"]')).toHaveLength(0);
  });

  it('says where the events come from when the period has none', async () => {
    const funnel = aFunnel({
      views: 0,
      clicks: 0,
      cart_adds: 0,
      form_opens: 0,
      orders: 0,
      revenue: 0,
    });
    renderApp('/analytics', { signedIn: true, api: fakeAnalyticsServer({ funnel }) });

    expect(await screen.findByRole('status')).toHaveTextContent(
      /событий нет\. Их присылает опубликованный виджет со страниц подтверждённого домена/,
    );
    expect(screen.queryByRole('list', { name: 'Воронка' })).toBeNull();
  });

  it('leads to the sites when no widget is published yet, asking for no figures', async () => {
    const sites = [aSite({ widgets: [aWidget()] })];
    const api = fakeAnalyticsServer({ sites });
    const { user, router } = renderApp('/analytics', { signedIn: true, api });

    expect(await screen.findByRole('status')).toHaveTextContent(/когда вы опубликуете виджет/);
    await user.click(screen.getByRole('link', { name: 'Перейти к площадкам' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sites'));
    expect(api.calls.filter((call) => call.route.includes('analytics'))).toEqual([]);
  });

  it('shows the filters and the figures on a 375 px phone', async () => {
    renderApp('/analytics', { signedIn: true, api: fakeAnalyticsServer(), width: 375 });

    expect(await screen.findByRole('list', { name: 'Воронка' })).toBeVisible();
    expect(screen.getByRole('button', { name: '7 дней' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Виджет' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Все заказы' })).toBeVisible();
  });
});
