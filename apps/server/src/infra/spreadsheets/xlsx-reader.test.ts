import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '@vitrina/contracts/catalog-import/file-messages';
import { FileRefusal } from '../archives/file-refusal';
import { toXlsx } from './xlsx';
import { movedFormula } from './xlsx-formulas';
import { type XlsxRow, readXlsxRows, xlsxSheetNames } from './xlsx-reader';

let folder: string;
let written = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrina-xlsx-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const pathOf = () => join(folder, `${++written}.xlsx`);

/** Writes a workbook that `fill` fills with exceljs, as a merchant's Excel file. */
async function workbookFile(fill: (workbook: ExcelJS.Workbook) => void): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  const path = pathOf();
  await workbook.xlsx.writeFile(path);
  return path;
}

async function fileOf(bytes: Uint8Array | string): Promise<string> {
  const path = pathOf();
  await writeFile(path, bytes);
  return path;
}

/** The XLSX at `path` with one XML part changed by `edit`. */
async function edited(path: string, part: string, edit: (xml: string) => string) {
  const parts = unzipSync(await readFile(path));
  parts[part] = strToU8(edit(strFromU8(parts[part]!)));
  return fileOf(zipSync(parts));
}

async function rowsOf(path: string, sheet?: string): Promise<XlsxRow[]> {
  const rows: XlsxRow[] = [];
  for await (const row of readXlsxRows(path, sheet === undefined ? {} : { sheet })) rows.push(row);
  return rows;
}

async function refusalOf(reading: Promise<unknown>): Promise<string> {
  const error = await reading.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FileRefusal);
  return (error as FileRefusal).message;
}

const DOCTYPE = '<!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]>';
const withDoctype = (xml: string) => xml.replace('?>', `?>${DOCTYPE}`);

