import { describe, expect, it } from 'vitest';
import type { DiscountType } from '../enums';
import type { AmountInput } from './amount';
import { discountedPrice, formatDiscountedPrice } from './discounted-price';

const NBSP = '\u00A0';

describe('discountedPrice', () => {
  it.each<[AmountInput, AmountInput, DiscountType, number | null]>([
    [1000, 10, 'PERCENT', 900],
    [1000, 0, 'PERCENT', 1000],
    [1000, 100, 'PERCENT', 0],
    [1000, 150, 'PERCENT', 0],
    [999.99, 15, 'PERCENT', 849.99],
    [100, 33.3, 'PERCENT', 66.7],
    [0.05, 50, 'PERCENT', 0.03],
    [1000, 10, 'RUBLES', 990],
    [1000, 0, 'RUBLES', 1000],
    [1000, 1000, 'RUBLES', 0],
    [1000, 1500, 'RUBLES', 0],
    [0.3, 0.1, 'RUBLES', 0.2],
    [1e9, 0.01, 'RUBLES', 999_999_999.99],
    ['1500', '10', 'PERCENT', 1350],
    [null, 10, 'PERCENT', null],
    [1000, null, 'PERCENT', null],
    [1000, undefined, 'RUBLES', null],
    ['abc', 10, 'PERCENT', null],
    [1000, Number.NaN, 'RUBLES', null],
    [1000, -10, 'PERCENT', null],
    [-1000, 10, 'RUBLES', null],
  ])('%j minus %j %s → %j', (price, discount, type, expected) => {
    expect(discountedPrice(price, discount, type)).toBe(expected);
  });
});

describe('formatDiscountedPrice', () => {
  it.each<[AmountInput, AmountInput, DiscountType, string]>([
    [1500, 10, 'PERCENT', `1${NBSP}350${NBSP}₽`],
    [999.99, 15, 'PERCENT', `849,99${NBSP}₽`],
    [1500, 500, 'RUBLES', `1${NBSP}000${NBSP}₽`],
    [1500, 2000, 'RUBLES', `0${NBSP}₽`],
    ['abc', 10, 'PERCENT', '-'],
    [1500, 'abc', 'RUBLES', '-'],
    [null, 10, 'PERCENT', '-'],
  ])('%j minus %j %s → %j', (price, discount, type, expected) => {
    expect(formatDiscountedPrice(price, discount, type)).toBe(expected);
  });
});
