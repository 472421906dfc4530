import { describe, expect, it } from 'vitest';
import { offersOf, type CardRow } from './feed-offers';
import type { OfferDetails } from './feeds.repository';

const place = { url: 'https://tea.example.ru/', categoryId: 10 };
const details: OfferDetails = {
  id: 5,
  sku: 'T-1',
  about: null,
  stock: null,
  categoryIds: [],
  pictures: [],
  variants: [],
};
const cardOf = (fields: Partial<CardRow>): CardRow => ({
  id: 5,
  title: 'Пуэр',
  description: 'Выдержанный',
  price: '1000.00',
  discount_value: '0.00',
  discount_type: 'PERCENT',
  module: 'THINGS',
  collection_id: 10,
  category_ids: [],
  photo: null,
  characteristics: [],
  available: true,
  variants: null,
  ...fields,
});
const pricesOf = (card: CardRow) =>
  offersOf(card, details, place).map(({ price, oldPrice }) => ({ price, oldPrice }));

describe('offersOf: prices by the contracts’ math', () => {
  it.each([
    ['no discount', { discount_value: '0.00' }, [{ price: 1000, oldPrice: null }]],
    ['a percent off', { discount_value: '15.00' }, [{ price: 850, oldPrice: 1000 }]],
    [
      'rubles off',
      { discount_value: '99.90', discount_type: 'RUBLES' },
      [{ price: 900.1, oldPrice: 1000 }],
    ],
    ['no price: no offer', { price: null }, []],
    ['a zero price: no offer', { price: '0.00' }, []],
    ['all of it off: no offer', { discount_value: '100.00' }, []],
  ])('%s', (_, fields, expected) => {
    expect(pricesOf(cardOf(fields as Partial<CardRow>))).toEqual(expected);
  });

  it('falls back to the short description without a «Текст», and cuts a long one', () => {
    expect(offersOf(cardOf({}), details, place)[0]?.description).toBe('Выдержанный');
    const long = { ...details, about: 'ч'.repeat(3500) };
    expect(offersOf(cardOf({}), long, place)[0]?.description).toHaveLength(3000);
  });
});
