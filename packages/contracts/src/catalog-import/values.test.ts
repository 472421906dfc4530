import { describe, expect, it } from 'vitest';
import {
  readDiscount,
  readRubles,
  readStock,
  readText,
  readYesNo,
  splitCategoryPaths,
  splitList,
  splitPhotoUrls,
} from './values';

describe('a catalog file’s cells', () => {
  it('reads rubles as Excel in the Russian locale and feeds write them', () => {
    expect(readRubles('1 200,50 ₽')).toEqual({ value: 1200.5 });
    expect(readRubles('1\u00A0200')).toEqual({ value: 1200 });
    expect(readRubles('1200.555')).toEqual({ value: 1200.56 });
    expect(readRubles('990р')).toEqual({ value: 990 });
    expect(readRubles(' ')).toEqual({ value: null });
    expect(readRubles('-0')).toEqual({ value: 0 });
  });

  it('names the cell that is not a price', () => {
    expect(readRubles('12,5О')).toEqual({ problem: 'цена «12,5О» не число' });
    expect(readRubles('1,2,3')).toEqual({ problem: 'цена «1,2,3» не число' });
    expect(readRubles('-5')).toEqual({ problem: 'цена не может быть отрицательной' });
    expect(readRubles('2000000000')).toEqual({ problem: 'цена больше 1000000000 ₽' });
  });

  it('reads a discount in percent or in rubles', () => {
    expect(readDiscount('10%')).toEqual({ value: { value: 10, type: 'PERCENT' } });
    expect(readDiscount('12,5 %')).toEqual({ value: { value: 12.5, type: 'PERCENT' } });
    expect(readDiscount('150 ₽')).toEqual({ value: { value: 150, type: 'RUBLES' } });
    expect(readDiscount('')).toEqual({ value: { value: 0, type: 'PERCENT' } });
    expect(readDiscount('120%')).toEqual({ problem: 'скидка «120%» больше 100%' });
    expect(readDiscount('много')).toEqual({ problem: 'скидка «много» не число' });
  });

  it('reads whole pieces of stock, an empty cell as stock not kept', () => {
    expect(readStock('1 500')).toEqual({ value: 1500 });
    expect(readStock('')).toEqual({ value: null });
    expect(readStock('2,5')).toEqual({ problem: 'остаток «2,5» не целое неотрицательное число' });
    expect(readStock('-1')).toEqual({ problem: 'остаток «-1» не целое неотрицательное число' });
  });

  it('reads yes and no as people write them', () => {
    expect(readYesNo('Да', 'в продаже', true)).toEqual({ value: true });
    expect(readYesNo('0', 'в продаже', true)).toEqual({ value: false });
    expect(readYesNo('', 'в продаже', true)).toEqual({ value: true });
    expect(readYesNo('может', 'в продаже', true)).toEqual({
      problem: 'в продаже: «может» — напишите «да» или «нет»',
    });
  });

  it('keeps text within its limit and refuses what the database cannot hold', () => {
    expect(readText('  Кружка ', 'название', 255)).toEqual({ value: 'Кружка' });
    expect(readText('', 'описание', 10)).toEqual({ value: null });
    expect(readText('x'.repeat(11), 'описание', 10)).toEqual({
      problem: 'описание длиннее 10 символов',
    });
    expect(readText('a\u0000b', 'описание', 10)).toEqual({
      problem: 'описание: недопустимый символ',
    });
  });

  it('splits lists, category paths and photo addresses', () => {
    expect(splitList('красный | синий\nзелёный ||')).toEqual(['красный', 'синий', 'зелёный']);
    expect(splitCategoryPaths('Посуда > Кружки | Подарки')).toEqual([
      ['Посуда', 'Кружки'],
      ['Подарки'],
    ]);
    expect(splitPhotoUrls('https://a/1.jpg, https://a/2.jpg https://a/3.jpg')).toEqual([
      'https://a/1.jpg',
      'https://a/2.jpg',
      'https://a/3.jpg',
    ]);
  });
});
