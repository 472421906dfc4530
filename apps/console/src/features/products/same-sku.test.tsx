import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reply } from '../../testing/fake-api';
import {
  aProduct,
  fakeProductsServer,
  summerCollection,
  theSneakers,
} from './testing/fake-products-server';
import { openProductEditor } from './testing/open-product-editor';

const SUMMER = { id: 1, title: 'Летняя коллекция', type: 'PRODUCT' } as const;
const sameSkuCalls = (api: ReturnType<typeof fakeProductsServer>, id: number) =>
  api.callsTo(`GET v1/catalog/product/${id}/same-sku/`);
const warning = () => screen.queryByText(/^Артикул «/);
const bar = () => screen.getByRole('region', { name: 'Несохраненные изменения' });

describe('a SKU that another product of the collection has', () => {
  it('is warned of on the copy, which keeps its original’s SKU, naming the original', async () => {
    const { api, user, router } = await openProductEditor();
    expect(warning()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Копировать товар' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/1/100'));
    await waitFor(() => expect(sameSkuCalls(api, 100)).toHaveLength(1));
    const alert = await screen.findByText(/^Артикул «K-1» уже есть у товара/);
    expect(alert).toHaveTextContent(
      'Артикул «K-1» уже есть у товара «Кеды белые» в этой коллекции. Покупатели и выгрузки ' +
        'не отличат товары с одинаковым артикулом.',
    );
    expect(within(alert).getByRole('link', { name: '«Кеды белые»' })).toHaveAttribute(
      'href',
      '/catalog/1/5',
    );
  });

  it('is warned of once a save gives the product another’s SKU, the save taken', async () => {
    const panama = aProduct({ id: 6, title: 'Панама', sku: 'P-7', collections: [SUMMER] });
    const api = fakeProductsServer({ collections: [summerCollection([theSneakers(), panama])] });
    const { user } = await openProductEditor('/catalog/1/5', { api });
    const sku = screen.getByLabelText('Артикул');

    await user.clear(sku);
    await user.type(sku, 'P-7');
    expect(warning()).toBeNull();
    await user.click(within(bar()).getByRole('button', { name: 'Сохранить' }));

    const alert = await screen.findByText(/^Артикул «P-7» уже есть у товара/);
    expect(within(alert).getByRole('link', { name: '«Панама»' })).toHaveAttribute(
      'href',
      '/catalog/1/6',
    );
    expect(api.callsTo('PUT v1/catalog/product/5/')).toHaveLength(1);
    expect(sku).toHaveValue('P-7');
  });

  it('stays quiet while the field holds another SKU, and again once it is saved', async () => {
    const copy = theSneakers({ id: 8, title: 'Кеды белые (копия)' });
    const api = fakeProductsServer({ collections: [summerCollection([theSneakers(), copy])] });
    const { user } = await openProductEditor('/catalog/1/5', { api });
    await screen.findByText(/^Артикул «K-1» уже есть у товара/);
    const sku = screen.getByLabelText('Артикул');

    await user.type(sku, '-2');
    expect(warning()).toBeNull();
    await user.click(within(bar()).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(sameSkuCalls(api, 5)).toHaveLength(2));
    await screen.findByRole('tab', { name: 'Общее' });
    expect(warning()).toBeNull();
  });

  it('names the first products and counts the rest', async () => {
    const api = fakeProductsServer(
      {},
      {
        'GET v1/catalog/product/:id/same-sku/': () =>
          reply(200, {
            data: {
              products: [
                { id: 6, title: 'Кеды чёрные' },
                { id: 7, title: 'Кеды красные' },
              ],
              total: 4,
            },
          }),
      },
    );
    await openProductEditor('/catalog/1/5', { api });

    expect(await screen.findByText(/^Артикул «K-1»/)).toHaveTextContent(
      'Артикул «K-1» уже есть у товаров «Кеды чёрные», «Кеды красные» и ещё 2 в этой коллекции.',
    );
  });

  it('is not asked about for a product without a SKU', async () => {
    const api = fakeProductsServer({
      collections: [summerCollection([theSneakers({ sku: null })])],
    });
    await openProductEditor('/catalog/1/5', { api });

    expect(screen.getByLabelText('Артикул')).toHaveValue('');
    expect(sameSkuCalls(api, 5)).toEqual([]);
    expect(warning()).toBeNull();
  });
});
