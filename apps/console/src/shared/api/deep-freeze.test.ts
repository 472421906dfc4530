import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes the value and every object and array inside it, returning the same value', () => {
    const view = { id: 1, products: [{ id: 2, categories: [{ id: 3 }] }], empty: null };

    const frozen = deepFreeze(view);

    expect(frozen).toBe(view);
    expect(Object.isFrozen(view)).toBe(true);
    expect(Object.isFrozen(view.products)).toBe(true);
    expect(Object.isFrozen(view.products[0])).toBe(true);
    expect(Object.isFrozen(view.products[0]!.categories[0])).toBe(true);
  });

  it('passes plain values through', () => {
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze(7)).toBe(7);
  });
});
