import { sql } from 'drizzle-orm';
import {
  characteristics,
  characteristicValues,
  productCharacteristics,
  productMainValues,
  products,
} from '../../db/schema';

/**
 * The ids of the product's main values of one of its characteristics, read once per link in a
 * lateral subquery (`offset 0` keeps the planner from inlining it into every value's row).
 */
const chosenValues = sql`lateral (
  select array(
    select ${productMainValues.valueId} from ${productMainValues}
    where ${productMainValues.productId} = ${productCharacteristics.productId}
      and ${productMainValues.characteristicId} = ${productCharacteristics.characteristicId}
  ) as ids offset 0
) chosen`;

/** All the values of the characteristic in their order, `main_value` true for the chosen ones. */
const valuesJson = sql`coalesce((
  select json_agg((
    select characteristic_value from (
      select ${characteristicValues.id}, ${characteristicValues.characteristicId},
        ${characteristicValues.value}, ${characteristicValues.id} = any(chosen.ids) as main_value
    ) characteristic_value
  ) order by ${characteristicValues.position}, ${characteristicValues.id})
  from ${characteristicValues}
  where ${characteristicValues.characteristicId} = ${productCharacteristics.characteristicId}
), '[]'::json)`;

/** Only the product's main values of the characteristic, in the characteristic's order. */
const mainValuesJson = sql`coalesce((
  select json_agg((
    select characteristic_value from (
      select ${characteristicValues.id}, ${characteristicValues.characteristicId},
        ${characteristicValues.value}, true as main_value
    ) characteristic_value
  ) order by ${characteristicValues.position}, ${characteristicValues.id})
  from ${productMainValues} join ${characteristicValues}
    on ${characteristicValues.id} = ${productMainValues.valueId}
  where ${productMainValues.productId} = ${productCharacteristics.productId}
    and ${productMainValues.characteristicId} = ${productCharacteristics.characteristicId}
), '[]'::json)`;

/**
 * Which of a characteristic's values a read carries: `all` for the product's own read (the
 * editor ticks main values among them), `main` for lists, whose cards show only the main values;
 * with all of them a 10 000-product collection grew from 5 MB to 30 MB (decision 19).
 */
export type CharacteristicValues = 'all' | 'main';

const linkedCharacteristics = {
  all: { values: valuesJson, from: sql`${productCharacteristics} cross join ${chosenValues}` },
  main: { values: mainValuesJson, from: sql`${productCharacteristics}` },
} satisfies Record<CharacteristicValues, { values: unknown; from: unknown }>;

/**
 * The product's characteristics in its order, each with its values (spec §3). Like the
 * categories, every step is an index lookup by key from the product's id: its links by the
 * primary key, the characteristic by its id, the values by (characteristic_id, position) and the
 * main values by the primary key; no join for the planner to turn into a scan.
 */
export function characteristicsJson(values: CharacteristicValues) {
  const linked = linkedCharacteristics[values];
  return sql`coalesce((
  select json_agg((
    select characteristic from (
      select ${characteristics.id}, ${characteristics.title}, ${linked.values} as "values"
      from ${characteristics}
      where ${characteristics.id} = ${productCharacteristics.characteristicId}
    ) characteristic
  ) order by ${productCharacteristics.position})
  from ${linked.from}
  where ${productCharacteristics.productId} = ${products.id}
), '[]'::json)`;
}
