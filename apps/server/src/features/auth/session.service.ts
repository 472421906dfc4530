import { messages } from '@vitrina/contracts/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { AccessTokens } from '../../infra/access-tokens';
import type { Clock } from '../../infra/clock';
import type { LiveSessions } from '../../infra/live-sessions';
import { hashToken, newSecretToken } from '../../secret-token';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRotated,
  revokeSession,
  revokeUserSessions,
} from './sessions.repository';

const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/**
 * Tabs of one browser share its cookie jar, so a tab may present the token another tab rotated a
 * moment ago; within this interval that is not theft, and it gets an access token — if it is the
 * direct predecessor of the session's current token. One rotated twice is a replay however recent.
 */
export const ROTATION_GRACE_SECONDS = 20;

/** The refresh cookie to set: the token and the rest of its session's lifetime. */
export interface RefreshCookieValue {
  token: string;
  maxAgeSeconds: number;
}

/** What a sign-in or a refresh hands out; no `refresh` means the cookie stays as it is. */
export interface IssuedTokens {
  accessToken: string;
  refresh?: RefreshCookieValue;
}

const sessionEnded = () => new AppError('FORBIDDEN', messages.session.sessionEnded);

/** Whether a rotated token is a parallel tab's, not a replay: see ROTATION_GRACE_SECONDS. */
function withinGrace(rotatedAt: Date, successorIsCurrent: boolean, time: Date): boolean {
  const rotatedAgoMs = time.getTime() - rotatedAt.getTime();
  return successorIsCurrent && rotatedAgoMs <= ROTATION_GRACE_SECONDS * 1000;
}

interface SessionDeps {
  db: Db;
  now: Clock;
  accessTokens: Pick<AccessTokens, 'sign'>;
  /** Told of each revocation, so this process refuses the session's access tokens at once. */
  liveSessions: Pick<LiveSessions, 'forget' | 'forgetUser'>;
}

export function createSessionService({ db, now, accessTokens, liveSessions }: SessionDeps) {
  async function revoke(sessionId: string, time: Date) {
    await revokeSession(db, sessionId, time);
    liveSessions.forget(sessionId);
  }

  async function issueRefreshToken(
    tx: Db,
    sessionId: string,
    expiresAt: Date,
    time: Date,
    parentId?: number,
  ) {
    const token = newSecretToken();
    await insertRefreshToken(tx, sessionId, hashToken(token), parentId);
    const maxAgeSeconds = Math.floor((expiresAt.getTime() - time.getTime()) / 1000);
    return { token, maxAgeSeconds };
  }

  async function rotate(tokenId: number, sessionId: string, expiresAt: Date, time: Date) {
    return db.transaction(async (tx) => {
      const won = await markRotated(tx, tokenId, time);
      return won ? issueRefreshToken(tx, sessionId, expiresAt, time, tokenId) : undefined;
    });
  }

  return {
    /** Starts a session for a sign-in; pass `tx` to make it part of the caller's transaction. */
    async start(userId: number, tx: Db = db): Promise<Required<IssuedTokens>> {
      const time = now();
      const expiresAt = new Date(time.getTime() + SESSION_LIFETIME_SECONDS * 1000);
      const { sessionId, refresh } = await tx.transaction(async (inner) => {
        const sessionId = await insertSession(inner, userId, expiresAt);
        return { sessionId, refresh: await issueRefreshToken(inner, sessionId, expiresAt, time) };
      });
      return { accessToken: await accessTokens.sign({ userId, sessionId }), refresh };
    },

    /**
     * Trades a refresh token for an access token and the token's successor. The direct
     * predecessor of the current token, rotated within the grace interval, gets an access token
     * only; any other rotated token is a replay, and revokes its whole session.
     */
    async refresh(presented: string | undefined): Promise<IssuedTokens> {
      const found = presented ? await findRefreshToken(db, hashToken(presented)) : undefined;
      const time = now();
      if (!found || found.session.revokedAt || found.session.expiresAt <= time) {
        throw sessionEnded();
      }
      const { session } = found;
      if (found.rotatedAt && !withinGrace(found.rotatedAt, found.successorIsCurrent, time)) {
        await revoke(session.id, time);
        throw new AppError('FORBIDDEN', messages.session.tokensMismatch);
      }
      // A token that lost a concurrent rotation counts as rotated just now, within the grace.
      const refresh = found.rotatedAt
        ? undefined
        : await rotate(found.id, session.id, session.expiresAt, time);
      const accessToken = await accessTokens.sign({
        userId: session.userId,
        sessionId: session.id,
      });
      return refresh ? { accessToken, refresh } : { accessToken };
    },

    /** Signs out the session of a refresh token; nothing to do without a known one. */
    async end(presented: string | undefined) {
      const found = presented ? await findRefreshToken(db, hashToken(presented)) : undefined;
      if (found) await revoke(found.session.id, now());
    },

    /** Ends every session of the user (but `keptSessionId`), with their access tokens. */
    async revokeAll(tx: Db, userId: number, keptSessionId?: string) {
      await revokeUserSessions(tx, userId, now(), keptSessionId);
      liveSessions.forgetUser(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
