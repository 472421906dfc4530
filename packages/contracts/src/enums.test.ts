import { describe, expect, it } from 'vitest';
import {
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  DEFAULT_ASIDE_OPENED,
  DEFAULT_COLLECTION_TYPE,
  DEFAULT_DISCOUNT_TYPE,
  DEFAULT_ON_SALE,
  DEFAULT_UNIT,
  DEFAULT_WIDGET_TYPE,
  DISCOUNT_TYPE_SYMBOLS,
  DISCOUNT_TYPES,
  UNIT_LABELS,
  UNITS,
  WIDGET_TYPE_LABELS,
  WIDGET_TYPES,
} from './enums';

describe('labels (spec §2.7, §3)', () => {
  it.each([
    [COLLECTION_TYPE_LABELS.PRODUCT, 'Товары'],
    [COLLECTION_TYPE_LABELS.SERVICE, 'Услуги'],
    [COLLECTION_TYPE_LABELS.UNIT, 'Юниты'],
    [COLLECTION_TYPE_LABELS.OBJECT, 'Объекты'],
    [COLLECTION_TYPE_LABELS.CONTENT, 'Контент'],
    [UNIT_LABELS.THINGS, 'Шт'],
    [UNIT_LABELS.GRAM, 'Гр'],
    [UNIT_LABELS.KILOGRAM, 'Кг'],
    [UNIT_LABELS.LITER, 'Л'],
    [UNIT_LABELS.MILLILITER, 'Мл'],
    [DISCOUNT_TYPE_SYMBOLS.PERCENT, '%'],
    [DISCOUNT_TYPE_SYMBOLS.RUBLES, '₽'],
    [WIDGET_TYPE_LABELS.SHOWCASE, 'Витрина'],
  ])('%s is %s', (label, expected) => {
    expect(label).toBe(expected);
  });

  it.each([
    ['collection types', COLLECTION_TYPES, COLLECTION_TYPE_LABELS],
    ['units', UNITS, UNIT_LABELS],
    ['discount types', DISCOUNT_TYPES, DISCOUNT_TYPE_SYMBOLS],
    ['widget types', WIDGET_TYPES, WIDGET_TYPE_LABELS],
  ])('labels exactly the %s, in order', (_name, values, labels) => {
    expect(Object.keys(labels)).toEqual([...values]);
  });
});

describe('defaults (spec §9)', () => {
  it.each([
    ['collection type', DEFAULT_COLLECTION_TYPE, 'PRODUCT', COLLECTION_TYPES],
    ['discount type', DEFAULT_DISCOUNT_TYPE, 'PERCENT', DISCOUNT_TYPES],
    ['unit', DEFAULT_UNIT, 'THINGS', UNITS],
    ['widget type', DEFAULT_WIDGET_TYPE, 'SHOWCASE', WIDGET_TYPES],
  ])('%s is %s, one of its values', (_name, value, expected, values: readonly string[]) => {
    expect(value).toBe(expected);
    expect(values).toContain(value);
  });

  it.each([
    ['on sale', DEFAULT_ON_SALE],
    ['aside opened', DEFAULT_ASIDE_OPENED],
  ])('%s is true', (_name, value) => {
    expect(value).toBe(true);
  });
});
