/** A, B, …, Z, AA, …: the column's index from 0. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

/** The letters of the column at `index` (from 0). */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * A string literal (left as it is), or an A1 reference: `$` anchors, not part of a longer name,
 * not a function (`LOG10(`) and not a sheet's name (`A1!B2`).
 */
const LITERAL_OR_REFERENCE =
  /("(?:[^"]|"")*")|(?<![A-Za-z0-9_.$])(\$?)([A-Z]{1,3})(\$?)([0-9]+)(?![A-Za-z0-9_(!])/g;

/**
 * The formula moved by `rows` and `columns` as Excel moves it when it fills cells: relative
 * references shift, `$`-anchored parts stay. A shared formula's cells after its first carry no
 * text (`<f t="shared" si="0"/>`): theirs is the first cell's, moved this way. Whole-column or
 * whole-row references (`A:A`, `1:1`) are left as they are.
 */
export function movedFormula(formula: string, rows: number, columns: number): string {
  return formula.replace(
    LITERAL_OR_REFERENCE,
    (match, literal?: string, columnAnchor = '', letters = '', rowAnchor = '', digits = '') => {
      if (literal) return match;
      const column = columnIndex(letters) + (columnAnchor ? 0 : columns);
      const row = Number(digits) + (rowAnchor ? 0 : rows);
      return `${columnAnchor}${columnLetters(column)}${rowAnchor}${row}`;
    },
  );
}
