import type { Characteristic } from '@vitrina/contracts/characteristics';
import { count } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import {
  characteristics,
  characteristicValues,
  productCharacteristics,
  productMainValues,
} from '../db/schema';
import type { Account } from './accounts';
import { createdData } from './catalog';

export const createCharacteristic = (
  app: App,
  account: Account,
  title = 'Цвет',
  values = ['красный', 'синий', 'зелёный'],
) => createdData<Characteristic>(app, account, 'catalog/characteristic/', { title, values });

/** The ids of a characteristic's values, in its order. */
export const valueIdsOf = (characteristic: Characteristic) =>
  characteristic.values.map((value) => value.id);

/** Row counts of the characteristic tables, to show that a refused call wrote nothing. */
export async function characteristicRowCounts(db: Db) {
  const rowsOf = async (
    table:
      | typeof characteristics
      | typeof characteristicValues
      | typeof productCharacteristics
      | typeof productMainValues,
  ) => (await db.select({ rows: count() }).from(table))[0]?.rows ?? 0;
  return {
    characteristics: await rowsOf(characteristics),
    values: await rowsOf(characteristicValues),
    links: await rowsOf(productCharacteristics),
    mainValues: await rowsOf(productMainValues),
  };
}
