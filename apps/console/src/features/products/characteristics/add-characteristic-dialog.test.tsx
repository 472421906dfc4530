import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialogGone } from '../../../testing/dialogs';
import { reply } from '../../../testing/fake-api';
import { merchantCharacteristics } from '../testing/fake-characteristics';
import { bodyOf, rowTitles, sneakersWithCharacteristics } from './testing/open-characteristics-tab';
import { renderCharacteristicsTab } from './testing/render-characteristics-tab';

type Rendered = Awaited<ReturnType<typeof renderCharacteristicsTab>>;
type User = Rendered['user'];

async function openAddDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Добавить' }));
  return screen.findByRole('dialog', { name: 'Добавить характеристику' });
}

async function toCreateMode(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Создать новую характеристику' }));
  return within(dialog).findByRole('textbox', { name: 'Название характеристики' });
}

/** Types `text` at the end of the field as one paste: key by key is slow over the whole editor. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const valueInputs = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Значения' })).getAllByRole('textbox');
const shownValues = (dialog: HTMLElement) =>
  valueInputs(dialog).map((input) => (input as HTMLInputElement).value);

// Dialog flows over the whole editor in jsdom take several seconds; the first compiles the route.
describe('the Добавить характеристику dialog, mode add', () => {
  it('offers the characteristics not on the product and adds the picked ones at once', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await openAddDialog(user);

    const choices = await within(dialog).findAllByRole('checkbox');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Размер',
      'Сезон',
    ]);
    const add = within(dialog).getByRole('button', { name: 'Добавить' });
    expect(add).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Сезон' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Размер' }));
    await user.click(add);
    await dialogGone();

    expect(bodyOf(api.callsTo('PUT v1/catalog/product/5/')[0])).toEqual({
      id: 5,
      characteristics_id: [1, 2, 4, 3],
    });
    await waitFor(() => expect(rowTitles()).toEqual(['Цвет', 'Материал', 'Сезон', 'Размер']));
  });

  it.each([
    ['the merchant has none', []],
    ['all of them are on the product', merchantCharacteristics().slice(0, 2)],
  ])('says there are none to add when %s', async (_case, characteristics) => {
    const { user } = await renderCharacteristicsTab({ characteristics });
    const dialog = await openAddDialog(user);

    expect(await within(dialog).findByText('У вас нет доступных характеристик!')).toBeVisible();
    expect(within(dialog).getByText('Создайте свою первую характеристику.')).toBeVisible();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Создать новую характеристику' }),
    ).toBeVisible();
  });

  it('Отменить closes it and adds nothing', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await openAddDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Сезон' }));

    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await dialogGone();

    expect(api.callsTo('PUT v1/catalog/product/5/')).toEqual([]);
    expect(rowTitles()).toEqual(['Цвет', 'Материал']);
  });

  it('only logs a refused add and stays open to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderCharacteristicsTab({
      routes: { 'PUT v1/catalog/product/:id/': () => reply(422, { detail: 'Нельзя' }) },
    });
    const dialog = await openAddDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Сезон' }));

    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'The characteristics were not added to the product',
        expect.anything(),
      ),
    );
    expect(dialog).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});

describe('the Добавить характеристику dialog, mode create', () => {
  it('creates a characteristic, then offers it picked in mode add, and Добавить adds it', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await openAddDialog(user);
    const title = await toCreateMode(user, dialog);
    expect(valueInputs(dialog)).toHaveLength(1);
    expect(valueInputs(dialog)[0]).toHaveAttribute('placeholder', 'Укажите значение');

    await fill(user, title, '  Бренд ');
    await fill(user, valueInputs(dialog)[0]!, 'Nike');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить значение' }));
    await user.paste('Adidas');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить значение' }));
    await user.paste(' nike ');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    const created = await within(dialog).findByRole('checkbox', { name: 'Бренд' });
    // Trimmed, blanks dropped and repeats merged, as the contract has it.
    expect(bodyOf(api.callsTo('POST v1/catalog/characteristic/')[0])).toEqual({
      title: 'Бренд',
      values: ['nike', 'Adidas'],
    });
    expect(created).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await dialogGone();
    expect(bodyOf(api.callsTo('PUT v1/catalog/product/5/')[0])).toEqual({
      id: 5,
      characteristics_id: [1, 2, 100],
    });
    await waitFor(() => expect(rowTitles()).toEqual(['Цвет', 'Материал', 'Бренд']));
  });

  it.each([
    ['a blank title', '   ', ['красный']],
    ['no value', 'Бренд', []],
    ['only blank values', 'Бренд', ['  ', ' ']],
  ])('does nothing, with no message, for %s', async (_case, titleText, values) => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await openAddDialog(user);
    const title = await toCreateMode(user, dialog);
    await fill(user, title, titleText);
    for (const [index, value] of values.entries()) {
      if (index > 0)
        await user.click(within(dialog).getByRole('button', { name: 'Добавить значение' }));
      await fill(user, valueInputs(dialog)[0]!, value);
    }

    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(api.callsTo('POST v1/catalog/characteristic/')).toEqual([]);
    expect(within(dialog).getByRole('textbox', { name: 'Название характеристики' })).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('adds an empty value on top, focused; while the top one is blank, focuses it instead', async () => {
    const { user } = await renderCharacteristicsTab();
    const dialog = await openAddDialog(user);
    await toCreateMode(user, dialog);
    const addValue = within(dialog).getByRole('button', { name: 'Добавить значение' });

    await user.click(addValue);
    expect(valueInputs(dialog)).toHaveLength(1);
    expect(valueInputs(dialog)[0]).toHaveFocus();

    await user.paste('красный');
    await user.click(addValue);
    expect(shownValues(dialog)).toEqual(['', 'красный']);
    expect(valueInputs(dialog)[0]).toHaveFocus();

    await fill(user, valueInputs(dialog)[1]!, '!');
    await user.click(addValue);
    expect(shownValues(dialog)).toEqual(['', 'красный!']);
    expect(valueInputs(dialog)[0]).toHaveFocus();
  });

  it('deletes a value with its button', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await openAddDialog(user);
    const title = await toCreateMode(user, dialog);
    await fill(user, title, 'Бренд');
    await fill(user, valueInputs(dialog)[0]!, 'Nike');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить значение' }));
    await user.paste('Puma');

    await user.click(within(dialog).getByRole('button', { name: 'Удалить значение 2' }));
    expect(shownValues(dialog)).toEqual(['Puma']);
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await within(dialog).findByRole('checkbox', { name: 'Бренд' });
    expect(bodyOf(api.callsTo('POST v1/catalog/characteristic/')[0])).toEqual({
      title: 'Бренд',
      values: ['Puma'],
    });
  });

  it('Отменить goes back to mode add, keeping what was picked', async () => {
    const { api, user } = await renderCharacteristicsTab();
    const dialog = await openAddDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Размер' }));
    const title = await toCreateMode(user, dialog);
    await fill(user, title, 'Бренд');

    await user.click(within(dialog).getByRole('button', { name: 'Отменить' }));

    expect(await within(dialog).findByRole('checkbox', { name: 'Размер' })).toBeChecked();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(api.callsTo('POST v1/catalog/characteristic/')).toEqual([]);
  });

  it('only logs a refused create and stays in mode create', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderCharacteristicsTab({
      routes: { 'POST v1/catalog/characteristic/': () => reply(500) },
    });
    const dialog = await openAddDialog(user);
    const title = await toCreateMode(user, dialog);
    await fill(user, title, 'Бренд');
    await fill(user, valueInputs(dialog)[0]!, 'Nike');

    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The characteristic was not created', expect.anything()),
    );
    expect(title).toHaveValue('Бренд');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    logged.mockRestore();
  });
});

describe('the add dialog on a product without characteristics', () => {
  it('adds the first one', async () => {
    const { api, user } = await renderCharacteristicsTab({
      product: sneakersWithCharacteristics({ characteristics: [] }),
    });
    const dialog = await openAddDialog(user);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Цвет' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await dialogGone();

    expect(bodyOf(api.callsTo('PUT v1/catalog/product/5/')[0])).toEqual({
      id: 5,
      characteristics_id: [1],
    });
    await waitFor(() => expect(rowTitles()).toEqual(['Цвет']));
  });
});
