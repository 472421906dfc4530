import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dialogGone } from '../../../testing/dialogs';
import { reply } from '../../../testing/fake-api';
import { aVariant } from '../testing/fake-variants';
import { merchantCharacteristics, withMainValues } from '../testing/fake-characteristics';
import {
  bodyOf,
  row,
  rowTitles,
  sneakersWithCharacteristics,
} from './testing/open-characteristics-tab';
import { renderCharacteristicsTab } from './testing/render-characteristics-tab';

type Rendered = Awaited<ReturnType<typeof renderCharacteristicsTab>>;

const [color, material, size] = merchantCharacteristics();

/** The sneakers with Цвет (красный, синий), Материал (none) and Размер (42). */
const threeCharacteristics = () =>
  sneakersWithCharacteristics({
    characteristics: [
      withMainValues(color!, ['красный', 'синий']),
      material!,
      withMainValues(size!, ['42']),
    ],
  });

const bulkSaves = (api: Rendered['api']) =>
  api.callsTo('PUT v1/catalog/product/5/characteristics/values/main/');

async function openAllMains({ user }: Rendered) {
  await user.click(screen.getByRole('button', { name: 'Редактировать' }));
  return screen.findByRole('dialog', { name: 'Основные значения характеристик' });
}

const group = (dialog: HTMLElement, title: string) =>
  within(dialog).getByRole('group', { name: `Основные значения «${title}»` });

async function askToClear({ user }: Rendered) {
  await user.click(screen.getByRole('button', { name: 'Очистить' }));
  return screen.findByRole('dialog', { name: 'Очистить характеристики' });
}

