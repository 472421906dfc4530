import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens, type UserTokenPurpose } from '../../db/schema';
import { hashToken, newSecretToken } from '../../secret-token';

const LIFETIME_SECONDS: Record<UserTokenPurpose, number> = {
  EMAIL_VERIFY: 24 * 60 * 60,
  PASSWORD_RESET: 60 * 60,
  SIGN_IN: 60 * 60,
};

/**
 * Whether a new token voids the user's unused ones of its purpose, so only the newest letter
 * works. Not a sign-in link: strangers' failed sign-ins send those, and a letter they cause must
 * not void the link the owner is about to follow (decision 52).
 */
const REPLACES_EARLIER: Record<UserTokenPurpose, boolean> = {
  EMAIL_VERIFY: true,
  PASSWORD_RESET: true,
  SIGN_IN: false,
};

interface IssueOptions {
  userId: number;
  purpose: UserTokenPurpose;
  /** The address an e-mail change will switch to once confirmed. */
  newEmail?: string | null;
  now: Date;
}

/**
 * A fresh single-use token for a letter's link. Mostly the user's unused tokens of the same
 * purpose are deleted, so only the newest letter works (REPLACES_EARLIER). Call it inside a
 * transaction.
 */
export async function issueUserToken(
  tx: Db,
  { userId, purpose, newEmail = null, now }: IssueOptions,
): Promise<string> {
  if (REPLACES_EARLIER[purpose]) {
    await tx
      .delete(userTokens)
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.purpose, purpose),
          isNull(userTokens.usedAt),
        ),
      );
  }
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + LIFETIME_SECONDS[purpose] * 1000);
  await tx
    .insert(userTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), newEmail, expiresAt });
  return token;
}

/**
 * Uses a token up, once even under concurrency: whose it is and the address it carries, or
 * undefined when it is unknown, already used, expired or meant for something else.
 */
export async function spendUserToken(db: Db, token: string, purpose: UserTokenPurpose, now: Date) {
  const [spent] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, newEmail: userTokens.newEmail });
  return spent;
}
