import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { readCsv, readXlsx } from '../../testing/spreadsheets';
import { csvStream, toCsv } from './csv';
import { FORMULA_GUARD } from './formula-guard';
import type { Cell, StreamedTable, Table } from './table';
import { toXlsx, xlsxStream } from './xlsx';

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
    expect(csv.startsWith('\uFEFFНомер;Покупатель;"Сумма, ₽";Комментарий\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes cells with quotes, separators (`,` and tabs too) or line ends, and reads back the same', () => {
    expect(csv).toContain('"Анна ""Аня"" Петрова"');
    expect(csv).toContain(';"1791,5";');
    expect(readCsv(csv)[1]).toEqual([
      '1001',
      'Анна "Аня" Петрова',
      '1791,5',
      'Позвонить; после 18:00\r\nвторая строка',
    ]);
  });

  it('puts the invisible guard before a text a spreadsheet would run as a formula', () => {
    const cells = readCsv(csv).map((row) => row[1]);
    expect(cells.slice(2)).toEqual(
      ['=HYPERLINK("http://evil")', '+7 900', '@SUM(A1)'].map((text) => FORMULA_GUARD + text),
    );
    expect(readCsv(csv)[3]![3]).toBe(`${FORMULA_GUARD}-1`);
  });

  it('writes a date as its zone’s clock that sorts as text', () => {
    const at = new Date('2026-11-23T13:05:42Z');
    const dates = toCsv({
      header: ['Дата'],
      rows: [[{ at, timeZone: 'Asia/Yekaterinburg' }], [{ at, timeZone: 'Europe/Moscow' }]],
    });
    expect(readCsv(dates)).toEqual([['Дата'], ['2026-11-23 18:05'], ['2026-11-23 16:05']]);
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

  it('writes a date as a date: a number in a date format, the zone’s clock', async () => {
    const at = new Date('2026-11-23T13:05:42Z');
    const dated = toXlsx([
      {
        name: 'Даты',
        table: { header: ['Дата'], rows: [[{ at, timeZone: 'Asia/Yekaterinburg' }]] },
      },
    ]);
    expect((await readXlsx(dated)).rows).toEqual([['Дата'], [new Date('2026-11-23T18:05:42Z')]]);
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

/** The table's rows two at a time, each page made when it is asked for, as `log` records. */
function paged({ header, rows }: Table, log: string[] = [], name = ''): StreamedTable {
  async function* pages(): AsyncGenerator<Cell[][]> {
    for (let start = 0; start < rows.length; start += 2) {
      log.push(`${name} page ${start / 2 + 1}`);
      yield rows.slice(start, start + 2);
    }
  }
  return { header, pages: pages() };
}

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

describe('csvStream', () => {
  it('writes, a page at a time, the file toCsv writes at once', async () => {
    expect((await bytesOf(csvStream(paged(table)))).toString('utf8')).toBe(toCsv(table));
  });

  it('writes a long page in small chunks, so no chunk outgrows a young string', async () => {
    const long: Table = {
      header: table.header,
      rows: Array.from({ length: 5_000 }, (_, index) => [index, 'Анна Петрова', 1791.5, null]),
    };
    const chunks: Buffer[] = await csvStream({ header: long.header, pages: [long.rows] }).toArray();

    expect(Buffer.concat(chunks).toString('utf8')).toBe(toCsv(long));
    expect(chunks.length).toBeGreaterThan(5);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(64 * 1024);
  });

  it('fails, rather than ends, when a page cannot be read', async () => {
    async function* pages(): AsyncGenerator<Cell[][]> {
      yield table.rows.slice(0, 2);
      throw new Error('The page is lost');
    }
    await expect(bytesOf(csvStream({ header: table.header, pages: pages() }))).rejects.toThrow(
      'The page is lost',
    );
  });
});

describe('xlsxStream', () => {
  const lines: Table = { header: ['Номер', 'Товар'], rows: [[1001, 'Чай']] };

  it('writes, a page at a time, the parts toXlsx writes at once, in their order', async () => {
    const streamed = await bytesOf(
      xlsxStream([
        { name: 'Заявки', table: paged(table) },
        { name: 'Позиции', table: paged(lines) },
      ]),
    );
    const whole = toXlsx([
      { name: 'Заявки', table },
      { name: 'Позиции', table: lines },
    ]);

    expect(Object.entries(unzipSync(streamed))).toEqual(Object.entries(unzipSync(whole)));
    expect((await readXlsx(streamed, 'Заявки')).rows).toEqual(
      (await readXlsx(whole, 'Заявки')).rows,
    );
  });

  it('reads a sheet’s rows only once the sheet before it is written', async () => {
    const log: string[] = [];
    const stream = xlsxStream([
      { name: 'Заявки', table: paged(table, log, 'Заявки') },
      { name: 'Позиции', table: paged(lines, log, 'Позиции') },
    ]);
    await bytesOf(stream);

    expect(log).toEqual(['Заявки page 1', 'Заявки page 2', 'Позиции page 1']);
  });
});

/** A row's empty cells at its end are not written. */
function withoutTrailingNull(row: Table['rows'][number]) {
  return row.at(-1) === null ? row.slice(0, -1) : row;
}
