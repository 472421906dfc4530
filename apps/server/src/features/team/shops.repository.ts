import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';

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

export async function renameShop(tx: Db, shopId: number, title: string) {
  await tx.update(shops).set({ title }).where(eq(shops.id, shopId));
}
