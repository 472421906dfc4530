import { describe, expect, it } from 'vitest';
import { headerOf, IMPORT_FIELDS } from './columns';
import { guessMapping, guessTarget } from './header-guess';

describe('guessing a merchant’s headers', () => {
  it('knows the export’s own headers, so an exported file maps itself', () => {
    for (const field of IMPORT_FIELDS) expect(guessTarget(headerOf({ field }))).toEqual({ field });
    expect(guessTarget(headerOf({ characteristic: 'Цвет' }))).toEqual({ characteristic: 'Цвет' });
    expect(guessTarget(headerOf({ option: 'Размер' }))).toEqual({ option: 'Размер' });
  });

  it('reads Russian and English price-list headers', () => {
    expect(
      guessMapping(['Наименование', 'Артикул', 'Цена, руб', 'Price', 'Old price', 'Остаток (шт)']),
    ).toEqual([
      { field: 'title' },
      { field: 'sku' },
      { field: 'price' },
      null,
      { field: 'old_price' },
      { field: 'stock' },
    ]);
    expect(guessTarget('Image Src')).toEqual({ field: 'photos' });
    expect(guessTarget('Продаётся')).toEqual({ field: 'on_sale' });
  });

  it('finds characteristics and options after their heads', () => {
    expect(guessTarget('Свойство - Материал')).toEqual({ characteristic: 'Материал' });
    expect(guessTarget('Param: Color')).toEqual({ characteristic: 'Color' });
    expect(guessTarget('Option: Size')).toEqual({ option: 'Size' });
    expect(guessTarget('Примечание')).toBeNull();
  });
});
