/** A moment as the clocks of a time zone (an IANA name) show it: a date cell. */
export interface ZonedTime {
  at: Date;
  timeZone: string;
}

/** A cell of an exported table: a text, a number, a date, or empty. */
export type Cell = string | number | ZonedTime | null;

/** A table to export: the header row, then the rows, each as long as the header. */
export interface Table {
  header: string[];
  rows: Cell[][];
}

/**
 * A table written as its rows come, a page at a time (a query's page), each row made as it is
 * written: only the page being written is held, never the table.
 */
export interface StreamedTable {
  header: string[];
  pages: AsyncIterable<Iterable<Cell[]>> | Iterable<Iterable<Cell[]>>;
}
