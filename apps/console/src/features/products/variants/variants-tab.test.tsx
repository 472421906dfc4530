import { variantMessages } from '@vitrina/contracts/variant-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../../testing/dialogs';
import { reply } from '../../../testing/fake-api';
import {
  putBody,
  renderVariantsTab,
  rowLabels,
  twoByTwo,
  valueChip,
  variantRow,
} from './testing/render-variants-tab';

type User = Awaited<ReturnType<typeof renderVariantsTab>>['user'];

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

const field = (row: string, label: string) => within(variantRow(row)).getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Сохранить' });

describe('the variants tab', () => {
  it('builds the matrix of 2×2 chosen values and saves it with the rows’ fields', async () => {
    const { api, user } = await renderVariantsTab();
    expect(screen.getByText('Выберите характеристики и значения, чтобы составить сочетания.'));

    await choose(user, 'Добавить характеристику', 'Цвет');
    await user.click(valueChip('Цвет', 'зелёный'));
    await choose(user, 'Добавить характеристику', 'Размер');
    await user.click(valueChip('Размер', '42'));

    expect(valueChip('Цвет', 'красный')).toHaveAttribute('aria-checked', 'true');
    expect(valueChip('Цвет', 'зелёный')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('heading', { name: 'Сочетания (4)' })).toBeVisible();
    expect(rowLabels()).toEqual(['красный, 40', 'красный, 41', 'синий, 40', 'синий, 41']);
    expect(field('синий, 41', 'Цена, ₽')).toHaveAttribute('placeholder', '1500');

    await user.type(field('красный, 40', 'Артикул'), 'R-40');
    await user.type(field('синий, 41', 'Цена, ₽'), '1700');
    await user.type(field('синий, 41', 'Остаток'), '1');
    await user.click(within(variantRow('синий, 40')).getByRole('switch', { name: 'В продаже' }));
    await user.click(save());

    expect(await screen.findByText(variantMessages.saved)).toBeVisible();
    const blank = { sku: null, price: null, discount_value: null, discount_type: null };
    const rest = { stock: null, photo_id: null, enabled: true };
    expect(putBody(api)).toEqual({
      options: [
        { characteristic_id: 1, value_ids: [11, 12] },
        { characteristic_id: 3, value_ids: [31, 32] },
      ],
      variants: [
        { value_ids: [11, 31], ...blank, sku: 'R-40', ...rest },
        { value_ids: [11, 32], ...blank, ...rest },
        { value_ids: [12, 31], ...blank, ...rest, enabled: false },
        { value_ids: [12, 32], ...blank, price: 1700, ...rest, stock: 1 },
      ],
    });
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('keeps the surviving rows when the options change, and asks before deleting stored ones', async () => {
    const { api, user } = await renderVariantsTab({ variants: twoByTwo() });
    expect(field('синий, 40', 'Цена, ₽')).toHaveValue(1700);

    await user.click(valueChip('Размер', '41'));
    await user.click(valueChip('Цвет', 'зелёный'));

    expect(rowLabels()).toEqual(['красный, 40', 'синий, 40', 'зелёный, 40']);
    expect(field('красный, 40', 'Артикул')).toHaveValue('R-40');
    expect(field('красный, 40', 'Остаток')).toHaveValue(3);
    expect(field('синий, 40', 'Цена, ₽')).toHaveValue(1700);
    expect(field('зелёный, 40', 'Артикул')).toHaveValue('');

    await user.click(save());
    const ask = await screen.findByRole('dialog', { name: 'Удаление вариантов' });
    expect(ask).toHaveTextContent('Будут удалены варианты: «красный, 41», «синий, 41» (всего 2).');
    await user.click(within(ask).getByRole('button', { name: 'Отменить' }));
    await dialogGone();
    expect(api.callsTo('PUT v1/catalog/product/5/variants/')).toEqual([]);

    await user.click(save());
    const again = await screen.findByRole('dialog', { name: 'Удаление вариантов' });
    await user.click(within(again).getByRole('button', { name: 'Удалить и сохранить' }));
    await dialogGone();

    await waitFor(() => expect(api.callsTo('PUT v1/catalog/product/5/variants/')).toHaveLength(1));
    const { variants } = putBody(api) as { variants: { id?: number; sku: string | null }[] };
    expect(variants.map(({ id, sku }) => [id, sku])).toEqual([
      [501, 'R-40'],
      [503, 'B-40'],
      [undefined, null],
    ]);
  });

  it('strikes a removed row through, sends it no more, and brings it back with «Вернуть»', async () => {
    const { api, user } = await renderVariantsTab({ variants: twoByTwo() });

    await user.click(
      within(variantRow('синий, 41')).getByRole('button', { name: 'Удалить вариант' }),
    );
    expect(within(variantRow('синий, 41')).queryByLabelText('Артикул')).not.toBeInTheDocument();
    expect(within(variantRow('синий, 41')).getByText('синий, 41')).toHaveStyle({
      textDecoration: 'line-through',
    });
    await user.click(within(variantRow('синий, 41')).getByRole('button', { name: 'Вернуть' }));
    expect(field('синий, 41', 'Артикул')).toHaveValue('B-41');
    expect(save()).toBeDisabled();

    await user.click(
      within(variantRow('красный, 41')).getByRole('button', { name: 'Удалить вариант' }),
    );
    await user.click(save());
    const ask = await screen.findByRole('dialog', { name: 'Удаление вариантов' });
    expect(ask).toHaveTextContent('«красный, 41» (всего 1)');
    await user.click(within(ask).getByRole('button', { name: 'Удалить и сохранить' }));

    await waitFor(() => expect(api.callsTo('PUT v1/catalog/product/5/variants/')).toHaveLength(1));
    const { variants } = putBody(api) as { variants: { id: number }[] };
    expect(variants.map(({ id }) => id)).toEqual([501, 503, 504]);
  });

  it('sets a price for the rows of one value only, the filtered ones', async () => {
    const { user } = await renderVariantsTab({ variants: twoByTwo() });

    await choose(user, 'Показать', 'Цвет: синий');
    expect(rowLabels()).toEqual(['синий, 40', 'синий, 41']);
    await user.click(screen.getByRole('button', { name: 'Установить цену' }));
    const dialog = await screen.findByRole('dialog', { name: 'Установить цену' });
    expect(dialog).toHaveTextContent('Для 2 вариантов');
    await user.type(within(dialog).getByLabelText('Цена, ₽'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Установить' }));
    expect(within(dialog).getByLabelText('Цена, ₽')).toHaveAccessibleDescription(
      messages.product.priceNegative,
    );
    await user.clear(within(dialog).getByLabelText('Цена, ₽'));
    await user.type(within(dialog).getByLabelText('Цена, ₽'), '1990');
    await user.click(within(dialog).getByRole('button', { name: 'Установить' }));
    await dialogGone();

    expect(field('синий, 40', 'Цена, ₽')).toHaveValue(1990);
    expect(field('синий, 41', 'Цена, ₽')).toHaveValue(1990);
    await choose(user, 'Показать', 'Все варианты');
    expect(rowLabels()).toHaveLength(4);
    expect(field('красный, 40', 'Цена, ₽')).toHaveValue(null);
    expect(field('красный, 41', 'Цена, ₽')).toHaveValue(null);
  });

  it('shows the server’s refusal of a field at its row', async () => {
    const refusal = {
      detail: variantMessages.photoNotOfProduct,
      errors: [{ field: 'variants.2.photo_id', message: variantMessages.photoNotOfProduct }],
    };
    const { user } = await renderVariantsTab({
      variants: twoByTwo(),
      routes: { 'PUT v1/catalog/product/:id/variants/': () => reply(422, refusal) },
    });

    await user.type(field('синий, 40', 'Артикул'), '!');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent(variantMessages.photoNotOfProduct);
    expect(
      within(variantRow('синий, 40')).getByRole('combobox', { name: 'Фото' }),
    ).toHaveAccessibleDescription(variantMessages.photoNotOfProduct);
    expect(
      within(variantRow('красный, 40')).getByRole('combobox', { name: 'Фото' }),
    ).toHaveAccessibleDescription('');
  });
});
