import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { characteristicValues } from '../../db/schema';
import type { PlacedValue, ValueEdit } from './value-edit';

/** The ids of the characteristic's values. */
export async function storedValueIds(db: Db, characteristicId: number): Promise<number[]> {
  const rows = await db
    .select({ id: characteristicValues.id })
    .from(characteristicValues)
    .where(eq(characteristicValues.characteristicId, characteristicId));
  return rows.map((row) => row.id);
}

/** How many of `ids` are values of the characteristic. */
export async function countValuesAmong(db: Db, characteristicId: number, ids: number[]) {
  const [row] = await db
    .select({ values: count() })
    .from(characteristicValues)
    .where(
      and(
        eq(characteristicValues.characteristicId, characteristicId),
        inArray(characteristicValues.id, ids),
      ),
    );
  return row?.values ?? 0;
}

export async function insertValues(db: Db, characteristicId: number, values: PlacedValue[]) {
  if (values.length === 0) return;
  await db
    .insert(characteristicValues)
    .values(values.map((value) => ({ characteristicId, ...value })));
}

/** Renames and moves the kept values in one statement. */
async function updateValues(db: Db, values: ValueEdit['kept']) {
  if (values.length === 0) return;
  const rows = sql.join(
    values.map(
      ({ id, value, position }) => sql`(${id}::integer, ${value}::text, ${position}::integer)`,
    ),
    sql`, `,
  );
  await db
    .update(characteristicValues)
    .set({ value: sql`wanted.value`, position: sql`wanted.position` })
    .from(sql`(values ${rows}) as wanted (id, value, position)`)
    .where(eq(characteristicValues.id, sql`wanted.id`));
}

/**
 * Applies the edit to the characteristic's values. Call it inside a transaction that holds the
 * characteristic for `edit`. Deleted values leave every product's main values (a cascade).
 */
export async function applyValueEdit(db: Db, characteristicId: number, edit: ValueEdit) {
  if (edit.deleted.length > 0) {
    await db
      .delete(characteristicValues)
      .where(
        and(
          eq(characteristicValues.characteristicId, characteristicId),
          inArray(characteristicValues.id, edit.deleted),
        ),
      );
  }
  await updateValues(db, edit.kept);
  await insertValues(db, characteristicId, edit.created);
}
