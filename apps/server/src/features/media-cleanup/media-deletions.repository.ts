import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaDeletions } from '../../db/schema';

export interface DueDeletion {
  id: number;
  key: string;
}

/** Records keys to delete once `delaySeconds` have passed; answers the rows' ids, key by key. */
export async function recordDeletions(
  db: Db,
  keys: string[],
  delaySeconds: number,
): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .insert(mediaDeletions)
    .values(
      keys.map((key) => ({ key, dueAt: sql`now() + make_interval(secs => ${delaySeconds})` })),
    )
    .returning({ id: mediaDeletions.id, key: mediaDeletions.key });
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  return keys.map((key) => idOf.get(key)!);
}

export async function removeDeletions(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(mediaDeletions).where(inArray(mediaDeletions.id, ids));
}

/**
 * Takes up to `limit` due rows and pushes them `leaseSeconds` into the future, in one statement:
 * sweeps running at once (in this process or another) take different rows, and rows of a sweep
 * that dies midway come due again after the lease.
 */
export async function leaseDueDeletions(
  db: Db,
  limit: number,
  leaseSeconds: number,
): Promise<DueDeletion[]> {
  const result = (await db.execute(sql`
    update ${mediaDeletions}
    set due_at = now() + make_interval(secs => ${leaseSeconds})
    where ${mediaDeletions.id} in (
      select ${mediaDeletions.id} from ${mediaDeletions}
      where ${mediaDeletions.dueAt} <= now()
      order by ${mediaDeletions.dueAt}
      limit ${limit}
      for update skip locked
    )
    returning ${mediaDeletions.id} as id, ${mediaDeletions.key} as key`)) as unknown as {
    rows: { id: number | string; key: string }[];
  };
  return result.rows.map((row) => ({ id: Number(row.id), key: row.key }));
}
