import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops, type ShopRow } from '../../db/schema';

/** The shop's title, the shop held until the transaction ends; undefined when it is gone. */
export async function shopTitleHeld(tx: Db, shopId: number): Promise<string | undefined> {
  const [shop] = await tx
    .select({ title: shops.title })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('update');
  return shop?.title;
}

/** Deletes the shop and, by their cascades, every row it owns. */
export async function deleteShop(tx: Db, shopId: number) {
  await tx.delete(shops).where(eq(shops.id, shopId));
}

/** What a member may change of a shop: its title and settings. */
export type ShopSettings = Pick<ShopRow, 'title' | 'timeZone' | 'buyerLetterStatuses'>;

const settingsColumns = {
  title: shops.title,
  timeZone: shops.timeZone,
  buyerLetterStatuses: shops.buyerLetterStatuses,
};

/** The shop's title and settings; undefined when it is gone. */
export async function shopSettings(db: Db, shopId: number): Promise<ShopSettings | undefined> {
  const [shop] = await db.select(settingsColumns).from(shops).where(eq(shops.id, shopId));
  return shop;
}

/** The same, the shop held until the transaction ends: changes of two members at once queue. */
export async function shopSettingsHeld(tx: Db, shopId: number): Promise<ShopSettings | undefined> {
  const [shop] = await tx
    .select(settingsColumns)
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('update');
  return shop;
}

export async function updateShop(tx: Db, shopId: number, changes: Partial<ShopSettings>) {
  await tx.update(shops).set(changes).where(eq(shops.id, shopId));
}