describe('readXlsxRows', () => {
  it('reads the first sheet by default and a named one when asked; lists the sheets in order', async () => {
    const path = await workbookFile((workbook) => {
      workbook.addWorksheet('Товары').addRow(['Название', 'Цена']);
      workbook.addWorksheet('Остатки').addRow(['Артикул', 'Склад']);
    });
    expect(await xlsxSheetNames(path)).toEqual(['Товары', 'Остатки']);
    expect(await rowsOf(path)).toEqual([{ row: 1, cells: ['Название', 'Цена'] }]);
    expect(await rowsOf(path, 'Остатки')).toEqual([{ row: 1, cells: ['Артикул', 'Склад'] }]);
  });

  it('keeps gaps: rows by their numbers, cells in their columns; empty rows left out', async () => {
    const path = await workbookFile((workbook) => {
      const sheet = workbook.addWorksheet('Лист');
      sheet.getCell('A1').value = 'Название';
      sheet.getCell('C1').value = 'Цена';
      sheet.getCell('B3').value = 'только B';
      sheet.getCell('E4').value = 'только E';
      sheet.getCell('A5').style = { font: { bold: true } };
    });
    expect(await rowsOf(path)).toEqual([
      { row: 1, cells: ['Название', '', 'Цена'] },
      { row: 3, cells: ['', 'только B'] },
      { row: 4, cells: ['', '', '', '', 'только E'] },
    ]);
  });

  it('gives numbers, booleans, errors and dates as stored', async () => {
    const path = await workbookFile((workbook) => {
      const sheet = workbook.addWorksheet('Лист');
      sheet.addRow([12.5, 100, -3, 0.1, true, false]);
      sheet.addRow([{ error: '#DIV/0!' }, new Date(Date.UTC(2024, 0, 15))]);
    });
    expect(await rowsOf(path)).toEqual([
      { row: 1, cells: ['12.5', '100', '-3', '0.1', '1', '0'] },
      // A date is Excel's day number: the reader does not read number formats.
      { row: 2, cells: ['#DIV/0!', '45306'] },
    ]);
  });

  it('reads shared strings, rich text runs and Cyrillic text', async () => {
    const path = await workbookFile((workbook) => {
      const sheet = workbook.addWorksheet('Лист');
      sheet.addRow(['Чай «Утро»', 'Чай «Утро»', 'ёлка & <ель>']);
      sheet.addRow([{ richText: [{ text: 'Чай ' }, { font: { bold: true }, text: 'зелёный' }] }]);
    });
    expect(await rowsOf(path)).toEqual([
      { row: 1, cells: ['Чай «Утро»', 'Чай «Утро»', 'ёлка & <ель>'] },
      { row: 2, cells: ['Чай зелёный'] },
    ]);
  });

  it('reads inline strings', async () => {
    const table = { header: ['Номер', 'Покупатель'], rows: [[1001, 'Анна "Аня"\nПетрова']] };
    const path = await fileOf(toXlsx([{ name: 'Заявки', table }]));
    expect(await rowsOf(path)).toEqual([
      { row: 1, cells: ['Номер', 'Покупатель'] },
      { row: 2, cells: ['1001', 'Анна "Аня"\nПетрова'] },
    ]);
  });

  it('imports a formula as its text after «=», never its value', async () => {
    const path = await workbookFile((workbook) => {
      const sheet = workbook.addWorksheet('Лист');
      sheet.addRow([1, { formula: 'HYPERLINK("http://a","b")', result: 'b' }]);
      sheet.addRow([2]);
      sheet.addRow([3]);
      sheet.fillFormula('C1:C3', 'A1*2+$A$1&"A1"', [2, 4, 6]);
    });
    expect(await rowsOf(path)).toEqual([
      { row: 1, cells: ['1', '=HYPERLINK("http://a","b")', '=A1*2+$A$1&"A1"'] },
      { row: 2, cells: ['2', '', '=A2*2+$A$1&"A1"'] },
      { row: 3, cells: ['3', '', '=A3*2+$A$1&"A1"'] },
    ]);
  });

  it('refuses a DOCTYPE in a sheet, in the shared strings and in the workbook', async () => {
    const path = await workbookFile((workbook) => workbook.addWorksheet('Лист').addRow(['Чай']));
    const inSheet = await edited(path, 'xl/worksheets/sheet1.xml', withDoctype);
    expect(await refusalOf(rowsOf(inSheet))).toBe(fileMessages.xlsxDoctype);
    const inStrings = await edited(path, 'xl/sharedStrings.xml', withDoctype);
    expect(await refusalOf(rowsOf(inStrings))).toBe(fileMessages.xlsxDoctype);
    const inWorkbook = await edited(path, 'xl/workbook.xml', withDoctype);
    expect(await refusalOf(xlsxSheetNames(inWorkbook))).toBe(fileMessages.xlsxDoctype);
  });

  it('refuses a file that is not a ZIP, a ZIP with no workbook, and a sheet not there', async () => {
    const csv = await fileOf('Название;Цена\nЧай;100\n');
    expect(await refusalOf(rowsOf(csv))).toBe(fileMessages.notXlsx);
    expect(await refusalOf(xlsxSheetNames(csv))).toBe(fileMessages.notXlsx);
    const noWorkbook = await fileOf(zipSync({ 'import.xml': strToU8('<a/>') }));
    expect(await refusalOf(rowsOf(noWorkbook))).toBe(fileMessages.notXlsx);
    const path = await workbookFile((workbook) => workbook.addWorksheet('Товары'));
    expect(await refusalOf(rowsOf(path, 'Цены'))).toBe(fileMessages.noSheet('Цены'));
  });

  it('refuses a sheet of broken XML as a broken table', async () => {
    const path = await workbookFile((workbook) => workbook.addWorksheet('Лист').addRow(['Чай']));
    const broken = await edited(path, 'xl/worksheets/sheet1.xml', (xml) =>
      xml.replace('</sheetData>', '<row></sheetData>'),
    );
    expect(await refusalOf(rowsOf(broken))).toBe(fileMessages.brokenXlsx);
  });

  it('streams a sheet of 20 000 rows row by row', async () => {
    const path = await workbookFile((workbook) => {
      const sheet = workbook.addWorksheet('Товары');
      for (let row = 1; row <= 20_000; row++) {
        sheet.addRow([`Товар ${row}`, row * 10, `SKU-${row}`, 'Описание товара, одинаковое']);
      }
    });
    let count = 0;
    let last: XlsxRow | undefined;
    for await (const row of readXlsxRows(path)) {
      count++;
      last = row;
    }
    expect(count).toBe(20_000);
    expect(last).toEqual({
      row: 20_000,
      cells: ['Товар 20000', '200000', 'SKU-20000', 'Описание товара, одинаковое'],
    });
  });

  it('stops reading when the reader stops early', async () => {
    const path = await workbookFile((workbook) => {
      const sheet = workbook.addWorksheet('Товары');
      for (let row = 1; row <= 1000; row++) sheet.addRow([`Товар ${row}`]);
    });
    for await (const row of readXlsxRows(path)) {
      expect(row).toEqual({ row: 1, cells: ['Товар 1'] });
      break;
    }
    expect(await rowsOf(path)).toHaveLength(1000);
  });
});

describe('movedFormula', () => {
  it('moves relative references, leaves anchored parts, texts, functions and names', () => {
    expect(movedFormula('SUM(A1:B2)*$C1+C$1+Лист1!A1+LOG10(A1)&"A1"&Цены', 2, 1)).toBe(
      'SUM(B3:C4)*$C3+D$1+Лист1!B3+LOG10(B3)&"A1"&Цены',
    );
    expect(movedFormula('Z9+AZ10', 0, 1)).toBe('AA9+BA10');
  });
});
