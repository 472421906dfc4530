import type { ShopRole } from '@vitrina/contracts/team';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopMembers, shops, users } from '../../db/schema';

/** A user's place in a shop, as the permission check reads it. */
export interface Membership {
  shopId: number;
  title: string;
  role: ShopRole;
  lastActiveAt: Date | null;
}

/** The user's shops, the one used last first (the default of a call that names none). */
export function membershipsOf(db: Db, userId: number): Promise<Membership[]> {
  return db
    .select({
      shopId: shopMembers.shopId,
      title: shops.title,
      role: shopMembers.role,
      lastActiveAt: shopMembers.lastActiveAt,
    })
    .from(shopMembers)
    .innerJoin(shops, eq(shops.id, shopMembers.shopId))
    .where(eq(shopMembers.userId, userId))
    .orderBy(
      sql`${shopMembers.lastActiveAt} DESC NULLS LAST`,
      desc(shopMembers.createdAt),
      asc(shops.id),
    );
}

/** A new shop owned by the user: at sign-up, named after them or «Мой магазин». */
export async function createShopWithOwner(
  tx: Db,
  { userId, title }: { userId: number; title: string },
): Promise<number> {
  const [shop] = await tx.insert(shops).values({ title }).returning({ id: shops.id });
  await tx.insert(shopMembers).values({ shopId: shop!.id, userId, role: 'OWNER' });
  return shop!.id;
}

export async function recordActivity(db: Db, shopId: number, userId: number, at: Date) {
  await db
    .update(shopMembers)
    .set({ lastActiveAt: at })
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
}

/**
 * How many shops the user owns, counted with the user's row held: two creations at once count
 * one after the other.
 */
export async function countOwnedShopsHeld(tx: Db, userId: number): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ owned: count() })
    .from(shopMembers)
    .where(and(eq(shopMembers.userId, userId), eq(shopMembers.role, 'OWNER')));
  return row?.owned ?? 0;
}
