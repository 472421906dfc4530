/** A cell of an exported table: a text, a number, or empty. */
export type Cell = string | number | null;

/** A table to export: the header row, then the rows, each as long as the header. */
export interface Table {
  header: string[];
  rows: Cell[][];
}
