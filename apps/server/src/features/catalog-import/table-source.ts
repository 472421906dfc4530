import type { ImportMapping } from '@vitrina/contracts/catalog-import/columns';
import { guessMapping } from '@vitrina/contracts/catalog-import/header-guess';
import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { ImportColumn } from '@vitrina/contracts/catalog-import/jobs';
import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import { FileRefusal } from '../../infra/archives/file-refusal';
import type { TableRow } from './formats/csv';
import type { ImportItem } from './imported-product';
import { tableProducts } from './table-products';

/** Headers as the next file of the same columns will have them: its mapping is kept under it. */
export const headersKeyOf = (headers: string[]) =>
  headers.map((header) => header.trim().toLowerCase()).join('\u001f');

/** A table's first rows and the rest: the header, a few rows for the mapping screen's samples. */
export interface TableStart {
  headers: string[];
  head: TableRow[];
  rest: AsyncIterator<TableRow>;
}

/** Reads the header and the rows the mapping screen shows; an empty file is refused. */
export async function startTable(rows: AsyncIterable<TableRow>): Promise<TableStart> {
  const rest = rows[Symbol.asyncIterator]();
  const first = await rest.next();
  if (first.done) throw new FileRefusal(importMessages.noRows);
  const head: TableRow[] = [];
  while (head.length < IMPORT_LIMITS.samplesPerColumn) {
    const next = await rest.next();
    if (next.done) break;
    head.push(next.value);
  }
  return { headers: first.value.cells.map((cell) => cell.trim()), head, rest };
}

/** Each column with its target and its cells in the first rows. */
export function columnsOf({ headers, head }: TableStart, mapping: ImportMapping): ImportColumn[] {
  return headers.map((header, column) => ({
    header,
    target: mapping.columns[column] ?? null,
    samples: head.map((row) => row.cells[column] ?? '').filter((cell) => cell.trim() !== ''),
  }));
}

/** The mapping given, else the one kept for these headers, else the headers guessed. */
export function mappingFor(
  headers: string[],
  given: ImportMapping | null,
  kept: ImportMapping | null,
): ImportMapping {
  const chosen = given ?? kept;
  if (chosen)
    return { ...chosen, columns: headers.map((_, column) => chosen.columns[column] ?? null) };
  return { columns: guessMapping(headers) };
}

/** The table's data rows after its header, refused once there are more than a file may hold. */
async function* dataRows(start: TableStart): AsyncIterable<TableRow> {
  let count = 0;
  const counted = (row: TableRow) => {
    count += 1;
    if (count > IMPORT_LIMITS.rowsMax) throw new FileRefusal(importMessages.tooManyRows);
    return row;
  };
  for (const row of start.head) yield counted(row);
  for (let next = await start.rest.next(); !next.done; next = await start.rest.next()) {
    yield counted(next.value);
  }
}

/** The table's products through the mapping; a mapping with no title column reads nothing. */
export function tableItems(start: TableStart, mapping: ImportMapping): AsyncIterable<ImportItem> {
  const titled = mapping.columns.some(
    (target) => target && 'field' in target && target.field === 'title',
  );
  if (!titled) throw new FileRefusal(importMessages.titleColumnRequired);
  return tableProducts(dataRows(start), mapping);
}
