import type { AccessClaims } from './access-tokens';
import { LRUCache } from 'lru-cache';

/**
 * How long a session the database called live is taken as live without asking again. A
 * revocation made by this process applies at once (it forgets the session); one made by another
 * process (or a check that was under way while this one revoked) is seen within this bound.
 */
export const LIVE_SESSION_TRUST_MS = 2_000;
/** Sessions remembered at most, the one used longest ago forgotten first. */
const MAX_REMEMBERED = 10_000;

/** The database's answer: when the session expires if it is live, undefined otherwise. */
export type SessionCheck = (claims: AccessClaims, now: Date) => Promise<Date | undefined>;

/** What this process has lately seen of sessions, so a page's burst of calls asks once. */
export interface LiveSessions {
  isLive(claims: AccessClaims, now: Date): Promise<boolean>;
  /** The session was revoked here: its next call asks the database. */
  forget(sessionId: string): void;
  /** Every session of the user was revoked here (but perhaps one): they all ask again. */
  forgetUser(userId: number): void;
}

export function createLiveSessions(check: SessionCheck): LiveSessions {
  // Trust ends at `until`, read on the caller's clock; the bound alone decides what is forgotten.
  const trusted = new LRUCache<string, { userId: number; until: number }>({ max: MAX_REMEMBERED });

  function remember(claims: AccessClaims, until: number) {
    trusted.set(claims.sessionId, { userId: claims.userId, until });
  }

  return {
    async isLive(claims, now) {
      const seen = trusted.get(claims.sessionId);
      if (seen && seen.userId === claims.userId && now.getTime() < seen.until) return true;
      const expiresAt = await check(claims, now);
      if (!expiresAt) {
        trusted.delete(claims.sessionId);
        return false;
      }
      remember(claims, Math.min(now.getTime() + LIVE_SESSION_TRUST_MS, expiresAt.getTime()));
      return true;
    },
    forget(sessionId) {
      trusted.delete(sessionId);
    },
    forgetUser(userId) {
      const theirs = [...trusted.entries()].filter(([, seen]) => seen.userId === userId);
      for (const [sessionId] of theirs) trusted.delete(sessionId);
    },
  };
}
