import type { Cell, Table } from './table';

/** Excel in the Russian locale reads a file as UTF-8 only after this mark, and splits on `;`. */
const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** A text Excel would run as a formula when it starts so (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  // A leading ' makes Excel show the text as it is, never as a formula.
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The table as CSV for Excel in the Russian locale: UTF-8 with a BOM, `;` between cells, CRLF
 * after each row, decimal commas, quotes where a cell needs them.
 */
export function toCsv({ header, rows }: Table): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(SEPARATOR) + LINE_END);
  return BOM + lines.join('');
}
