import { variantMessages } from '@vitrina/contracts/variant-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aCharacteristic } from '../testing/fake-characteristics';
import {
  COLOR,
  putBody,
  renderVariantsTab,
  rowLabels,
  sneakersWithOptions,
  variantRow,
} from './testing/render-variants-tab';

const SHADE = aCharacteristic(
  50,
  'Оттенок',
  Array.from({ length: 20 }, (_, i) => `тон ${i + 1}`),
);
const LENGTH = aCharacteristic(
  70,
  'Длина',
  Array.from({ length: 25 }, (_, i) => `${i + 1} см`),
);

/** 20 shades × 25 lengths: the 500 combinations the limit allows, none saved yet. */
const fiveHundred = () =>
  renderVariantsTab({
    product: sneakersWithOptions({ characteristics: [SHADE, LENGTH, COLOR] }),
    variants: {
      options: [SHADE, LENGTH].map(({ id, values }) => ({
        characteristic_id: id,
        value_ids: values.map((value) => value.id),
      })),
      variants: [],
    },
  });

/** Scrolls the page as the merchant would: the list reads the window's offset on its scroll. */
function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('the variants list', () => {
  afterEach(() => scrollWindowTo(0));

  it('holds 500 rows with only a window of them in the document', async () => {
    await fiveHundred();

    expect(screen.getByRole('heading', { name: 'Сочетания (500)' })).toBeVisible();
    const inDocument = rowLabels();
    expect(inDocument[0]).toBe('тон 1, 1 см');
    expect(inDocument.length).toBeGreaterThan(3);
    expect(inDocument.length).toBeLessThan(30);
    expect(inDocument).not.toContain('тон 20, 25 см');

    scrollWindowTo(499 * 124);
    await waitFor(() => expect(rowLabels()).toContain('тон 20, 25 см'));
    expect(rowLabels()).not.toContain('тон 1, 1 см');
    expect(rowLabels().length).toBeLessThan(30);
  });

  it('takes no fourth option and no more than 500 combinations, saying so', async () => {
    const { user } = await fiveHundred();

    await user.click(screen.getByRole('combobox', { name: 'Добавить характеристику' }));
    await user.click(await screen.findByRole('option', { name: 'Цвет' }));

    expect(await screen.findByText(variantMessages.tooManyVariants)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Сочетания (0)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Добавить характеристику' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText(variantMessages.tooManyOptions)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Убрать «Длина» из вариантов' }));
    expect(screen.getByRole('heading', { name: 'Сочетания (60)' })).toBeVisible();
    expect(screen.queryByText(variantMessages.tooManyVariants)).not.toBeInTheDocument();
  });

  it('gives a row one of the product’s photos, each shown by its preview', async () => {
    const { api, user } = await renderVariantsTab({
      variants: {
        options: [{ characteristic_id: 1, value_ids: [11, 12] }],
        variants: [],
      },
    });
    const photo = within(variantRow('синий')).getByRole('combobox', { name: 'Фото' });
    expect(photo).toHaveTextContent('Фото товара');

    await user.click(photo);
    const listbox = await screen.findByRole('listbox');
    // A preview beside each photo's name; decorative (alt=""), so found by its element.
    const previews = within(listbox)
      .getAllByRole('option')
      .map((option) => [option.textContent, option.querySelector('img')?.getAttribute('src')]);
    expect(previews).toEqual([
      ['Фото товара', undefined],
      ['Фото 1', '/media/front-preview.webp'],
      ['Фото 2', '/media/side-preview.webp'],
    ]);
    await user.click(within(listbox).getByRole('option', { name: 'Фото 2' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(photo).toHaveTextContent('Фото 2');

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(api.callsTo('PUT v1/catalog/product/5/variants/')).toHaveLength(1));
    const { variants } = putBody(api) as { variants: { photo_id: number | null }[] };
    expect(variants.map((variant) => variant.photo_id)).toEqual([null, 42]);
  });
});
