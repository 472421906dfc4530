import { describe, expect, it } from 'vitest';
import { isPriceSeen, orderTotal, sumRubles } from './order-total';

describe('orderTotal', () => {
  it('multiplies the discounted unit price by the quantity, to kopecks', () => {
    expect(orderTotal('1990.00', '10', 'PERCENT', 3)).toEqual({ unitPrice: 1791, total: 5373 });
    expect(orderTotal(0.1, 0, 'RUBLES', 3)).toEqual({ unitPrice: 0.1, total: 0.3 });
  });

  it('is null when the product had no price', () => {
    expect(orderTotal(null, '0', 'RUBLES', 2)).toBeNull();
  });
});

describe('isPriceSeen', () => {
  it.each<[number | null, number | null, boolean]>([
    [1350, 1350, true],
    [1350.1, 1350.1, true],
    [0.1 + 0.2, 0.3, true],
    [1000, 2000, false],
    [1350, 1350.01, false],
    [null, null, true],
    [null, 1000, false],
    [1000, null, false],
  ])('seen %s, now %s → %s', (seen, now, expected) => {
    expect(isPriceSeen(seen, now)).toBe(expected);
  });
});

describe('sumRubles', () => {
  it('adds amounts in whole kopecks, leaving out the ones without a price', () => {
    expect(sumRubles([0.1, 0.2, null, 1000.07])).toBe(1000.37);
  });

  it('answers null when no amount is given', () => {
    expect(sumRubles([null, null])).toBeNull();
    expect(sumRubles([])).toBeNull();
  });
});
