import type {
  Characteristic,
  characteristicCreateSchema,
  characteristicUpdateSchema,
} from '@vitrina/contracts/characteristics';
import { messages } from '@vitrina/contracts/messages';
import type { z } from 'zod';
import { ensureNamed, type WantedCharacteristic } from './characteristic-dictionary';
import type { Db } from '../../db/client';
import { AppError, NotFoundError } from '../../errors/app-error';
import {
  lockCharacteristics,
  lockLinkedCharacteristics,
  type LinkedTo,
} from './characteristic-locks';
import {
  applyValueEdit,
  countValuesAmong,
  insertValues,
  storedValueIds,
} from './characteristic-values.repository';
import {
  characteristicById,
  deleteCharacteristic,
  insertCharacteristic,
  ownedCharacteristics,
  selectCharacteristics,
  updateTitle,
} from './characteristics.repository';
import { planValueEdit } from './value-edit';
import type { VariantUpkeep } from '../variants/variant-upkeep.service';

interface CharacteristicsDeps {
  db: Db;
  /** Takes the variants a deleted value or characteristic leaves without a combination. */
  variants: Pick<VariantUpkeep, 'dropValues' | 'dropCharacteristic'>;
}

/** A merchant's characteristics and their values; another merchant's id is a 404. */
export function createCharacteristicsService({ db, variants }: CharacteristicsDeps) {
  async function get(shopId: number, id: number): Promise<Characteristic> {
    const [characteristic] = await selectCharacteristics(db, characteristicById(shopId, id));
    if (!characteristic) throw new NotFoundError();
    return characteristic;
  }

  return {
    list: (shopId: number) => selectCharacteristics(db, ownedCharacteristics(shopId)),

    async create(shopId: number, body: z.output<typeof characteristicCreateSchema>) {
      const id = await db.transaction(async (tx) => {
        const created = await insertCharacteristic(tx, shopId, body.title);
        await insertValues(
          tx,
          created,
          body.values.map((value, position) => ({ value, position })),
        );
        return created;
      });
      return get(shopId, id);
    },

    /**
     * The title and the values as the edit dialog holds them (value-edit.ts), written in one
     * transaction that holds the characteristic for `edit` (characteristic-locks.ts), so a main
     * value chosen meanwhile is chosen wholly before the edit or checked against its result.
     * A deleted value leaves the products' variant options, and the variants using it go.
     */
    async update(shopId: number, id: number, body: z.output<typeof characteristicUpdateSchema>) {
      await db.transaction(async (tx) => {
        const [held] = await lockCharacteristics(tx, shopId, [id], 'edit');
        if (held === undefined) throw new NotFoundError();
        const edit = planValueEdit(await storedValueIds(tx, id), body.values);
        await updateTitle(tx, id, body.title);
        await variants.dropValues(tx, id, edit.deleted);
        await applyValueEdit(tx, id, edit);
      });
      return get(shopId, id);
    },

    /**
     * Unlinks it from every product, their main values and variant options of it included
     * (cascades); the variants of the products varying by it go in the same transaction, which
     * holds it for `edit` first, so no save of variants can use it meanwhile.
     */
    async delete(shopId: number, id: number) {
      await db.transaction(async (tx) => {
        const [held] = await lockCharacteristics(tx, shopId, [id], 'edit');
        if (held === undefined) throw new NotFoundError();
        await variants.dropCharacteristic(tx, id);
        await deleteCharacteristic(tx, shopId, id);
      });
    },

    /** Inside `tx`: holds for `use` the merchant's characteristics `ids`; 404 unless all are. */
    async hold(tx: Db, shopId: number, ids: number[]) {
      const wanted = new Set(ids);
      const held = await lockCharacteristics(tx, shopId, [...wanted], 'use');
      if (held.length !== wanted.size) throw new NotFoundError();
    },

    /**
     * Inside `tx`: holds for `use` the characteristics of the products or of the collection's
     * products. The caller holds the products or the collection, so that set cannot grow.
     */
    holdLinked: (tx: Db, to: LinkedTo) => lockLinkedCharacteristics(tx, to),

    /**
     * The merchant's characteristics and values by text, those missing made (an import's
     * «Цвет: красный»), in a transaction of its own; values beyond a characteristic's limit are
     * left out of the answer.
     */
    ensureNamed: (shopId: number, wanted: WantedCharacteristic[]) =>
      db.transaction((tx) => ensureNamed(tx, shopId, wanted)),

    /** Inside `tx`, which holds the characteristic: 422 unless every id is one of its values. */
    async checkValues(tx: Db, characteristicId: number, valueIds: number[]) {
      const wanted = new Set(valueIds);
      if ((await countValuesAmong(tx, characteristicId, [...wanted])) !== wanted.size) {
        throw new AppError('UNPROCESSABLE', messages.characteristic.valueNotFound);
      }
    },
  };
}

export type CharacteristicsService = ReturnType<typeof createCharacteristicsService>;

export { nameKey, type NamedCharacteristic } from './characteristic-dictionary';
