import { describe, expect, it } from 'vitest';
import { orderTotal } from './order-total';

describe('orderTotal', () => {
  it('multiplies the discounted unit price by the quantity, to kopecks', () => {
    expect(orderTotal('1990.00', '10', 'PERCENT', 3)).toEqual({ unitPrice: 1791, total: 5373 });
    expect(orderTotal(0.1, 0, 'RUBLES', 3)).toEqual({ unitPrice: 0.1, total: 0.3 });
  });

  it('is null when the product had no price', () => {
    expect(orderTotal(null, '0', 'RUBLES', 2)).toBeNull();
  });
});
