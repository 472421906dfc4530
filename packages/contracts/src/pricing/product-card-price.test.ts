import { describe, expect, it } from 'vitest';
import {
  productCardPrice,
  type ProductCardPrice,
  type ProductPriceFields,
} from './product-card-price';

const MINUS = '\u2212';
const NBSP = '\u00A0';
const rub = (digits: string) => `${digits.replaceAll(' ', NBSP)}${NBSP}₽`;

describe('productCardPrice', () => {
  it.each<[string, ProductPriceFields, ProductCardPrice]>([
    [
      'no price',
      { price: null, discount_value: 10, discount_type: 'PERCENT' },
      { price: 'Цена не указана', oldPrice: null, discount: null },
    ],
    [
      'blank price from a form',
      { price: '', discount_value: 0, discount_type: 'PERCENT' },
      { price: 'Цена не указана', oldPrice: null, discount: null },
    ],
    [
      'zero price',
      { price: 0, discount_value: 10, discount_type: 'RUBLES' },
      { price: 'Цена не указана', oldPrice: null, discount: null },
    ],
    [
      'price without a discount',
      { price: 1500, discount_value: 0, discount_type: 'PERCENT' },
      { price: rub('1 500'), oldPrice: null, discount: null },
    ],
    [
      'price with a missing discount',
      { price: 1500, discount_value: null, discount_type: 'RUBLES' },
      { price: rub('1 500'), oldPrice: null, discount: null },
    ],
    [
      'percent discount',
      { price: 1500, discount_value: 10, discount_type: 'PERCENT' },
      { price: rub('1 350'), oldPrice: rub('1 500'), discount: `${MINUS}10%` },
    ],
    [
      'ruble discount',
      { price: 1500, discount_value: 200, discount_type: 'RUBLES' },
      { price: rub('1 300'), oldPrice: rub('1 500'), discount: `${MINUS}${rub('200')}` },
    ],
    [
      'full discount',
      { price: 990, discount_value: 100, discount_type: 'PERCENT' },
      { price: rub('0'), oldPrice: rub('990'), discount: `${MINUS}100%` },
    ],
    [
      'amounts as strings',
      { price: '999.99', discount_value: '15', discount_type: 'PERCENT' },
      { price: rub('849,99'), oldPrice: rub('999,99'), discount: `${MINUS}15%` },
    ],
    [
      'invalid price',
      { price: 'abc', discount_value: 10, discount_type: 'PERCENT' },
      { price: '-', oldPrice: null, discount: null },
    ],
    [
      'negative price',
      { price: -5, discount_value: 0, discount_type: 'RUBLES' },
      { price: '-', oldPrice: null, discount: null },
    ],
  ])('%s', (_case, fields, expected) => {
    expect(productCardPrice(fields)).toEqual(expected);
  });
});
