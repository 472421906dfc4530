import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialogGone } from '../../../testing/dialogs';
import { reply } from '../../../testing/fake-api';
import { aCharacteristic, merchantCharacteristics } from '../testing/fake-characteristics';
import {
  bodyOf,
  row,
  rowTitles,
  sneakersWithCharacteristics,
} from './testing/open-characteristics-tab';
import { renderCharacteristicsTab } from './testing/render-characteristics-tab';

type Rendered = Awaited<ReturnType<typeof renderCharacteristicsTab>>;
type User = Rendered['user'];
type TabApi = Rendered['api'];

const NOW = 1_700_000_000_000;
const mainValuesCalls = (api: TabApi) =>
  api.callsTo('PUT v1/catalog/product/5/characteristic/1/values/main/');
const chipsOf = (title: string) =>
  within(within(row(title)).getByRole('list', { name: `Основные значения «${title}»` }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

async function openColor(user: User) {
  await user.click(within(row('Цвет')).getByRole('button', { name: 'Цвет' }));
  return screen.findByRole('dialog', { name: 'Цвет' });
}

async function editColor(user: User) {
  const dialog = await openColor(user);
  await user.click(within(dialog).getByRole('button', { name: 'Редактировать' }));
  await within(dialog).findByRole('textbox', { name: 'Название характеристики' });
  return dialog;
}

const valueInputs = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Значения' })).getAllByRole('textbox');

/** Puts `text` in place of the field's value, as one paste: key by key is slow. */
async function replaceText(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

// Dialog flows over the whole editor in jsdom take several seconds; the first compiles the route.
describe('the edit dialog, mode editMains', () => {
  it('ticks the product main values and saves the new ones, which the chips then show', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await openColor(user);

    const ticks = within(dialog).getAllByRole('checkbox');
    expect(
      ticks.map((tick) => [tick.closest('label')?.textContent, (tick as HTMLInputElement).checked]),
    ).toEqual([
      ['красный', true],
      ['синий', true],
      ['зелёный', false],
    ]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'красный' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'зелёный' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();

    expect(bodyOf(mainValuesCalls(api)[0])).toEqual({ values_id: [12, 13] });
    await waitFor(() => expect(chipsOf('Цвет')).toEqual(['синий', 'зелёный']));
  });

  it('saves nothing without a ticked value: Сохранить waits for one', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await openColor(user);

    await user.click(within(dialog).getByRole('checkbox', { name: 'красный' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'синий' }));
    const save = within(dialog).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'зелёный' }));
    expect(save).toBeEnabled();
    expect(mainValuesCalls(api)).toEqual([]);
  });

  it('says there are no values to pick when the characteristic has none', async () => {
    const empty = aCharacteristic(5, 'Узор', []);
    const { user } = await renderCharacteristicsTab({
      product: sneakersWithCharacteristics({ characteristics: [empty] }),
      characteristics: [empty],
    });

    await user.click(within(row('Узор')).getByRole('button', { name: 'Значение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Узор' });

    expect(
      within(dialog).getByText('У вас нет доступных значений для этой характеристики!'),
    ).toBeVisible();
    expect(within(dialog).getByText('Создайте первое значение.')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Редактировать' })).toBeEnabled();
  });

  it('Отменить closes it and saves nothing', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await openColor(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'зелёный' }));

    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await dialogGone();

    expect(mainValuesCalls(api)).toEqual([]);
    expect(chipsOf('Цвет')).toEqual(['красный', 'синий']);
  });

  it('only logs refused main values and stays open', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderCharacteristicsTab({
      routes: {
        'PUT v1/catalog/product/:id/characteristic/:characteristicId/values/main/': () =>
          reply(500),
      },
    });
    const dialog = await openColor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The main values were not saved', expect.anything()),
    );
    expect(dialog).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});

