import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { discountProblem } from './discount-limit';

describe('discountProblem', () => {
  it.each([
    [1000, 0, 'PERCENT', null],
    [1000, 100, 'PERCENT', null],
    [1000, 100.01, 'PERCENT', messages.product.discountPercentTooHigh],
    [null, 50, 'PERCENT', null],
    [1000, -1, 'PERCENT', messages.product.discountNegative],
    [1000, 1000, 'RUBLES', null],
    [1000, 1000.01, 'RUBLES', 'Максимальная скидка 1000₽'],
    [null, 1, 'RUBLES', 'Максимальная скидка 0₽'],
    [null, 0, 'RUBLES', null],
    [500, -5, 'RUBLES', messages.product.discountNegative],
  ] as const)('price %s, discount %s %s → %s', (price, value, type, expected) => {
    expect(discountProblem(price, value, type)).toBe(expected);
  });
});
