import { guessMapping } from '@vitrina/contracts/catalog-import/header-guess';
import { describe, expect, it } from 'vitest';
import type { ImportItem } from './imported-product';
import { tableProducts } from './table-products';

/** A table as the reader gives it: the header, then data rows numbered from 2. */
async function productsOf(header: string[], ...data: string[][]): Promise<ImportItem[]> {
  async function* rows() {
    for (const [index, cells] of data.entries()) yield { row: index + 2, cells };
  }
  const items: ImportItem[] = [];
  for await (const item of tableProducts(rows(), { columns: guessMapping(header) })) {
    items.push(item);
  }
  return items;
}

const products = (items: ImportItem[]) =>
  items.flatMap((item) => (item.kind === 'product' ? [item.product] : []));
const refusals = (items: ImportItem[]) =>
  items.flatMap((item) => (item.kind === 'refused' ? [item.refused] : []));

describe('a table’s rows as products', () => {
  it('reads a price list row by row, its old price as a discount', async () => {
    const items = await productsOf(
      ['Название', 'Артикул', 'Цена', 'Старая цена', 'Категория', 'Фото', 'Характеристика: Цвет'],
      [
        'Кружка',
        'M-1',
        '900',
        '1 000',
        'Посуда > Кружки',
        'https://a/1.jpg https://a/2.jpg',
        'белый | синий',
      ],
      ['', '', '', '', '', '', ''],
      ['Тарелка', '', '', '', '', '', ''],
    );

    expect(products(items)).toEqual([
      {
        row: 2,
        title: 'Кружка',
        sku: 'M-1',
        price: 1000,
        discount: { value: 100, type: 'RUBLES' },
        categories: [['Посуда', 'Кружки']],
        photos: [{ url: 'https://a/1.jpg' }, { url: 'https://a/2.jpg' }],
        characteristics: [{ title: 'Цвет', values: ['белый', 'синий'] }],
      },
      {
        row: 4,
        title: 'Тарелка',
        sku: null,
        price: null,
        categories: [],
        photos: [],
        characteristics: [],
      },
    ]);
  });

  it('refuses a row with the reasons of its cells, and goes on', async () => {
    const items = await productsOf(
      ['Название', 'Цена', 'Остаток'],
      ['Кружка', '12,5О', '2,5'],
      ['', '100', ''],
      ['Тарелка', '100', '3'],
    );

    expect(refusals(items)).toEqual([
      {
        row: 2,
        message: 'Строка 2: цена «12,5О» не число; остаток «2,5» не целое неотрицательное число',
      },
      { row: 3, message: 'Строка 3: нет названия' },
    ]);
    expect(products(items)).toMatchObject([{ title: 'Тарелка', price: 100, stock: 3 }]);
  });

  it('makes one product of a group: its own row, then its variants', async () => {
    const items = await productsOf(
      [
        'Группа вариантов',
        'Название',
        'Артикул',
        'Цена',
        'Остаток',
        'Фото',
        'Вариант: Цвет',
        'Вариант: Объём',
      ],
      ['M', 'Кружка', 'M', '500', '', 'https://a/m.jpg', '', ''],
      ['M', '', 'M-R-250', '', '3', 'https://a/r.jpg', 'красный', '250 мл'],
      ['M', '', 'M-B-350', '600', '0', '', 'синий', '350 мл'],
    );

    expect(refusals(items)).toEqual([]);
    expect(products(items)).toEqual([
      expect.objectContaining({
        row: 2,
        title: 'Кружка',
        sku: 'M',
        price: 500,
        photos: [{ url: 'https://a/m.jpg' }, { url: 'https://a/r.jpg' }],
        variants: [
          {
            row: 3,
            options: [
              { title: 'Цвет', value: 'красный' },
              { title: 'Объём', value: '250 мл' },
            ],
            sku: 'M-R-250',
            price: null,
            discount: null,
            stock: 3,
            photo: { url: 'https://a/r.jpg' },
            enabled: undefined,
          },
          expect.objectContaining({
            row: 4,
            sku: 'M-B-350',
            price: 600,
            stock: 0,
            photo: undefined,
          }),
        ],
      }),
    ]);
  });

  it('takes a group of variant rows alone as a product of its first row', async () => {
    const items = await productsOf(
      ['Модель', 'Наименование', 'Цена', 'Размер (option)', 'Option: Size'],
      ['T', 'Футболка', '900', '', 'S'],
      ['T', 'Футболка', '990', '', 'XL'],
    );

    expect(products(items)).toMatchObject([
      {
        title: 'Футболка',
        price: 900,
        variants: [
          { options: [{ title: 'Size', value: 'S' }], price: null },
          { options: [{ title: 'Size', value: 'XL' }], price: 990 },
        ],
      },
    ]);
  });

  it('refuses what cannot be a variant: a split group, a missing option, a repeat', async () => {
    const items = await productsOf(
      ['Группа вариантов', 'Название', 'Вариант: Цвет', 'Вариант: Размер'],
      ['T', 'Футболка', 'белый', 'S'],
      ['T', 'Футболка', 'белый', ''],
      ['T', 'Футболка', 'белый', 'S'],
      ['K', 'Кепка', '', ''],
      ['K', 'Кепка', '', ''],
      ['T', 'Футболка', 'чёрный', 'M'],
    );

    expect(refusals(items).map(({ message }) => message)).toEqual([
      'Строка 3: не указано значение «Размер»',
      'Строка 4: такой вариант уже есть выше в этой группе',
      'Строка 6: в группе несколько строк, но нет столбцов «Вариант: …» — укажите, чем различаются варианты',
      'Строка 7: строки группы «T» должны идти подряд — эта группа уже встречалась выше',
    ]);
    expect(products(items).map(({ title, variants }) => [title, variants?.length])).toEqual([
      ['Футболка', 1],
      ['Кепка', undefined],
    ]);
  });
});
