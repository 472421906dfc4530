import { open } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { unguardedText } from '../../../infra/spreadsheets/formula-guard';

/** A table's row as read: its number as a spreadsheet shows it (the header is 1), its cells. */
export interface TableRow {
  row: number;
  cells: string[];
}

/** What is read of a file's start to tell its encoding and separator. */
const SNIFF_BYTES = 64 * 1024;
const SEPARATORS = [';', ',', '\t'] as const;

export interface CsvDialect {
  encoding: 'utf-8' | 'windows-1251';
  separator: (typeof SEPARATORS)[number];
}

/** UTF-8 when the start decodes as UTF-8 (a character cut at the end aside), else Windows-1251. */
function encodingOf(start: Buffer): CsvDialect['encoding'] {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(start, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1251';
  }
}

/** The separator found most often in the header line, outside quotes; `;` when none is. */
function separatorOf(text: string): CsvDialect['separator'] {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  return SEPARATORS.reduce((best, each) =>
    (counts.get(each) ?? 0) > (counts.get(best) ?? 0) ? each : best,
  );
}

/** Excel in the Russian locale saves CSV in Windows-1251 with `;`; other tools UTF-8 with `,`. */
export async function sniffCsv(path: string): Promise<CsvDialect> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    const start = buffer.subarray(0, bytesRead);
    const encoding = encodingOf(start);
    return { encoding, separator: separatorOf(iconv.decode(start, encoding)) };
  } finally {
    await file.close();
  }
}

/** The file's rows one by one, decoded as it streams; a UTF-8 BOM is dropped. */
export async function* readCsvRows(path: string, dialect: CsvDialect): AsyncIterable<TableRow> {
  const parser = createReadStream(path)
    .pipe(iconv.decodeStream(dialect.encoding))
    .pipe(
      parse({
        delimiter: dialect.separator,
        bom: true,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
      }),
    );
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: cells.map(unguardedText) };
  }
}