describe('the characteristics heading', () => {
  it.each([
    [0, []],
    [1, [material!]],
    [3, threeCharacteristics().characteristics],
  ])('counts the product’s %s characteristics', async (count, characteristics) => {
    await renderCharacteristicsTab({ product: sneakersWithCharacteristics({ characteristics }) });

    expect(screen.getByRole('heading', { name: `Характеристики (${count})` })).toBeVisible();
  });

  it('follows a characteristic removed from the product', async () => {
    const { user } = await renderCharacteristicsTab();
    expect(screen.getByRole('heading', { name: 'Характеристики (2)' })).toBeVisible();

    await user.click(
      within(row('Материал')).getByRole('button', {
        name: 'Действия с характеристикой «Материал»',
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const popup = await screen.findByRole('dialog', { name: 'Удаление объекта' });
    await user.click(within(popup).getByRole('button', { name: 'Удалить' }));

    expect(await screen.findByRole('heading', { name: 'Характеристики (1)' })).toBeVisible();
  });
});

describe('Редактировать: the main values of every characteristic in one dialog', () => {
  it('lists each characteristic with its values, the product’s main ones ticked', async () => {
    const rendered = await renderCharacteristicsTab({ product: threeCharacteristics() });

    const dialog = await openAllMains(rendered);

    const sections = within(dialog).getAllByRole('heading', { level: 3 });
    expect(sections.map((heading) => heading.textContent)).toEqual(['Цвет', 'Материал', 'Размер']);
    const ticked = (title: string) =>
      within(group(dialog, title))
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')!.textContent);
    expect(ticked('Цвет')).toEqual(['красный', 'синий']);
    expect(ticked('Материал')).toEqual([]);
    expect(ticked('Размер')).toEqual(['42']);
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('saves the changed characteristics in one call and shows the answer in the rows', async () => {
    const rendered = await renderCharacteristicsTab({ product: threeCharacteristics() });
    const { api, user } = rendered;
    const dialog = await openAllMains(rendered);

    await user.click(within(group(dialog, 'Цвет')).getByRole('checkbox', { name: 'синий' }));
    await user.click(within(group(dialog, 'Цвет')).getByRole('checkbox', { name: 'зелёный' }));
    await user.click(within(group(dialog, 'Материал')).getByRole('checkbox', { name: 'замша' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();

    expect(bulkSaves(api)).toHaveLength(1);
    expect(bodyOf(bulkSaves(api)[0])).toEqual({
      characteristics: [
        { characteristic_id: 1, values_id: [11, 13] },
        { characteristic_id: 2, values_id: [22] },
      ],
    });
    expect(api.callsTo('PUT v1/catalog/product/5/characteristic/1/values/main/')).toEqual([]);
    const chips = (title: string) =>
      within(within(row(title)).getByRole('list', { name: `Основные значения «${title}»` }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent);
    await waitFor(() => expect(chips('Цвет')).toEqual(['красный', 'зелёный']));
    expect(chips('Материал')).toEqual(['замша']);
    expect(chips('Размер')).toEqual(['42']);
  });

  it('asks for one main value of a characteristic whose values were all unticked', async () => {
    const rendered = await renderCharacteristicsTab({ product: threeCharacteristics() });
    const { api, user } = rendered;
    const dialog = await openAllMains(rendered);

    await user.click(within(group(dialog, 'Размер')).getByRole('checkbox', { name: '42' }));

    expect(group(dialog, 'Размер')).toHaveAccessibleDescription(
      'Выберите хотя бы одно основное значение',
    );
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await user.click(within(group(dialog, 'Размер')).getByRole('checkbox', { name: '40' }));
    expect(group(dialog, 'Размер')).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();
    expect(bodyOf(bulkSaves(api)[0])).toEqual({
      characteristics: [{ characteristic_id: 3, values_id: [31] }],
    });
  });

  it('says so of a characteristic with no values', async () => {
    const empty = { id: 9, title: 'Уход', values: [] };
    const rendered = await renderCharacteristicsTab({
      product: sneakersWithCharacteristics({ characteristics: [empty] }),
      characteristics: [...merchantCharacteristics(), empty],
    });

    const dialog = await openAllMains(rendered);

    const section = within(dialog).getByRole('region', { name: 'Уход' });
    expect(section).toHaveTextContent('У характеристики пока нет значений');
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it('only logs a refused save and stays open with the choice', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const rendered = await renderCharacteristicsTab({
      product: threeCharacteristics(),
      routes: {
        'PUT v1/catalog/product/:id/characteristics/values/main/': () => reply(500),
      },
    });
    const dialog = await openAllMains(rendered);

    await rendered.user.click(
      within(group(dialog, 'Материал')).getByRole('checkbox', { name: 'кожа' }),
    );
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The main values were not saved', expect.anything()),
    );
    expect(dialog).toBeVisible();
    expect(within(group(dialog, 'Материал')).getByRole('checkbox', { name: 'кожа' })).toBeChecked();
    logged.mockRestore();
  });
});

describe('Очистить: every characteristic off the product, once confirmed', () => {
  it('names how many go and from which product, then removes them all at once', async () => {
    const rendered = await renderCharacteristicsTab({ product: threeCharacteristics() });
    const { api, user } = rendered;

    const ask = await askToClear(rendered);
    expect(ask).toHaveTextContent('Убрать из товара «Кеды белые» 3 характеристики?');
    expect(ask).toHaveTextContent(
      'Сами характеристики и их значения останутся в каталоге и у других товаров.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Очистить' }));
    await dialogGone();

    expect(bodyOf(api.callsTo('PUT v1/catalog/product/5/')[0])).toEqual({
      id: 5,
      characteristics_id: [],
    });
    expect(await screen.findByText('Характеристики не добавлены')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Характеристики (0)' })).toBeVisible();
  });

  it.each([
    [1, 'Убрать из товара «Кеды белые» 1 характеристику?'],
    [2, 'Убрать из товара «Кеды белые» 2 характеристики?'],
  ])('words the count of %s', async (count, question) => {
    const characteristics = merchantCharacteristics().slice(0, count);
    const rendered = await renderCharacteristicsTab({
      product: sneakersWithCharacteristics({ characteristics }),
    });

    expect(await askToClear(rendered)).toHaveTextContent(question);
  });

  it('keeps them all when cancelled', async () => {
    const rendered = await renderCharacteristicsTab();

    const ask = await askToClear(rendered);
    await rendered.user.click(within(ask).getByRole('button', { name: 'Отменить' }));
    await dialogGone();

    expect(rowTitles()).toEqual(['Цвет', 'Материал']);
    expect(rendered.api.callsTo('PUT v1/catalog/product/5/')).toEqual([]);
  });

  it('says how many variants go with them', async () => {
    const rendered = await renderCharacteristicsTab({
      product: sneakersWithCharacteristics({ variants_quantity: 2 }),
      variants: {
        5: {
          options: [{ characteristic_id: 2, value_ids: [21, 22] }],
          variants: [aVariant(501, [21]), aVariant(502, [22])],
        },
      },
    });

    const ask = await askToClear(rendered);

    expect(await within(ask).findByText(/Будет удалено вариантов: 2/)).toBeVisible();
  });
});
