import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';
import { aCollection, aProduct, fakeCatalogServer } from './testing/fake-catalog-server';

const PHONE_WIDTH = 375;

function stockedServer() {
  return fakeCatalogServer([
    aCollection({
      products: [
        aProduct({ id: 1, title: 'Кружка', track_stock: true, stock: 12 }),
        aProduct({ id: 2, title: 'Чайник', track_stock: true, stock: 0 }),
        aProduct({ id: 3, title: 'Открытка' }),
        aProduct({ id: 4, title: 'Футболка', track_stock: true, stock: null }),
      ],
    }),
  ]);
}

async function openCollection(url = '/catalog/1', width?: number) {
  const api = stockedServer();
  const rendered = renderApp(url, { signedIn: true, api, width });
  await screen.findByRole('list', { name: 'Список товаров' });
  return { api, ...rendered };
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Список товаров' }))
    .getAllByRole('listitem')
    .map((row) => document.getElementById(row.getAttribute('aria-labelledby')!)!.textContent);
const stockParams = (api: FakeApi) =>
  api.callsTo('GET v1/catalog/products/rows/').map((call) => call.query.get('stock'));
const chip = () => screen.getByRole('button', { name: 'Нет в наличии' });

describe('the collection page’s stock', () => {
  it.each([
    ['a desktop', undefined],
    ['a phone', PHONE_WIDTH],
  ])('shows each row’s stock on %s, a warning when none is left', async (_, width) => {
    await openCollection('/catalog/1', width);

    expect(screen.getByRole('listitem', { name: 'Кружка' })).toHaveTextContent('Остаток: 12');
    expect(
      within(screen.getByRole('listitem', { name: 'Чайник' })).getByText('Нет в наличии'),
    ).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'Открытка' })).not.toHaveTextContent(
      /Остаток|Нет в наличии/,
    );
  });

  it('keeps only the products out of stock with «Нет в наличии», kept in the address', async () => {
    const { api, user, router } = await openCollection();
    expect(chip()).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip());

    await waitFor(() => expect(rowTitles()).toEqual(['Чайник', 'Футболка']));
    expect(chip()).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?stock=out');
    expect(stockParams(api)).toEqual([null, 'out']);

    await user.click(chip());

    await waitFor(() => expect(rowTitles()).toEqual(['Кружка', 'Чайник', 'Открытка', 'Футболка']));
    expect(router.state.location.search).toBe('');
  });

  it('opens with the filter on from the address, together with the search', async () => {
    const { api } = await openCollection('/catalog/1?q=%D1%87%D0%B0%D0%B9&stock=out');

    expect(rowTitles()).toEqual(['Чайник']);
    expect(chip()).toHaveAttribute('aria-pressed', 'true');
    // The first call may be the page's prefetch, made before the page reads its address.
    const call = api.callsTo('GET v1/catalog/products/rows/').at(-1)!;
    expect([call.query.get('search'), call.query.get('stock')]).toEqual(['чай', 'out']);
  });

  it('says all is in stock when the filter finds nothing', async () => {
    renderApp('/catalog/1?q=%D0%BA%D1%80%D1%83%D0%B6%D0%BA%D0%B0&stock=out', {
      signedIn: true,
      api: stockedServer(),
    });

    expect(await screen.findByText('Все товары в наличии')).toBeVisible();
  });
});
