import { screen, waitFor, within } from '@testing-library/react';
import { formatRubles } from '@vitrina/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { NOTHING_FOUND_TEXT } from '../../shared/ui/searched-cards';
import { renderApp } from '../../testing/render-app';
import { aCart, anOrder, fakeOrdersServer, manyOrders } from './testing/fake-orders-server';
import { listQueries, openOrders } from './testing/open-orders';

const rowOf = async (number: number) =>
  (await screen.findByRole('link', { name: `#${number}` })).closest('tr')!;

describe('orders list', () => {
  it('shows each order in a row: number, Moscow time, product, total, buyer, phone as people write it, status, widget', async () => {
    await openOrders();

    const cells = within(await rowOf(1007)).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '#1007',
      '21.11.2026, 10:05',
      'Сапоги зимние',
      `1 товар · ${formatRubles(7500)}`,
      'Инна Смирнова',
      '+7 900 111-22-33',
      'Новая',
      'Витрина обуви · Мой магазин',
    ]);
  });

  it('names a cart by its first line and sums it up as «3 товара · 4 150 ₽»', async () => {
    await openOrders('/orders', fakeOrdersServer([aCart()]));

    const cells = within(await rowOf(1007)).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('Кружка — синий, 350 мл и ещё 2 позиции');
    // Raw text: the matcher would fold the no-break spaces of the ruble format.
    expect(cells[3]!.textContent).toBe(`3 товара · ${formatRubles(4150)}`);
  });

  it('is named «Заказы» in the shell’s breadcrumbs', async () => {
    renderApp('/orders', { signedIn: true, api: fakeOrdersServer([anOrder()]) });

    expect(await screen.findByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent(
      'Заказы',
    );
  });

  it('says where orders come from when there are none, with a way to the sites', async () => {
    await openOrders('/orders', fakeOrdersServer([]));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Здесь появятся заказы, которые покупатели отправят через опубликованную витрину',
    );
    expect(screen.getByRole('link', { name: 'К площадкам' })).toHaveAttribute('href', '/sites');
  });

  it('says nothing was found when the filters let no order through', async () => {
    await openOrders('/orders?status=CANCELLED');

    expect(await screen.findByRole('status')).toHaveTextContent(NOTHING_FOUND_TEXT);
    expect(screen.queryByRole('link', { name: 'К площадкам' })).toBeNull();
  });

  it('shows the first page, then the next one after «Показать ещё» with the last id as `before`', async () => {
    const { api, user } = await openOrders('/orders', fakeOrdersServer(manyOrders(35)));

    await rowOf(1035);
    expect(screen.getAllByRole('row')).toHaveLength(31); // the head and 30 orders
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));

    await rowOf(1001);
    expect(screen.getAllByRole('row')).toHaveLength(36);
    expect(listQueries(api)).toEqual([{}, { before: '506' }]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('sums up a cart on its card at 375 px', async () => {
    await openOrders('/orders', fakeOrdersServer([aCart()]), 375);

    const card = await screen.findByRole('listitem', { name: 'Заказ #1007' });
    expect(card).toHaveTextContent('Кружка — синий, 350 мл и ещё 2 позиции');
    expect(card.textContent).toContain(`3 товара · ${formatRubles(4150)}`);
  });

  it('shows cards at 375 px, each opening its order, and no table', async () => {
    const { router, user } = await openOrders('/orders', fakeOrdersServer([anOrder()]), 375);

    const card = await screen.findByRole('listitem', { name: 'Заказ #1007' });
    expect(card).toHaveTextContent('Сапоги зимние');
    expect(card.textContent).toContain(`1 товар · ${formatRubles(7500)}`);
    expect(card).toHaveTextContent('Инна Смирнова, +7 900 111-22-33');
    expect(card).toHaveTextContent('Новая');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(within(card).getByRole('link'));
    await waitFor(() => expect(router.state.location.search).toBe('?order=601'));
  });
});
