import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialogGone } from '../../../testing/dialogs';
import { reply } from '../../../testing/fake-api';
import {
  bodyOf,
  row,
  rowList,
  rowTitles,
  sneakersWithCharacteristics,
} from './testing/open-characteristics-tab';
import { renderCharacteristicsTab } from './testing/render-characteristics-tab';

async function removeRow(
  user: Awaited<ReturnType<typeof renderCharacteristicsTab>>['user'],
  title: string,
) {
  await user.click(
    within(row(title)).getByRole('button', { name: `Действия с характеристикой «${title}»` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
  return screen.findByRole('dialog', { name: 'Удаление объекта' });
}

describe('characteristics tab rows', () => {
  it('has the heading with the count of the rows and the buttons Добавить, Редактировать, Очистить', async () => {
    await renderCharacteristicsTab();

    const section = screen.getByRole('region', { name: 'Характеристики (2)' });
    for (const name of ['Добавить', 'Редактировать', 'Очистить']) {
      expect(within(section).getByRole('button', { name })).toBeVisible();
    }
  });

  it('shows the rows in the product order: main values as chips, else a Значение button', async () => {
    await renderCharacteristicsTab();

    expect(rowTitles()).toEqual(['Цвет', 'Материал']);
    const chips = within(row('Цвет')).getByRole('list', { name: 'Основные значения «Цвет»' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['красный', 'синий']);
    expect(within(row('Цвет')).queryByRole('button', { name: 'Значение' })).toBeNull();
    expect(within(row('Материал')).getByRole('button', { name: 'Значение' })).toBeVisible();
    expect(within(row('Материал')).queryByRole('list')).toBeNull();
  });

  it('says so when the product has no characteristics', async () => {
    await renderCharacteristicsTab({
      product: sneakersWithCharacteristics({ characteristics: [] }),
    });

    expect(screen.getByText('Характеристики не добавлены')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Характеристики товара' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Характеристики (0)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Редактировать' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Очистить' })).toBeDisabled();
  });

  it.each(['Цвет', 'Значение'])('opens the edit dialog from the %s button', async (button) => {
    const { user } = await renderCharacteristicsTab();
    const title = button === 'Цвет' ? 'Цвет' : 'Материал';

    await user.click(within(row(title)).getByRole('button', { name: button }));

    expect(await screen.findByRole('dialog', { name: title })).toBeVisible();
  });

  it('removes a row from the product after the confirmation popup, saved at once', async () => {
    const { api, user } = await renderCharacteristicsTab();

    const popup = await removeRow(user, 'Цвет');
    expect(popup).toHaveTextContent('Вы действительно хотите удалить объект?');
    expect(within(popup).getByText('Характеристика «Цвет»')).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));
    await dialogGone();

    expect(bodyOf(api.callsTo('PUT v1/catalog/product/5/')[0])).toEqual({
      id: 5,
      characteristics_id: [2],
    });
    await waitFor(() => expect(rowTitles()).toEqual(['Материал']));
  });

  it('keeps the row when the popup is cancelled', async () => {
    const { api, user } = await renderCharacteristicsTab();

    const popup = await removeRow(user, 'Материал');
    await user.click(within(popup).getByRole('button', { name: 'Отменить' }));
    await dialogGone();

    expect(rowTitles()).toEqual(['Цвет', 'Материал']);
    expect(api.callsTo('PUT v1/catalog/product/5/')).toEqual([]);
  });

  it('only logs a refused removal, and the row stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderCharacteristicsTab({
      routes: { 'PUT v1/catalog/product/:id/': () => reply(500) },
    });

    const popup = await removeRow(user, 'Цвет');
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));
    await dialogGone();

    expect(logged).toHaveBeenCalledWith(
      'The characteristic was not removed from the product',
      expect.anything(),
    );
    expect(rowTitles()).toEqual(['Цвет', 'Материал']);
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });

  it('fits a phone: the rows stay in the list with their controls', async () => {
    await renderCharacteristicsTab({ width: 375 });

    expect(rowList()).toBeVisible();
    expect(
      within(row('Цвет')).getByRole('button', { name: 'Переместить характеристику «Цвет»' }),
    ).toBeVisible();
  });
});
