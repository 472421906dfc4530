import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { products, productVariantOptions, productVariants } from '../db/schema';
import type { Account } from './accounts';
import { callApi } from './catalog';
import { createCharacteristic, valueIdsOf } from './characteristics';

/** A variant as a test sets it: its values by name, and any column over the defaults. */
export interface VariantSpec {
  values: string[];
  price?: number | null;
  stock?: number | null;
  sku?: string | null;
  enabled?: boolean;
}

/**
 * Gives the product the options «Цвет» (красный, синий) × «Объём» (250 мл, 350 мл) and the
 * variants named, written as the variants call keeps them; answers each variant's id by its
 * values joined with ', '.
 */
export async function giveVariants(
  app: App,
  db: Db,
  account: Account,
  productId: number,
  specs: VariantSpec[],
): Promise<Map<string, number>> {
  const colour = await createCharacteristic(app, account, 'Цвет', ['красный', 'синий']);
  const volume = await createCharacteristic(app, account, 'Объём', ['250 мл', '350 мл']);
  await callApi(app, account, 'PUT', `catalog/product/${productId}/`, {
    characteristics_id: [colour.id, volume.id],
  });
  const options = [colour, volume];
  await db.insert(productVariantOptions).values(
    options.map((option, position) => ({
      productId,
      characteristicId: option.id,
      position,
      valueIds: valueIdsOf(option),
    })),
  );
  const idOf = (place: number, value: string) =>
    options[place]!.values.find((candidate) => candidate.value === value)!.id;
  const [{ shopId }] = (await db
    .select({ shopId: products.shopId })
    .from(products)
    .where(eq(products.id, productId))) as [{ shopId: number }];
  const rows = await db
    .insert(productVariants)
    .values(
      specs.map((spec, position) => ({
        shopId,
        productId,
        valueIds: spec.values.map((value, place) => idOf(place, value)),
        sku: spec.sku ?? null,
        price: spec.price ?? null,
        stock: spec.stock ?? null,
        enabled: spec.enabled ?? true,
        position,
      })),
    )
    .returning({ id: productVariants.id });
  return new Map(specs.map((spec, index) => [spec.values.join(', '), rows[index]!.id]));
}

/** Switches stock tracking on with `stock` left and the threshold given. */
export async function trackStock(db: Db, productId: number, stock: number | null, threshold = 0) {
  await db
    .update(products)
    .set({ trackStock: true, stock, stockThreshold: threshold })
    .where(eq(products.id, productId));
}

export async function stockOf(db: Db, productId: number, variantId?: number) {
  const [row] =
    variantId === undefined
      ? await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId))
      : await db
          .select({ stock: productVariants.stock })
          .from(productVariants)
          .where(eq(productVariants.id, variantId));
  return row?.stock;
}
