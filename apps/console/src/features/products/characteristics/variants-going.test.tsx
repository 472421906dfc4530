import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../../testing/dialogs';
import { aVariant } from '../testing/fake-variants';
import { bodyOf, row, sneakersWithCharacteristics } from './testing/open-characteristics-tab';
import { renderCharacteristicsTab } from './testing/render-characteristics-tab';

type User = Awaited<ReturnType<typeof renderCharacteristicsTab>>['user'];

/** The sneakers in красный, синий × кожа, замша: four variants, two of them синий. */
const world = () => ({
  product: sneakersWithCharacteristics({ variants_quantity: 4 }),
  variants: {
    5: {
      options: [
        { characteristic_id: 1, value_ids: [11, 12] },
        { characteristic_id: 2, value_ids: [21, 22] },
      ],
      variants: [
        aVariant(501, [11, 21]),
        aVariant(502, [11, 22]),
        aVariant(503, [12, 21]),
        aVariant(504, [12, 22]),
      ],
    },
  },
});

async function editColor(user: User) {
  await user.click(within(row('Цвет')).getByRole('button', { name: 'Цвет' }));
  const dialog = await screen.findByRole('dialog', { name: 'Цвет' });
  await user.click(within(dialog).getByRole('button', { name: 'Редактировать' }));
  await within(dialog).findByRole('textbox', { name: 'Название характеристики' });
  return dialog;
}

const characteristicSaves = (api: Awaited<ReturnType<typeof renderCharacteristicsTab>>['api']) =>
  api.callsTo('PUT v1/catalog/characteristic/1/');

describe('deletes that take variants along', () => {
  it('asks before a save deletes a value variants use, saying how many go', async () => {
    const { api, user } = await renderCharacteristicsTab(world());
    const dialog = await editColor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Удалить значение 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const ask = await screen.findByRole('dialog', { name: 'Удаление значений' });
    expect(ask).toHaveTextContent('Будет удалено вариантов: 2');
    expect(api.callsTo('GET v1/catalog/characteristic/1/variant-uses/')).toHaveLength(1);
    await user.click(within(ask).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toEqual([dialog]));
    expect(characteristicSaves(api)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const again = await screen.findByRole('dialog', { name: 'Удаление значений' });
    await user.click(within(again).getByRole('button', { name: 'Удалить и сохранить' }));

    await waitFor(() => expect(characteristicSaves(api)).toHaveLength(1));
    expect(bodyOf(characteristicSaves(api)[0])).toEqual({
      title: 'Цвет',
      values: [
        { id: 11, value: 'красный' },
        { id: 13, value: 'зелёный' },
      ],
    });
  });

  it('saves at once when the deleted value is in no variant', async () => {
    const { api, user } = await renderCharacteristicsTab(world());
    const dialog = await editColor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Удалить значение 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(characteristicSaves(api)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Удаление значений' })).not.toBeInTheDocument();
  });

  it('says how many variants go with the characteristic deleted everywhere', async () => {
    const { user } = await renderCharacteristicsTab(world());
    const dialog = await editColor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Удалить характеристику' }));

    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(popup).toHaveTextContent('Вы действительно хотите удалить объект?');
    expect(popup).toHaveTextContent('Будет удалено вариантов: 4');
  });

  it('says the product’s variants go with a characteristic they vary by, and none otherwise', async () => {
    const { api, user } = await renderCharacteristicsTab({
      ...world(),
      product: sneakersWithCharacteristics({ variants_quantity: 2 }),
      variants: {
        5: {
          options: [{ characteristic_id: 1, value_ids: [11, 12] }],
          variants: [aVariant(501, [11]), aVariant(502, [12])],
        },
      },
    });

    await user.click(
      within(row('Цвет')).getByRole('button', { name: 'Действия с характеристикой «Цвет»' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(await within(popup).findByText('Будет удалено вариантов: 2')).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Отменить' }));
    await dialogGone();

    await user.click(
      within(row('Материал')).getByRole('button', {
        name: 'Действия с характеристикой «Материал»',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const plain = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    // The product's variants are read once, when first asked: the count would show at once.
    expect(plain).not.toHaveTextContent('вариантов');
    expect(api.callsTo('GET v1/catalog/product/5/variants/')).toHaveLength(1);
  });
});
