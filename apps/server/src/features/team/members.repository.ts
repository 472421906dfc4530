import type { ShopRole } from '@vitrina/contracts/team';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopMembers, users } from '../../db/schema';

export function listMembers(db: Db, shopId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: shopMembers.role,
      joinedAt: shopMembers.createdAt,
      lastActiveAt: shopMembers.lastActiveAt,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(eq(shopMembers.shopId, shopId))
    .orderBy(asc(shopMembers.createdAt), asc(shopMembers.id));
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

/** The member with their address, the row locked until the transaction ends. */
export async function findMemberForUpdate(tx: Db, shopId: number, userId: number) {
  const [member] = await tx
    .select({ role: shopMembers.role, email: users.email })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)))
    .for('update', { of: shopMembers });
  return member;
}

export async function setRole(tx: Db, shopId: number, userId: number, role: ShopRole) {
  await tx
    .update(shopMembers)
    .set({ role })
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
}

export async function deleteMember(tx: Db, shopId: number, userId: number) {
  await tx
    .delete(shopMembers)
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId)));
}

export async function insertMember(tx: Db, shopId: number, userId: number, role: ShopRole) {
  const inserted = await tx
    .insert(shopMembers)
    .values({ shopId, userId, role })
    .onConflictDoNothing()
    .returning({ id: shopMembers.id });
  return inserted.length > 0;
}

export async function countMembers(db: Db, shopId: number): Promise<number> {
  const [row] = await db
    .select({ members: count() })
    .from(shopMembers)
    .where(eq(shopMembers.shopId, shopId));
  return row?.members ?? 0;
}

/** The members' ids, whose cached roles a change of the shop makes stale. */
export async function memberIds(db: Db, shopId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: shopMembers.userId })
    .from(shopMembers)
    .where(eq(shopMembers.shopId, shopId));
  return rows.map((row) => row.userId);
}
