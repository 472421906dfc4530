import { Readable } from 'node:stream';
import { guardedText } from './formula-guard';
import type { Cell, StreamedTable, Table } from './table';
import { textChunks } from './text-chunks';
import { sortableTime } from './zoned-time';

/** Excel in the Russian locale reads a file as UTF-8 only after this mark, and splits on `;`. */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** The cell as the file's text, before quoting. */
function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (typeof cell === 'object') return sortableTime(cell);
  return guardedText(cell);
}

/** Quoted when it holds a quote, a line end or a separator: LibreOffice splits on `,` and tabs too. */
function csvCell(cell: Cell): string {
  const text = cellText(cell);
  return /[";,\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (row: Cell[]) => row.map(csvCell).join(SEPARATOR) + LINE_END;

/**
 * The table as CSV for Excel in the Russian locale: UTF-8 with a BOM, `;` between cells, CRLF
 * after each row, decimal commas, dates as `2026-11-23 18:05` in their zone, quotes where a cell
 * needs them, texts a spreadsheet would run as formulas guarded.
 */
export function toCsv({ header, rows }: Table): string {
  return BOM + [header, ...rows].map(csvLine).join('');
}

/** The file `toCsv` writes, written as the rows come, in small chunks of UTF-8. */
export function csvStream({ header, pages }: StreamedTable): Readable {
  async function* chunks() {
    yield BOM + csvLine(header);
    for await (const rows of pages) yield* textChunks(rows, csvLine);
  }
  return Readable.from(chunks(), { objectMode: false });
}
