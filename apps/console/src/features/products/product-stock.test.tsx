import { variantMessages } from '@vitrina/contracts/variant-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openProductEditor } from './testing/open-product-editor';
import { fakeProductsServer, summerCollection, theSneakers } from './testing/fake-products-server';

const openEditor = (sneakers = theSneakers()) =>
  openProductEditor('/catalog/1/5', {
    api: fakeProductsServer({ collections: [summerCollection([sneakers])] }),
  });

type User = Awaited<ReturnType<typeof openEditor>>['user'];

const trackSwitch = () => screen.getByRole('switch', { name: 'Учитывать остаток' });
const stock = () => screen.queryByLabelText('Остаток');
const threshold = () => screen.queryByLabelText('Сообщить, когда остаток не больше');
const bar = () => screen.getByRole('region', { name: 'Несохраненные изменения' });

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

describe('the product stock', () => {
  it('asks for the stock and threshold only while tracked, checks and saves them', async () => {
    const { api, user } = await openEditor();
    expect(trackSwitch()).not.toBeChecked();
    expect(stock()).not.toBeInTheDocument();
    expect(threshold()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Количество')).toHaveValue(3);

    await user.click(trackSwitch());
    expect(threshold()).toHaveValue(0);
    await fill(user, stock()!, '1.5');
    expect(stock()).toHaveAccessibleDescription(variantMessages.stockInvalid);
    await fill(user, stock()!, '7');
    expect(stock()).toHaveAccessibleDescription('');
    await fill(user, threshold()!, '2');

    await user.click(within(bar()).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(api.callsTo('PUT v1/catalog/product/5/')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('PUT v1/catalog/product/5/')[0]!.body)).toMatchObject({
      track_stock: true,
      stock: 7,
      stock_threshold: 2,
      quantity: 3,
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Общее' })).toBeVisible());
    expect(stock()).toHaveValue(7);

    await user.click(trackSwitch());
    expect(stock()).not.toBeInTheDocument();
    expect(threshold()).not.toBeInTheDocument();
  });

  it('sends what the hidden fields hold, or nothing, once tracking is off', async () => {
    const tracked = theSneakers({ track_stock: true, stock: 4, stock_threshold: 1 });
    const { api, user } = await openEditor(tracked);
    await fill(user, threshold()!, '-1');
    expect(threshold()).toHaveAccessibleDescription(variantMessages.thresholdInvalid);

    await user.click(trackSwitch());
    await user.click(within(bar()).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(api.callsTo('PUT v1/catalog/product/5/')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('PUT v1/catalog/product/5/')[0]!.body)).toMatchObject({
      track_stock: false,
      stock: 4,
      stock_threshold: 0,
    });
  });

  it('says the stock is kept per variant in place of the field of a product with variants', async () => {
    await openEditor(theSneakers({ track_stock: true, stock: null, variants_quantity: 4 }));

    expect(stock()).not.toBeInTheDocument();
    expect(
      screen.getByText('Остаток ведётся по каждому варианту на вкладке «Варианты»'),
    ).toBeVisible();
    expect(threshold()).toHaveValue(0);
  });
});
