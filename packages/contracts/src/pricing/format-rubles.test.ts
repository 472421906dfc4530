import { describe, expect, it } from 'vitest';
import type { AmountInput } from './amount';
import { formatRubles } from './format-rubles';

// Node 20 (ICU 7x) writes ru-RU currency with U+00A0 both between digit groups and before '₽'.
const NBSP = '\u00A0';

describe('formatRubles', () => {
  it.each<[AmountInput, string]>([
    [0, `0${NBSP}₽`],
    [5, `5${NBSP}₽`],
    [999, `999${NBSP}₽`],
    [1234, `1${NBSP}234${NBSP}₽`],
    [1234.5, `1${NBSP}234,50${NBSP}₽`],
    [1234.56, `1${NBSP}234,56${NBSP}₽`],
    [0.3, `0,30${NBSP}₽`],
    [12.345, `12,35${NBSP}₽`],
    [0.004, `0${NBSP}₽`],
    [0.005, `0,01${NBSP}₽`],
    [1_000_000, `1${NBSP}000${NBSP}000${NBSP}₽`],
    [1e9, `1${NBSP}000${NBSP}000${NBSP}000${NBSP}₽`],
    [999_999_999.99, `999${NBSP}999${NBSP}999,99${NBSP}₽`],
    ['1500', `1${NBSP}500${NBSP}₽`],
    ['1500.00', `1${NBSP}500${NBSP}₽`],
  ])('%j → %j', (value, expected) => {
    expect(formatRubles(value)).toBe(expected);
  });

  it.each<[AmountInput]>([[null], [undefined], [''], ['abc'], [Number.NaN], [-5]])(
    '%j is not a valid amount: "-"',
    (value) => {
      expect(formatRubles(value)).toBe('-');
    },
  );

  it.each([[1234.5], [1e9]])('%j uses no other space than U+00A0', (value) => {
    expect(formatRubles(value)).not.toMatch(/[ \u202F]/);
  });
});