describe('the edit dialog, mode editCharacteristic', () => {
  it('renames, adds (temp- ids, unique in one millisecond) and deletes values, then ticks the result', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await editColor(user);
    expect(within(dialog).getByRole('textbox', { name: 'Название характеристики' })).toHaveValue(
      'Цвет',
    );
    expect(valueInputs(dialog).map((input) => (input as HTMLInputElement).value)).toEqual([
      'красный',
      'синий',
      'зелёный',
    ]);

    await replaceText(user, valueInputs(dialog)[0]!, 'алый');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить значение 3' }));
    const now = vi.spyOn(Date, 'now').mockReturnValue(NOW);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить значение' }));
    await user.paste('белый');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить значение' }));
    await user.paste('чёрный');
    now.mockRestore();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByRole('checkbox', { name: 'алый' })).toBeChecked();
    expect(bodyOf(api.callsTo('PUT v1/catalog/characteristic/1/')[0])).toEqual({
      title: 'Цвет',
      values: [
        { id: `temp-${NOW}-1`, value: 'чёрный' },
        { id: `temp-${NOW}`, value: 'белый' },
        { id: 11, value: 'алый' },
        { id: 12, value: 'синий' },
      ],
    });
    // Back in mode editMains at once, the main values as the edit left them.
    const ticks = within(dialog).getAllByRole('checkbox');
    expect(
      ticks.map((tick) => [tick.closest('label')?.textContent, (tick as HTMLInputElement).checked]),
    ).toEqual([
      ['чёрный', false],
      ['белый', false],
      ['алый', true],
      ['синий', true],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await dialogGone();
    await waitFor(() => expect(chipsOf('Цвет')).toEqual(['алый', 'синий']));
  });

  it('renames the characteristic, and the row follows', async () => {
    const { user } = await renderCharacteristicsTab();
    const dialog = await editColor(user);

    await replaceText(
      user,
      within(dialog).getByRole('textbox', { name: 'Название характеристики' }),
      'Оттенок',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await within(dialog).findByRole('checkbox', { name: 'красный' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await dialogGone();

    await waitFor(() => expect(rowTitles()).toEqual(['Оттенок', 'Материал']));
  });

  it('may leave it with no values; mode editMains then says so', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await editColor(user);

    for (let left = 3; left > 0; left -= 1) {
      await user.click(within(dialog).getByRole('button', { name: `Удалить значение ${left}` }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(
      await within(dialog).findByText('У вас нет доступных значений для этой характеристики!'),
    ).toBeVisible();
    expect(bodyOf(api.callsTo('PUT v1/catalog/characteristic/1/')[0])).toEqual({
      title: 'Цвет',
      values: [],
    });
  });

  it.each([
    ['the same value twice', 'Значение «Красный» указано дважды'],
    ['a blank title', 'Название характеристики не может быть пустым'],
  ])('sends nothing for %s and says why', async (problem, message) => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await editColor(user);

    if (problem === 'a blank title') {
      await user.clear(within(dialog).getByRole('textbox', { name: 'Название характеристики' }));
    } else {
      await replaceText(user, valueInputs(dialog)[1]!, ' Красный');
    }
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo('PUT v1/catalog/characteristic/1/')).toEqual([]);
  });

  it('Отменить goes back to mode editMains and saves nothing', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await editColor(user);
    await replaceText(user, valueInputs(dialog)[0]!, 'алый');

    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));

    expect(await within(dialog).findByRole('checkbox', { name: 'красный' })).toBeChecked();
    expect(api.callsTo('PUT v1/catalog/characteristic/1/')).toEqual([]);
  });

  it('only logs a refused edit and stays in mode editCharacteristic', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderCharacteristicsTab({
      routes: { 'PUT v1/catalog/characteristic/:id/': () => reply(500) },
    });
    const dialog = await editColor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The characteristic was not saved', expect.anything()),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Название характеристики' })).toBeVisible();
    logged.mockRestore();
  });
});

describe('deleting a characteristic everywhere', () => {
  async function deleteColor(user: User) {
    const dialog = await editColor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Удалить характеристику' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    expect(popup).toHaveTextContent('Вы действительно хотите удалить объект?');
    expect(within(popup).getByText('Характеристика «Цвет»')).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));
    return dialog;
  }

  it('says «Характеристика удалена» for 3 s, closes the dialog and drops the row', async () => {
    const { api, user } = await renderCharacteristicsTab();

    await deleteColor(user);
    await dialogGone();

    expect(api.callsTo('DELETE v1/catalog/characteristic/1/')).toHaveLength(1);
    const toast = await screen.findByText('Характеристика удалена');
    await waitFor(() => expect(rowTitles()).toEqual(['Материал']));
    // Gone after 3 s, before the 5 s the other toasts stay.
    await waitForElementToBeRemoved(toast, { timeout: 4500 });
  });

  it.each([
    [
      'the server explanation',
      () => reply(409, { detail: 'Характеристика занята' }),
      'Характеристика занята',
    ],
    [
      '«Ошибка при удалении характеристики» without one',
      () => reply(500),
      'Ошибка при удалении характеристики',
    ],
  ])('shows %s when refused, and the characteristic stays', async (_case, refusal, text) => {
    const { user } = await renderCharacteristicsTab({
      routes: { 'DELETE v1/catalog/characteristic/:id/': refusal },
    });

    const dialog = await deleteColor(user);

    expect(await screen.findByText(text)).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('dialog')).toEqual([dialog]));
    expect(within(dialog).getByRole('textbox', { name: 'Название характеристики' })).toBeVisible();
  });

  it('deletes nothing when the popup is cancelled', async () => {
    const { api, user } = await renderCharacteristicsTab({
      characteristics: merchantCharacteristics(),
    });
    const dialog = await editColor(user);

    await user.click(within(dialog).getByRole('button', { name: 'Удалить характеристику' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    await user.click(within(popup).getByRole('button', { name: 'Отменить' }));

    await waitFor(() => expect(screen.getAllByRole('dialog')).toEqual([dialog]));
    expect(api.calls.filter((call) => call.route.startsWith('DELETE'))).toEqual([]);
  });
});
