import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@vitrina/contracts/messages';
import { PRODUCT_LIMITS } from '@vitrina/contracts/limits';
import { describe, expect, it } from 'vitest';
import { openProductEditor } from './testing/open-product-editor';

const NBSP = '\u00A0';

const openEditor = () => openProductEditor();

type User = Awaited<ReturnType<typeof openEditor>>['user'];

/** Puts `text` in place of the field's value, as one paste: long texts typed key by key are slow. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== '') {
    await user.click(field);
    await user.paste(text);
  }
}

const field = (label: string | RegExp) => screen.getByLabelText(label);
const discountedPrice = () => field('Цена со скидкой');
const card = () =>
  within(screen.getByRole('complementary', { name: 'Карточка товара' })).getByRole('article');

describe('product form', () => {
  it.each([
    [/Название/, PRODUCT_LIMITS.titleMaxLength, messages.product.titleTooLong],
    ['Артикул', PRODUCT_LIMITS.skuMaxLength, messages.product.skuTooLong],
    ['Описание', PRODUCT_LIMITS.descriptionMaxLength, messages.product.descriptionTooLong],
    ['Текст', PRODUCT_LIMITS.textMaxLength, messages.product.textTooLong],
  ] as const)('%s takes %i characters and says «%s» for one more', async (label, max, message) => {
    const { user } = await openEditor();

    await fill(user, field(label), 'я'.repeat(max));
    expect(field(label)).toHaveAccessibleDescription('');
    await user.type(field(label), 'я');
    expect(field(label)).toHaveAccessibleDescription(message);
    await user.keyboard('{Backspace}');
    expect(field(label)).toHaveAccessibleDescription('');
  });

  it('says «Поле не может быть пустым» for a blank title', async () => {
    const { user } = await openEditor();

    await fill(user, field(/Название/), '   ');
    expect(field(/Название/)).toHaveAccessibleDescription('Поле не может быть пустым');
  });

  it('takes a price up to 1 000 000 000 and strips its leading zeros', async () => {
    const { user } = await openEditor();
    const price = field('Цена, ₽');

    await fill(user, price, '1000000000');
    expect(price).toHaveAccessibleDescription('');
    await user.type(price, '1');
    expect(price).toHaveAccessibleDescription(messages.product.priceTooHigh);

    await fill(user, price, '');
    await user.type(price, '007');
    expect(price).toHaveValue(7);
    await fill(user, price, '');
    await user.type(price, '00.5');
    expect(price).toHaveDisplayValue('0.5');
  });

  it('takes a whole stock of 0 or more', async () => {
    const { user } = await openEditor();
    const quantity = field('Количество');

    await fill(user, quantity, '1.5');
    expect(quantity).toHaveAccessibleDescription(messages.product.quantityInvalid);
    await fill(user, quantity, '0');
    expect(quantity).toHaveAccessibleDescription('');
  });

  it('allows a percent discount up to 100 %', async () => {
    const { user } = await openEditor();
    const discount = field('Скидка');
    expect(screen.getByRole('button', { name: 'Скидка в процентах' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await fill(user, discount, '100');
    expect(discount).toHaveAccessibleDescription('');
    await fill(user, discount, '100.5');
    expect(discount).toHaveAccessibleDescription('Максимальная скидка 100%');
  });

  it('allows a ruble discount up to the price, checked again as the price or type changes', async () => {
    const { user } = await openEditor();
    const discount = field('Скидка');

    await fill(user, discount, '1500');
    expect(discount).toHaveAccessibleDescription('Максимальная скидка 100%');
    await user.click(screen.getByRole('button', { name: 'Скидка в рублях' }));
    expect(discount).toHaveAccessibleDescription('');

    await fill(user, field('Цена, ₽'), '1200');
    expect(discount).toHaveAccessibleDescription('Максимальная скидка 1200₽');
    await fill(user, discount, '1200');
    expect(discount).toHaveAccessibleDescription('');
  });

  it('shows the discounted price as it is typed, and «-» for an invalid number', async () => {
    const { user } = await openEditor();
    expect(discountedPrice()).toHaveValue(`1${NBSP}500${NBSP}₽`);

    await fill(user, field('Скидка'), '10');
    expect(discountedPrice()).toHaveValue(`1${NBSP}350${NBSP}₽`);
    await user.click(screen.getByRole('button', { name: 'Скидка в рублях' }));
    expect(discountedPrice()).toHaveValue(`1${NBSP}490${NBSP}₽`);

    await fill(user, field('Цена, ₽'), '');
    expect(discountedPrice()).toHaveValue('-');
  });

  it('keeps the side card in step with the form', async () => {
    const { user } = await openEditor();

    await fill(user, field(/Название/), 'Кеды чёрные');
    await fill(user, field('Описание'), 'Замшевые');
    await fill(user, field('Скидка'), '10');

    await waitFor(() => expect(card()).toHaveAccessibleName('Кеды чёрные'));
    expect(card()).toHaveTextContent('Замшевые');
    expect(card()).toHaveTextContent('1 350 ₽1 500 ₽−10%');
  });
});
