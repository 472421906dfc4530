import type { Characteristic } from '@vitrina/contracts/characteristics';
import { combinations, type VariantsSave } from '@vitrina/contracts/variants';
import { count } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { productVariantOptions, productVariants } from '../db/schema';
import type { Account } from './accounts';
import { callApi, createCollection, createProduct } from './catalog';
import { createCharacteristic, valueIdsOf } from './characteristics';

export const variantsPath = (productId: number) => `catalog/product/${productId}/variants/`;

/** A product in a collection of its own with new characteristics on it, in the order given. */
export async function productWithCharacteristics(
  app: App,
  account: Account,
  characteristics: [title: string, values: string[]][],
  fields: object = {},
) {
  const collectionId = (await createCollection(app, account)).id;
  const productId = (await createProduct(app, account, collectionId, fields)).id;
  const made: Characteristic[] = [];
  for (const [title, values] of characteristics) {
    made.push(await createCharacteristic(app, account, title, values));
  }
  const linked = await callApi(app, account, 'PUT', `catalog/product/${productId}/`, {
    characteristics_id: made.map((characteristic) => characteristic.id),
  });
  if (linked.statusCode !== 200) throw new Error(`linking failed: ${linked.body}`);
  return { collectionId, productId, characteristics: made };
}

/** The id of the characteristic's value `value`. */
export const valueId = (characteristic: Characteristic, value: string) =>
  characteristic.values.find((candidate) => candidate.value === value)!.id;

/**
 * Options of every value of each characteristic, and every combination of them as a variant
 * with `fields` (a function of the combination's place, or the same for all).
 */
export function fullMatrix(
  characteristics: Characteristic[],
  fields: object | ((place: number) => object) = {},
): VariantsSave {
  const options = characteristics.map((characteristic) => ({
    characteristic_id: characteristic.id,
    value_ids: valueIdsOf(characteristic),
  }));
  return {
    options,
    variants: combinations(options).map((value_ids, place) => ({
      value_ids,
      ...(typeof fields === 'function' ? fields(place) : fields),
    })),
  };
}

/** Row counts of the variant tables, to show that a refused call wrote nothing. */
export async function variantRowCounts(db: Db) {
  const [options] = await db.select({ rows: count() }).from(productVariantOptions);
  const [variants] = await db.select({ rows: count() }).from(productVariants);
  return { options: options!.rows, variants: variants!.rows };
}

/** A variant as a test sets it: its values by name, and any field over the defaults. */
export interface VariantSpec {
  values: string[];
  price?: number | null;
  stock?: number | null;
  sku?: string | null;
  enabled?: boolean;
}

/**
 * Gives the product the options «Цвет» (красный, синий) × «Объём» (250 мл, 350 мл) and the
 * variants named, through the variants call; answers each variant's id by its values joined
 * with ', '.
 */
export async function giveVariants(
  app: App,
  account: Account,
  productId: number,
  specs: VariantSpec[],
): Promise<Map<string, number>> {
  const options = [
    await createCharacteristic(app, account, 'Цвет', ['красный', 'синий']),
    await createCharacteristic(app, account, 'Объём', ['250 мл', '350 мл']),
  ];
  await callApi(app, account, 'PUT', `catalog/product/${productId}/`, {
    characteristics_id: options.map((option) => option.id),
  });
  const saved = await callApi(app, account, 'PUT', variantsPath(productId), {
    options: fullMatrix(options).options,
    variants: specs.map(({ values, ...fields }) => ({
      value_ids: values.map((value, place) => valueId(options[place]!, value)),
      ...fields,
    })),
  });
  if (saved.statusCode !== 200) throw new Error(`variants refused: ${saved.body}`);
  const { variants } = saved.json().data as { variants: { id: number }[] };
  return new Map(specs.map((spec, index) => [spec.values.join(', '), variants[index]!.id]));
}
