import type { Characteristic, CharacteristicValue } from '@vitrina/contracts/characteristics';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { characteristics, characteristicValues } from '../../db/schema';

export const ownedCharacteristics = (shopId: number) => eq(characteristics.shopId, shopId);

export const characteristicById = (shopId: number, id: number) =>
  and(ownedCharacteristics(shopId), eq(characteristics.id, id));

/**
 * The characteristics matching `condition` in id order, each with its values in their order;
 * `main_value` is false, as no product is asked about. Two queries whatever their number.
 */
export async function selectCharacteristics(db: Db, condition: SQL | undefined) {
  const rows = await db
    .select({ id: characteristics.id, title: characteristics.title })
    .from(characteristics)
    .where(condition)
    .orderBy(characteristics.id);
  if (rows.length === 0) return [];
  const values = await db
    .select({
      id: characteristicValues.id,
      characteristic_id: characteristicValues.characteristicId,
      value: characteristicValues.value,
    })
    .from(characteristicValues)
    .where(
      inArray(
        characteristicValues.characteristicId,
        db.select({ id: characteristics.id }).from(characteristics).where(condition),
      ),
    )
    .orderBy(characteristicValues.position, characteristicValues.id);
  const valuesOf = new Map<number, CharacteristicValue[]>();
  for (const value of values) {
    const list = valuesOf.get(value.characteristic_id) ?? [];
    list.push({ ...value, main_value: false });
    valuesOf.set(value.characteristic_id, list);
  }
  return rows.map((row): Characteristic => ({ ...row, values: valuesOf.get(row.id) ?? [] }));
}

export async function insertCharacteristic(db: Db, shopId: number, title: string) {
  const [row] = await db
    .insert(characteristics)
    .values({ shopId, title })
    .returning({ id: characteristics.id });
  return row!.id;
}

export async function updateTitle(db: Db, id: number, title: string) {
  await db.update(characteristics).set({ title }).where(eq(characteristics.id, id));
}

/** Its values, its links to products and their main values go with it (cascades). */
export async function deleteCharacteristic(db: Db, shopId: number, id: number) {
  const deleted = await db
    .delete(characteristics)
    .where(characteristicById(shopId, id))
    .returning({ id: characteristics.id });
  return deleted.length > 0;
}
