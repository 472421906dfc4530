import { describe, expect, it } from 'vitest';
import { isBlankAmount, parseAmount, type AmountInput } from './amount';

describe('parseAmount', () => {
  it.each<[AmountInput, number | null]>([
    [0, 0],
    [1500, 1500],
    [12.5, 12.5],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['1e3', 1000],
    [1e9, 1e9],
    [null, null],
    [undefined, null],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['12,5', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['Infinity', null],
    [-1, null],
    ['-0.01', null],
  ])('%j → %j', (value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });
});

describe('isBlankAmount', () => {
  it.each<[AmountInput, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    [' ', true],
    [0, false],
    ['0', false],
    ['abc', false],
    [Number.NaN, false],
  ])('%j → %s', (value, expected) => {
    expect(isBlankAmount(value)).toBe(expected);
  });
});
