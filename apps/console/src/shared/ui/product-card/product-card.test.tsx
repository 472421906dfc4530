import { render, screen, within } from '@testing-library/react';
import type { DiscountType } from '@vitrina/contracts/enums';
import { describe, expect, it } from 'vitest';
import { ProductCard, type ProductCardData } from './product-card';

function renderCard(overrides: Partial<ProductCardData>) {
  render(
    <>
      <p id="buy-note">На сайте «Купить» открывает заказ.</p>
      <ProductCard
        buyNoteId="buy-note"
        product={{
          title: 'Кеды',
          description: 'Белые, кожаные',
          price: 1000,
          discount_value: 0,
          discount_type: 'PERCENT',
          main_photo_preview: null,
          ...overrides,
        }}
      />
    </>,
  );
  return screen.getByRole('article', { name: 'Кеды' });
}

// Texts of the card have no-break spaces inside amounts; the matchers see plain spaces.
describe('product card', () => {
  it('shows the photo, title, description and the Купить button', () => {
    const card = renderCard({ main_photo_preview: '/media/kedy.webp' });

    expect(within(card).getByRole('img', { name: 'Кеды' })).toHaveAttribute(
      'src',
      '/media/kedy.webp',
    );
    expect(within(card).getByRole('heading', { name: 'Кеды' })).toBeVisible();
    expect(card).toHaveTextContent('Белые, кожаные');
    const buy = within(card).getByRole('button', { name: 'Купить' });
    expect(buy).toBeVisible();
    // A picture of the button: the note says what it does on the site.
    expect(buy).toHaveAttribute('aria-disabled', 'true');
    expect(buy).toHaveAccessibleDescription('На сайте «Купить» открывает заказ.');
  });

  it('shows a placeholder without a photo', () => {
    const card = renderCard({});
    expect(within(card).getByRole('img', { name: 'Нет фото' })).toBeVisible();
  });

  it.each<[number | null, string]>([
    [null, 'Цена не указана'],
    [0, 'Цена не указана'],
    [1500, '1 500 ₽'],
  ])('without a discount, price %s shows "%s" and no old price', (price, text) => {
    const card = renderCard({ price });

    expect(card).toHaveTextContent(text);
    expect(card.querySelector('s')).toBeNull();
  });

  it.each<[DiscountType, number, string, string]>([
    ['PERCENT', 10, '900 ₽', '−10%'],
    ['PERCENT', 100, '0 ₽', '−100%'],
    ['RUBLES', 150, '850 ₽', '−150 ₽'],
    ['RUBLES', 1000, '0 ₽', '−1 000 ₽'],
  ])('a %s discount of %s shows %s, the struck old price and %s', (type, value, price, label) => {
    const card = renderCard({ discount_type: type, discount_value: value });

    expect(card).toHaveTextContent(`${price}1 000 ₽${label}`);
    expect(card.querySelector('s')).toHaveTextContent('1 000 ₽');
  });

  it('shows no discount for a zero discount value', () => {
    const card = renderCard({ discount_value: 0, discount_type: 'RUBLES' });
    expect(card).not.toHaveTextContent('−');
  });

  it('shows the main values under the description, one line a characteristic', () => {
    const value = (id: number, text: string, main: boolean) => ({
      id,
      characteristic_id: Math.floor(id / 10),
      value: text,
      main_value: main,
    });
    const card = renderCard({
      characteristics: [
        { id: 1, title: 'Цвет', values: [value(11, 'красный', true), value(12, 'синий', true)] },
        { id: 2, title: 'Размер', values: [value(21, '41', false)] },
        { id: 3, title: 'Материал', values: [value(31, 'кожа', true), value(32, 'замша', false)] },
      ],
    });

    const lines = within(card).getByRole('list', { name: 'Характеристики' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Цвет: красный, синий', 'Материал: кожа']);
    expect(card).toHaveTextContent('Белые, кожаныеЦвет: красный, синийМатериал: кожа1 000 ₽');
  });

  it('shows no characteristics without main values', () => {
    const card = renderCard({ characteristics: [{ id: 2, title: 'Размер', values: [] }] });
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('shows "-" for a price that is not a number', () => {
    const card = renderCard({ price: Number.NaN });
    expect(card).toHaveTextContent('Белые, кожаные-Купить');
  });
});
