import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialogGone } from '../../../testing/dialogs';
import { merchantCharacteristics, withMainValues } from '../testing/fake-characteristics';
import { layOutSortableList } from '../testing/sortable-layout';
import {
  bodyOf,
  openCharacteristicsTab,
  row,
  rowTitles,
  sneakersWithCharacteristics,
  unsavedBar,
  type OpenedTab,
} from './testing/open-characteristics-tab';

type User = OpenedTab['user'];

const LIST = 'Характеристики товара';
const productPuts = (api: OpenedTab['api']) => api.callsTo('PUT v1/catalog/product/5/');
const cardLines = () =>
  within(screen.getByRole('complementary', { name: 'Карточка товара' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

/** Picks the row up by its handle, presses the arrow `steps` times, and puts it down. */
async function moveWithKeys(user: User, title: string, arrow: 'ArrowUp' | 'ArrowDown', steps = 1) {
  screen.getByRole('button', { name: `Переместить характеристику «${title}»` }).focus();
  await user.keyboard(' ');
  for (let step = 0; step < steps; step += 1) await user.keyboard(`{${arrow}}`);
  await user.keyboard(' ');
}

/** Цвет, Материал and Размер, each with a main value. */
function threeRows() {
  const [color, material, size] = merchantCharacteristics();
  return sneakersWithCharacteristics({
    characteristics: [
      withMainValues(color!, ['красный']),
      withMainValues(material!, ['кожа']),
      withMainValues(size!, ['41']),
    ],
  });
}

async function saveFromBar(user: User) {
  await user.click(within(unsavedBar()!).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(unsavedBar()).toBeNull());
}

// Whole-editor flows with keyboard drags: several seconds each, far more on a busy machine.
describe('characteristic rows reordered by dragging', () => {
  it('moves a row with the keyboard, which changes the form; Сохранить sends the new order', async () => {
    layOutSortableList(LIST, 'column');
    const { api, user } = await openCharacteristicsTab();

    await moveWithKeys(user, 'Цвет', 'ArrowDown');

    await waitFor(() => expect(rowTitles()).toEqual(['Материал', 'Цвет']));
    expect(screen.getByText('Характеристика «Цвет» поставлена на место 2.')).toBeInTheDocument();
    expect(unsavedBar()).toHaveTextContent('На странице есть несохраненные изменения');
    expect(productPuts(api)).toEqual([]);

    await saveFromBar(user);
    expect(bodyOf(productPuts(api)[0])).toMatchObject({ id: 5, characteristics_id: [2, 1] });
    expect(rowTitles()).toEqual(['Материал', 'Цвет']);
  });

  it('leaves the form as it was when the move is cancelled with Escape', async () => {
    layOutSortableList(LIST, 'column');
    const { user } = await openCharacteristicsTab();

    screen.getByRole('button', { name: 'Переместить характеристику «Материал»' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByText('Характеристика «Материал» над местом 1.')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(
      await screen.findByText('Перемещение отменено, характеристика «Материал» осталась на месте.'),
    ).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Цвет', 'Материал']);
    expect(unsavedBar()).toBeNull();
  });

  it('is no change once moved back, and Сбросить puts the saved order back', async () => {
    layOutSortableList(LIST, 'column');
    const { user } = await openCharacteristicsTab({ product: threeRows() });

    await moveWithKeys(user, 'Цвет', 'ArrowDown');
    await waitFor(() => expect(rowTitles()).toEqual(['Материал', 'Цвет', 'Размер']));
    await moveWithKeys(user, 'Цвет', 'ArrowUp');
    await waitFor(() => expect(rowTitles()).toEqual(['Цвет', 'Материал', 'Размер']));
    expect(unsavedBar()).toBeNull();

    await moveWithKeys(user, 'Размер', 'ArrowUp', 2);
    await waitFor(() => expect(rowTitles()).toEqual(['Размер', 'Цвет', 'Материал']));
    expect(cardLines()).toEqual(['Размер: 41', 'Цвет: красный', 'Материал: кожа']);
    await user.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сохраните изменения' });
    await user.click(within(dialog).getByRole('button', { name: 'Сбросить' }));
    await dialogGone();

    expect(rowTitles()).toEqual(['Цвет', 'Материал', 'Размер']);
    expect(unsavedBar()).toBeNull();
  });

  it('keeps the dragged order when a characteristic is added: the new one comes last', async () => {
    layOutSortableList(LIST, 'column');
    const { api, user } = await openCharacteristicsTab();
    await moveWithKeys(user, 'Цвет', 'ArrowDown');
    await waitFor(() => expect(rowTitles()).toEqual(['Материал', 'Цвет']));

    await user.click(screen.getByRole('button', { name: 'Добавить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавить характеристику' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Сезон' }));
    await user.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await dialogGone();

    // The saved order gets the new one; the unsaved dragged order stays the merchant's change.
    expect(bodyOf(productPuts(api)[0])).toEqual({ id: 5, characteristics_id: [1, 2, 4] });
    await waitFor(() => expect(rowTitles()).toEqual(['Материал', 'Цвет', 'Сезон']));
    expect(unsavedBar()).toBeInTheDocument();

    await saveFromBar(user);
    expect(bodyOf(productPuts(api)[1])).toMatchObject({ characteristics_id: [2, 1, 4] });
  });

  it('keeps the dragged order of the rows left when one is removed', async () => {
    layOutSortableList(LIST, 'column');
    const { api, user } = await openCharacteristicsTab({ product: threeRows() });
    await moveWithKeys(user, 'Размер', 'ArrowUp', 2);
    await waitFor(() => expect(rowTitles()).toEqual(['Размер', 'Цвет', 'Материал']));

    await user.click(
      within(row('Цвет')).getByRole('button', { name: 'Действия с характеристикой «Цвет»' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));
    await dialogGone();

    expect(bodyOf(productPuts(api)[0])).toEqual({ id: 5, characteristics_id: [2, 3] });
    await waitFor(() => expect(rowTitles()).toEqual(['Размер', 'Материал']));
    expect(unsavedBar()).toBeInTheDocument();
    await saveFromBar(user);
    expect(bodyOf(productPuts(api)[1])).toMatchObject({ characteristics_id: [3, 2] });
  });

  it('keeps the dragged order when main values are saved', async () => {
    layOutSortableList(LIST, 'column');
    const { api, user } = await openCharacteristicsTab();
    await moveWithKeys(user, 'Цвет', 'ArrowDown');
    await waitFor(() => expect(rowTitles()).toEqual(['Материал', 'Цвет']));

    await user.click(within(row('Материал')).getByRole('button', { name: 'Значение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Материал' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'замша' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();

    expect(api.callsTo('PUT v1/catalog/product/5/characteristic/2/values/main/')).toHaveLength(1);
    await waitFor(() => expect(within(row('Материал')).getByText('замша')).toBeVisible());
    expect(rowTitles()).toEqual(['Материал', 'Цвет']);
    expect(unsavedBar()).toBeInTheDocument();
  });
});
