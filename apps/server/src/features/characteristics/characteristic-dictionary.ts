import { CHARACTERISTIC_LIMITS } from '@vitrina/contracts/limits';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { characteristics, characteristicValues } from '../../db/schema';
import { lockCharacteristics } from './characteristic-locks';
import { insertCharacteristic } from './characteristics.repository';

/** A characteristic named by its text, with its values by text. */
export interface NamedCharacteristic {
  id: number;
  values: Map<string, number>;
}

/** Characteristics by title, and values by text, as people type them: case and ё aside. */
export const nameKey = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е');

/** What a dictionary is asked for: each characteristic's title and the values wanted of it. */
export interface WantedCharacteristic {
  title: string;
  values: string[];
}

/** The merchant's characteristics of these titles (the first of a title), their values by text. */
async function readNamed(db: Db, shopId: number, keys: string[]) {
  const rows = await db
    .select({ id: characteristics.id, title: characteristics.title })
    .from(characteristics)
    .where(
      and(
        eq(characteristics.shopId, shopId),
        inArray(sql`replace(lower(trim(${characteristics.title})), 'ё', 'е')`, keys),
      ),
    )
    .orderBy(characteristics.id);
  const named = new Map<string, NamedCharacteristic>();
  for (const row of rows) {
    if (!named.has(nameKey(row.title)))
      named.set(nameKey(row.title), { id: row.id, values: new Map() });
  }
  const ids = [...named.values()].map(({ id }) => id);
  const values = ids.length
    ? await db
        .select({
          id: characteristicValues.id,
          characteristicId: characteristicValues.characteristicId,
          value: characteristicValues.value,
        })
        .from(characteristicValues)
        .where(inArray(characteristicValues.characteristicId, ids))
        .orderBy(characteristicValues.position, characteristicValues.id)
    : [];
  const byId = new Map([...named.values()].map((each) => [each.id, each]));
  for (const value of values) {
    const owner = byId.get(value.characteristicId)!;
    if (!owner.values.has(nameKey(value.value))) owner.values.set(nameKey(value.value), value.id);
  }
  return named;
}

async function nextPosition(db: Db, characteristicId: number) {
  const [row] = await db
    .select({ last: max(characteristicValues.position) })
    .from(characteristicValues)
    .where(eq(characteristicValues.characteristicId, characteristicId));
  return (row?.last ?? -1) + 1;
}

/** The values to make, in one statement, after the characteristic's last. */
async function addValues(tx: Db, characteristic: NamedCharacteristic, values: string[]) {
  const first = await nextPosition(tx, characteristic.id);
  const rows = await tx
    .insert(characteristicValues)
    .values(
      values.map((value, place) => ({
        characteristicId: characteristic.id,
        value,
        position: first + place,
      })),
    )
    .returning({ id: characteristicValues.id, value: characteristicValues.value });
  for (const row of rows) characteristic.values.set(nameKey(row.value), row.id);
}

/** The titles asked for, each once, with the values asked of it in first-asked order. */
function merged(wanted: WantedCharacteristic[]) {
  const byKey = new Map<string, WantedCharacteristic>();
  for (const { title, values } of wanted) {
    const entry = byKey.get(nameKey(title)) ?? { title: title.trim(), values: [] };
    entry.values.push(...values.map((value) => value.trim()));
    byKey.set(nameKey(title), entry);
  }
  return byKey;
}

/**
 * Finds the merchant's characteristics and values named in `wanted`, making those missing: a
 * new characteristic, or new values after a known one's own (held for `edit` meanwhile). Values
 * beyond a characteristic's limit are not made; they are missing from the answer.
 */
export async function ensureNamed(
  tx: Db,
  shopId: number,
  wanted: WantedCharacteristic[],
): Promise<Map<string, NamedCharacteristic>> {
  const asked = merged(wanted);
  const named = await readNamed(tx, shopId, [...asked.keys()]);
  await lockCharacteristics(
    tx,
    shopId,
    [...named.values()].map(({ id }) => id),
    'edit',
  );
  for (const [key, { title, values }] of asked) {
    let characteristic = named.get(key);
    if (!characteristic) {
      characteristic = { id: await insertCharacteristic(tx, shopId, title), values: new Map() };
      named.set(key, characteristic);
    }
    const known = characteristic.values;
    const fresh = [...new Map(values.map((value) => [nameKey(value), value])).entries()]
      .filter(([valueKey]) => !known.has(valueKey))
      .map(([, value]) => value);
    const room = Math.max(CHARACTERISTIC_LIMITS.valuesMax - known.size, 0);
    if (fresh.length && room) await addValues(tx, characteristic, fresh.slice(0, room));
  }
  return named;
}
