import { importMessages } from '@vitrina/contracts/catalog-import/import-messages';
import type { ImportMapping } from '@vitrina/contracts/catalog-import/columns';
import type { TableRow } from './formats/csv';
import type { ImportItem } from './imported-product';
import { productOfGroup } from './row-group';
import { readRow, type RowRecord } from './row-record';

const refused = (row: number, problem: string): ImportItem => ({
  kind: 'refused',
  refused: { row, message: importMessages.atRow(row, problem) },
});

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/**
 * A table's data rows (the header read off before) into products. Rows of one «Группа
 * вариантов» come one after another and are one product; a row without a group is a product of
 * its own. Groups are held only while they last, so a file of any length streams.
 */
export async function* tableProducts(
  rows: AsyncIterable<TableRow>,
  mapping: ImportMapping,
): AsyncIterable<ImportItem> {
  const ended = new Set<string>();
  let group: RowRecord[] = [];
  const flush = function* () {
    if (group.length) yield* productOfGroup(group);
    if (group[0]?.group) ended.add(group[0].group);
    group = [];
  };
  for await (const { row, cells } of rows) {
    if (isBlank(cells)) continue;
    const read = readRow(row, cells, mapping);
    if ('problems' in read) {
      yield refused(row, read.problems.join('; '));
      continue;
    }
    const { record } = read;
    if (record.group === null || record.group !== group[0]?.group) yield* flush();
    if (record.group !== null && ended.has(record.group)) {
      yield refused(row, importMessages.groupSplit(record.group));
      continue;
    }
    group.push(record);
    if (record.group === null) yield* flush();
  }
  yield* flush();
}
