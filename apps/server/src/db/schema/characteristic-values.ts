import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { characteristics } from './characteristics';
import { id } from './columns';
import { belongsTo } from './references';

/**
 * A value of a characteristic («красный» of «Цвет»), in the order the merchant gave them.
 * Deleting a value deletes it from every product's main values (a cascade).
 */
export const characteristicValues = pgTable(
  'characteristic_values',
  {
    id: id(),
    characteristicId: belongsTo('characteristic_id', () => characteristics.id),
    value: text('value').notNull(),
    /** Place among the characteristic's values: the lowest comes first; ties go by id. */
    position: integer('position').notNull(),
  },
  (table) => [
    // What a main value points at, so the database knows it as a value of that characteristic.
    unique('characteristic_values_id_characteristic_id_unique').on(
      table.id,
      table.characteristicId,
    ),
    // A characteristic's values in order, by one index range.
    index('characteristic_values_characteristic_id_position_index').on(
      table.characteristicId,
      table.position,
    ),
  ],
);

export type CharacteristicValueRow = typeof characteristicValues.$inferSelect;
