import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readCsvRows, sniffCsv } from './csv';

async function fileOf(bytes: Buffer | string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'csv-')), 'catalog.csv');
  await writeFile(path, bytes);
  return path;
}

async function rowsOf(path: string) {
  const rows = [];
  for await (const row of readCsvRows(path, await sniffCsv(path))) rows.push(row);
  return rows;
}

describe('a CSV file', () => {
  it('as Excel in the Russian locale saves it: Windows-1251 with «;»', async () => {
    const text = 'Название;Цена\r\nКружка «Утро»;1 200,50\r\nЁлка;99\r\n';
    const path = await fileOf(iconv.encode(text, 'windows-1251'));

    expect(await sniffCsv(path)).toEqual({ encoding: 'windows-1251', separator: ';' });
    expect(await rowsOf(path)).toEqual([
      { row: 1, cells: ['Название', 'Цена'] },
      { row: 2, cells: ['Кружка «Утро»', '1 200,50'] },
      { row: 3, cells: ['Ёлка', '99'] },
    ]);
  });

  it('in UTF-8 with a BOM and commas, quoted cells holding separators and new lines', async () => {
    const path = await fileOf('\uFEFFTitle,Price,Text\n"Mug, big",10,"line one\nline two"\n');

    expect(await sniffCsv(path)).toEqual({ encoding: 'utf-8', separator: ',' });
    expect(await rowsOf(path)).toEqual([
      { row: 1, cells: ['Title', 'Price', 'Text'] },
      { row: 2, cells: ['Mug, big', '10', 'line one\nline two'] },
    ]);
  });

  it('separated by tabs, a formula kept as its text, short rows kept short', async () => {
    const path = await fileOf('Название\tФото\tЦена\n=HYPERLINK("http://x";"y")\t\n');

    expect(await sniffCsv(path)).toEqual({ encoding: 'utf-8', separator: '\t' });
    expect((await rowsOf(path))[1]).toEqual({ row: 2, cells: ['=HYPERLINK("http://x";"y")', ''] });
  });

  it('without the mark the export puts before a text that looks like a formula', async () => {
    const path = await fileOf("Описание;Текст\n'=1+1;'не формула\n");

    expect((await rowsOf(path))[1]).toEqual({ row: 2, cells: ['=1+1', "'не формула"] });
  });

  it('in UTF-8 whose sniffed start ends inside a character', async () => {
    const row = 'Чайник;1\n';
    const path = await fileOf('Название;Цена\n' + row.repeat(8000));

    expect((await sniffCsv(path)).encoding).toBe('utf-8');
    expect(await rowsOf(path)).toHaveLength(8001);
  });
});
