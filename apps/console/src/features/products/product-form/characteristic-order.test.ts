import { describe, expect, it } from 'vitest';
import { mergeOrder } from './characteristic-order';

describe('the merchant order of characteristics over newer saved data', () => {
  it('keeps the merchant order when the saved ids are the same', () => {
    expect(mergeOrder([3, 1, 2], [1, 2, 3])).toEqual([3, 1, 2]);
  });

  it('puts newly saved ids at the end, in their saved order', () => {
    expect(mergeOrder([3, 1, 2], [1, 2, 3, 5, 4])).toEqual([3, 1, 2, 5, 4]);
  });

  it('drops ids that are no longer saved', () => {
    expect(mergeOrder([3, 1, 2], [1, 2])).toEqual([1, 2]);
    expect(mergeOrder([3, 1, 2], [])).toEqual([]);
  });

  it('does both at once', () => {
    expect(mergeOrder([3, 1, 2], [2, 3, 7])).toEqual([3, 2, 7]);
  });
});
