import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactEmailTokens } from '../../db/schema';
import { hashToken, newSecretToken } from '../../secret-token';

/** How long a confirmation link works: a merchant may open the letter the next day. */
const LIFETIME_MS = 48 * 60 * 60 * 1000;

/**
 * A fresh link token for the contact's confirmation letter; the contact's unused tokens are
 * deleted, so only the newest letter works. Call it inside a transaction.
 */
export async function issueContactToken(
  tx: Db,
  { shopId, contactId, now }: { shopId: number; contactId: number; now: Date },
): Promise<string> {
  await tx
    .delete(contactEmailTokens)
    .where(and(eq(contactEmailTokens.contactId, contactId), isNull(contactEmailTokens.usedAt)));
  const token = newSecretToken();
  await tx.insert(contactEmailTokens).values({
    shopId,
    contactId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
  });
  return token;
}

/**
 * Uses the merchant's token up, once even under concurrency: the id of the contact it confirms,
 * or undefined when it is unknown, used, expired or another merchant's (which stays unused).
 */
export async function spendContactToken(db: Db, shopId: number, token: string, now: Date) {
  const [spent] = await db
    .update(contactEmailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(contactEmailTokens.tokenHash, hashToken(token)),
        eq(contactEmailTokens.shopId, shopId),
        isNull(contactEmailTokens.usedAt),
        gt(contactEmailTokens.expiresAt, now),
      ),
    )
    .returning({ contactId: contactEmailTokens.contactId });
  return spent?.contactId;
}
