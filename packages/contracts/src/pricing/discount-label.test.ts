import { describe, expect, it } from 'vitest';
import type { DiscountType } from '../enums';
import type { AmountInput } from './amount';
import { discountLabel } from './discount-label';

const MINUS = '\u2212';
const NBSP = '\u00A0';

describe('discountLabel', () => {
  it.each<[AmountInput, DiscountType, string | null]>([
    [10, 'PERCENT', `${MINUS}10%`],
    [100, 'PERCENT', `${MINUS}100%`],
    [12.5, 'PERCENT', `${MINUS}12,5%`],
    ['15', 'PERCENT', `${MINUS}15%`],
    [150, 'RUBLES', `${MINUS}150${NBSP}₽`],
    [1500, 'RUBLES', `${MINUS}1${NBSP}500${NBSP}₽`],
    [99.9, 'RUBLES', `${MINUS}99,90${NBSP}₽`],
    [0, 'PERCENT', null],
    [0, 'RUBLES', null],
    ['0', 'PERCENT', null],
    [null, 'PERCENT', null],
    [undefined, 'RUBLES', null],
    ['', 'PERCENT', null],
    ['abc', 'RUBLES', null],
    [-10, 'PERCENT', null],
  ])('%j %s → %j', (value, type, expected) => {
    expect(discountLabel(value, type)).toBe(expected);
  });

  it('starts with the minus sign U+2212, not a hyphen', () => {
    expect(discountLabel(10, 'PERCENT')?.codePointAt(0)).toBe(0x2212);
  });
});
