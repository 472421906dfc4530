import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';
import type { SessionCheck } from '../../infra/live-sessions';

export async function insertSession(db: Db, userId: number, expiresAt: Date): Promise<string> {
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt })
    .returning({ id: sessions.id });
  if (!session) throw new Error('INSERT … RETURNING gave no row');
  return session.id;
}

/** A sign-in's first token has no `parentId`; a rotation's names the token it replaces. */
export async function insertRefreshToken(
  db: Db,
  sessionId: string,
  tokenHash: string,
  parentId?: number,
) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, parentId });
}

const successors = alias(refreshTokens, 'successor');

/**
 * A refresh token with the session it belongs to, and whether the token that replaced it is the
 * session's current one (not rotated in turn): then this token is its direct predecessor.
 */
export async function findRefreshToken(db: Db, tokenHash: string) {
  const [found] = await db
    .select({
      id: refreshTokens.id,
      rotatedAt: refreshTokens.rotatedAt,
      successorId: successors.id,
      successorRotatedAt: successors.rotatedAt,
      session: {
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      },
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .leftJoin(successors, eq(successors.parentId, refreshTokens.id))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!found) return undefined;
  const { successorId, successorRotatedAt, ...token } = found;
  return { ...token, successorIsCurrent: successorId !== null && successorRotatedAt === null };
}

/** False when another request rotated the token first: only one rotation can win. */
export async function markRotated(db: Db, tokenId: number, at: Date): Promise<boolean> {
  const rotated = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rotated.length > 0;
}

export async function revokeSession(db: Db, sessionId: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user but `keptSessionId`, when given. */
export async function revokeUserSessions(db: Db, userId: number, at: Date, keptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keptSessionId === undefined ? undefined : ne(sessions.id, keptSessionId),
      ),
    );
}

/**
 * One primary-key look-up: the session's expiry if it is live. Prepared once: every signed-in
 * call may run it, and building the same query each time cost a fifth of a cheap read. The time
 * goes as text: a placeholder skips the column's own conversion of a Date.
 */
export function prepareSessionCheck(db: Db): SessionCheck {
  const statement = db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('live_session');
  return async ({ userId, sessionId }, now) => {
    const [live] = await statement.execute({ sessionId, userId, now: now.toISOString() });
    return live?.expiresAt;
  };
}
