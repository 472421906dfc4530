/**
 * Rows newest first, `max` at most, read `page` at a time: each read asks for the rows before
 * the last one read (by id, as the list pages), so a deep page costs what the first one does, and
 * a row is read once even when rows are added meanwhile.
 */
export async function* pagesBefore<Row extends { id: number }>(
  read: (limit: number, before: number | undefined) => Promise<Row[]>,
  { max, page }: { max: number; page: number },
): AsyncGenerator<Row[]> {
  let before: number | undefined;
  for (let left = max; left > 0; left -= page) {
    const limit = Math.min(page, left);
    const rows = await read(limit, before);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    before = rows.at(-1)!.id;
  }
}
