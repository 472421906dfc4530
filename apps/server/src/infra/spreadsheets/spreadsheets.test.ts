import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { readCsv, readXlsx } from '../../testing/spreadsheets';
import { toCsv } from './csv';
import type { Table } from './table';
import { toXlsx } from './xlsx';

const table: Table = {
  header: ['Номер', 'Покупатель', 'Сумма, ₽', 'Комментарий'],
  rows: [
    [1001, 'Анна "Аня" Петрова', 1791.5, 'Позвонить; после 18:00\r\nвторая строка'],
    [1002, '=HYPERLINK("http://evil")', 0, null],
    [1003, '+7 900', 10, '-1'],
    [1004, '@SUM(A1)', 12.25, 'a < b & c > d'],
  ],
};

describe('toCsv', () => {
  const csv = toCsv(table);

  it('writes UTF-8 with a BOM, `;` between cells and CRLF after each row', () => {
    expect(csv.startsWith('\uFEFFНомер;Покупатель;Сумма, ₽;Комментарий\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes cells with quotes, separators or line ends, and reads back the same', () => {
    expect(csv).toContain('"Анна ""Аня"" Петрова"');
    expect(readCsv(csv)[1]).toEqual([
      '1001',
      'Анна "Аня" Петрова',
      '1791,5',
      'Позвонить; после 18:00\r\nвторая строка',
    ]);
  });

  it('puts a quote before a text that Excel would run as a formula', () => {
    const cells = readCsv(csv).map((row) => row[1]);
    expect(cells.slice(2)).toEqual(['\'=HYPERLINK("http://evil")', "'+7 900", "'@SUM(A1)"]);
    expect(readCsv(csv)[3]![3]).toBe("'-1");
  });
});

describe('toXlsx', () => {
  const lines: Table = {
    header: ['Номер', 'Товар'],
    rows: [
      [1001, 'Чай'],
      [1001, 'Кофе'],
    ],
  };
  const file = toXlsx([
    { name: 'Заявки', table },
    { name: 'Позиции', table: lines },
  ]);

  it('is a ZIP of the parts of a workbook', () => {
    expect(Object.keys(unzipSync(file))).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
  });

  it('opens in a spreadsheet library: texts stay texts (never formulas), numbers numbers', async () => {
    const sheet = await readXlsx(file);
    expect(sheet.names).toEqual(['Заявки', 'Позиции']);
    expect(sheet.rows).toEqual([table.header, ...table.rows.map(withoutTrailingNull)]);
  });

  it('writes each table on its own sheet, in their order', async () => {
    expect((await readXlsx(file, 'Позиции')).rows).toEqual([lines.header, ...lines.rows]);
  });

  it('has each header bold and frozen above the rows', async () => {
    for (const name of ['Заявки', 'Позиции']) {
      expect(await readXlsx(file, name)).toMatchObject({ frozenRows: 1, headerBold: true });
    }
  });

  it('is the same file for the same tables', () => {
    const again = toXlsx([
      { name: 'Заявки', table },
      { name: 'Позиции', table: lines },
    ]);
    expect(again.equals(file)).toBe(true);
  });
});

/** A row's empty cells at its end are not written. */
function withoutTrailingNull(row: Table['rows'][number]) {
  return row.at(-1) === null ? row.slice(0, -1) : row;
}
