import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  shopPaymentSettings,
  type NewShopPaymentSettingsRow,
  type ShopPaymentSettingsRow,
} from '../../db/schema';

/** What a PUT may change without a new key. */
export type PaymentSettingsChanges = Pick<
  ShopPaymentSettingsRow,
  'providerShopId' | 'test' | 'vatCode' | 'taxSystemCode' | 'receipts'
>;

const ofShop = (shopId: number) => eq(shopPaymentSettings.shopId, shopId);

export async function selectPaymentSettings(
  db: Db,
  shopId: number,
): Promise<ShopPaymentSettingsRow | undefined> {
  const [row] = await db.select().from(shopPaymentSettings).where(ofShop(shopId));
  return row;
}

/** The same, held until the transaction ends: two saves of one shop queue. */
export async function selectPaymentSettingsHeld(
  tx: Db,
  shopId: number,
): Promise<ShopPaymentSettingsRow | undefined> {
  const [row] = await tx.select().from(shopPaymentSettings).where(ofShop(shopId)).for('update');
  return row;
}

/** The shop's connection, a new one or in place of the one it had. */
export async function upsertPaymentSettings(
  tx: Db,
  row: NewShopPaymentSettingsRow,
): Promise<ShopPaymentSettingsRow> {
  const [saved] = await tx
    .insert(shopPaymentSettings)
    .values(row)
    .onConflictDoUpdate({
      target: shopPaymentSettings.shopId,
      set: { ...row, updatedAt: sql`now()` },
    })
    .returning();
  return saved!;
}

/** Changes the shop's connection, its key as it is. */
export async function updatePaymentSettings(
  tx: Db,
  shopId: number,
  changes: PaymentSettingsChanges,
): Promise<ShopPaymentSettingsRow> {
  const [saved] = await tx
    .update(shopPaymentSettings)
    .set(changes)
    .where(ofShop(shopId))
    .returning();
  return saved!;
}

export async function deletePaymentSettings(tx: Db, shopId: number) {
  await tx.delete(shopPaymentSettings).where(ofShop(shopId));
}
