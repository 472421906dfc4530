import type { ShopAction } from '@vitrina/contracts/team';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopActions, users } from '../../db/schema';

export interface ActionEntry {
  shopId: number;
  actorId: number;
  action: ShopAction;
  subject: string;
}

/** One entry, the actor's address read in the same statement. */
export async function insertAction(tx: Db, { shopId, actorId, action, subject }: ActionEntry) {
  await tx.insert(shopActions).values({
    shopId,
    actorId,
    actorEmail: sql`(select ${users.email} from ${users} where ${users.id} = ${actorId})`,
    action,
    subject,
  });
}

export function listActions(
  db: Db,
  shopId: number,
  { actor, before, limit }: { actor?: number; before?: number; limit: number },
) {
  const conditions: SQL[] = [eq(shopActions.shopId, shopId)];
  if (actor !== undefined) conditions.push(eq(shopActions.actorId, actor));
  if (before !== undefined) conditions.push(lt(shopActions.id, before));
  return db
    .select()
    .from(shopActions)
    .where(and(...conditions))
    .orderBy(desc(shopActions.id))
    .limit(limit);
}
