import type { ShopRole } from '@vitrina/contracts/team';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopInvitations, shops, users } from '../../db/schema';

const pending = and(isNull(shopInvitations.acceptedAt), isNull(shopInvitations.revokedAt));

/** The shop's invitations still waiting, expired ones included (their letter can go again). */
export function listPending(db: Db, shopId: number) {
  return db
    .select({
      id: shopInvitations.id,
      email: shopInvitations.email,
      role: shopInvitations.role,
      invitedBy: users.email,
      createdAt: shopInvitations.createdAt,
      expiresAt: shopInvitations.expiresAt,
      sentAt: shopInvitations.sentAt,
    })
    .from(shopInvitations)
    .leftJoin(users, eq(users.id, shopInvitations.invitedBy))
    .where(and(eq(shopInvitations.shopId, shopId), pending))
    .orderBy(asc(shopInvitations.id));
}

export type InvitationListRow = Awaited<ReturnType<typeof listPending>>[number];

export async function countPending(db: Db, shopId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(shopInvitations)
    .where(and(eq(shopInvitations.shopId, shopId), pending, gt(shopInvitations.expiresAt, now)));
  return row?.waiting ?? 0;
}

export async function findPending(db: Db, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(shopInvitations)
    .where(and(eq(shopInvitations.shopId, shopId), eq(shopInvitations.id, id), pending))
    .for('update');
  return row;
}

export async function findPendingByEmail(db: Db, shopId: number, email: string) {
  const [row] = await db
    .select()
    .from(shopInvitations)
    .where(and(eq(shopInvitations.shopId, shopId), eq(shopInvitations.email, email), pending))
    .for('update');
  return row;
}

interface NewInvitation {
  shopId: number;
  email: string;
  role: ShopRole;
  tokenHash: string;
  invitedBy: number;
  expiresAt: Date;
  sentAt: Date;
}

export async function insertInvitation(tx: Db, invitation: NewInvitation): Promise<number> {
  const [row] = await tx
    .insert(shopInvitations)
    .values(invitation)
    .returning({ id: shopInvitations.id });
  return row!.id;
}

/** A new link for the same invitation: the old one stops working. */
export async function renewInvitation(
  tx: Db,
  id: number,
  fields: { tokenHash: string; expiresAt: Date; sentAt: Date },
) {
  await tx.update(shopInvitations).set(fields).where(eq(shopInvitations.id, id));
}

export async function closeInvitation(
  tx: Db,
  id: number,
  how: { acceptedAt: Date } | { revokedAt: Date },
) {
  await tx.update(shopInvitations).set(how).where(eq(shopInvitations.id, id));
}

/** The invitation of a link, whatever became of it, with its shop's title; locked for accepting. */
export async function findByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ invitation: shopInvitations, shopTitle: shops.title })
    .from(shopInvitations)
    .innerJoin(shops, eq(shops.id, shopInvitations.shopId))
    .where(eq(shopInvitations.tokenHash, tokenHash))
    .for('update', { of: shopInvitations });
  return row;
}

/** The id of the account with the address (stored in lower case), if there is one. */
export async function accountIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
}

export async function accountEmail(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}
