import type { Readable } from 'node:stream';
import { fileMessages } from '@vitrina/contracts/catalog-import/file-messages';
import { FileRefusal } from '../archives/file-refusal';
import { columnIndex, movedFormula } from './xlsx-formulas';
import { type XmlHandlers, parseChunks } from './xlsx-xml';

/** A row of a sheet: its number as Excel shows it (from 1), its cells' texts by column. */
export interface XlsxRow {
  row: number;
  /** From column A; '' where a cell is empty; no empty cells at the end. */
  cells: string[];
}

/** Excel's last row and column (XFD): a reference beyond them is not a spreadsheet's. */
const ROWS_MAX = 1_048_576;
const COLUMNS_MAX = 16_384;

const CELL_REFERENCE = /^([A-Z]{1,3})[0-9]+$/;

const broken = () => new FileRefusal(fileMessages.brokenXlsx);

interface Cell {
  column: number;
  /** The `t` attribute: s, inlineStr, str, n, b, e, d. */
  type: string;
  /** `<v>`: the value, or an index into the shared strings. */
  value: string;
  /** `<is>`'s texts. */
  inline: string;
  /** `<f>`'s text, when the cell has a formula. */
  formula: string | undefined;
  /** The id of the shared formula the cell is part of. */
  sharedId: string | undefined;
}

/** Where a shared formula's text is written: the first cell of those that share it. */
interface SharedFormula {
  formula: string;
  row: number;
  column: number;
}

/**
 * Builds rows from a sheet's XML events (`<row>`, `<c>`, `<v>`, `<f>`, `<is><t>`). A cell is
 * placed by its reference `r` (or next to the one before it when it has none), so the columns
 * keep their gaps. Its text:
 * - a formula: `=` and the formula's text, never evaluated, its cached value never taken;
 * - a shared string (`s`): the string; an inline one (`inlineStr`): its texts;
 * - anything else as stored: numbers as written (`12.5`; a date stays Excel's day number, its
 *   format not read), booleans `1`/`0`, errors `#DIV/0!`, `str` and `d` as text.
 * A row with no text in any cell is left out.
 */
class SheetRows implements XmlHandlers {
  private readonly ready: XlsxRow[] = [];
  private readonly sharedFormulas = new Map<string, SharedFormula>();
  private rowNumber = 0;
  private cells: string[] | undefined;
  private lastColumn = -1;
  private cell: Cell | undefined;
  private reading: 'v' | 'f' | 't' | undefined;
  private inPhonetic = false;

  constructor(private readonly sharedStrings: readonly string[]) {}

  /** The rows completed since the last call. */
  take(): XlsxRow[] {
    return this.ready.splice(0);
  }

  open(name: string, attributes: Record<string, string>) {
    if (name === 'row') this.openRow(attributes.r);
    else if (name === 'c') this.openCell(attributes);
    else if (!this.cell) return;
    else if (name === 'v' || name === 't') this.reading = name;
    else if (name === 'f') this.openFormula(this.cell, attributes);
    else if (name === 'rPh') this.inPhonetic = true;
  }

  close(name: string) {
    if (name === 'row') this.closeRow();
    else if (name === 'c') this.closeCell();
    else if (name === 'v' || name === 't' || name === 'f') this.reading = undefined;
    else if (name === 'rPh') this.inPhonetic = false;
  }

  text(text: string) {
    const cell = this.cell;
    if (!cell) return;
    if (this.reading === 'v') cell.value += text;
    else if (this.reading === 'f') cell.formula += text;
    else if (this.reading === 't' && !this.inPhonetic) cell.inline += text;
  }

  private openRow(reference: string | undefined) {
    const number = reference === undefined ? this.rowNumber + 1 : Number(reference);
    if (!Number.isInteger(number) || number < 1 || number > ROWS_MAX) throw broken();
    this.rowNumber = number;
    this.cells = [];
    this.lastColumn = -1;
  }

  private closeRow() {
    const cells = this.cells;
    this.cells = undefined;
    if (!cells) return;
    const filled = Array.from(cells, (cell) => cell ?? '');
    while (filled.at(-1) === '') filled.pop();
    if (filled.length > 0) this.ready.push({ row: this.rowNumber, cells: filled });
  }

  private openCell({ r: reference, t: type = 'n' }: Record<string, string>) {
    if (!this.cells) return;
    const letters = reference === undefined ? undefined : CELL_REFERENCE.exec(reference)?.[1];
    if (reference !== undefined && letters === undefined) throw broken();
    const column = letters === undefined ? this.lastColumn + 1 : columnIndex(letters);
    if (column >= COLUMNS_MAX) throw broken();
    this.cell = { column, type, value: '', inline: '', formula: undefined, sharedId: undefined };
  }

  private openFormula(cell: Cell, { t: type, si: sharedId }: Record<string, string>) {
    this.reading = 'f';
    cell.formula = '';
    if (type === 'shared') cell.sharedId = sharedId;
  }

  private closeCell() {
    const cell = this.cell;
    this.cell = undefined;
    if (!cell || !this.cells) return;
    this.cells[cell.column] = this.cellText(cell);
    this.lastColumn = cell.column;
  }

  private cellText(cell: Cell): string {
    if (cell.formula !== undefined) return `=${this.formulaOf(cell, cell.formula)}`;
    if (cell.type === 'inlineStr') return cell.inline;
    if (cell.type !== 's' || cell.value === '') return cell.value;
    const text = /^[0-9]+$/.test(cell.value) ? this.sharedStrings[Number(cell.value)] : undefined;
    if (text === undefined) throw broken();
    return text;
  }

  /** The cell's own formula text, or the shared formula's moved to the cell. */
  private formulaOf({ sharedId, column }: Cell, formula: string): string {
    if (sharedId === undefined) return formula;
    const row = this.rowNumber;
    if (formula !== '') {
      this.sharedFormulas.set(sharedId, { formula, row, column });
      return formula;
    }
    const first = this.sharedFormulas.get(sharedId);
    if (!first) throw broken();
    return movedFormula(first.formula, row - first.row, column - first.column);
  }
}

/**
 * The sheet's rows as its XML streams in: each chunk of the part is parsed and the rows it
 * completes are handed on before the next chunk is read.
 */
export async function* sheetRows(
  sheet: Readable,
  sharedStrings: readonly string[],
): AsyncGenerator<XlsxRow> {
  const rows = new SheetRows(sharedStrings);
  for await (const _ of parseChunks(sheet, rows)) yield* rows.take();
}
