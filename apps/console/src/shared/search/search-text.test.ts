import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from './search-text';

describe('normalizeForSearch', () => {
  it('lowers the case, reads ё as е and folds spaces', () => {
    expect(normalizeForSearch('  Ёлочные   ИГРУШКИ ')).toBe('елочные игрушки');
  });
});

describe('matchesSearch', () => {
  const card = ['Ёлки и шары', 'Новогодний декор', 'shop.example.ru'];

  it.each([
    ['елки', true],
    ['ЁЛКИ', true],
    ['декор', true],
    ['EXAMPLE.RU', true],
    ['шары декор', true],
    ['', true],
    ['гирлянды', false],
    ['шары гирлянды', false],
  ])('«%s» → %s', (query, found) => {
    expect(matchesSearch(query, card)).toBe(found);
  });

  it('passes over missing fields', () => {
    expect(matchesSearch('описание', ['Сайт', null, undefined])).toBe(false);
  });
});
