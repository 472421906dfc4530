import { messages } from '@vitrina/contracts/messages';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { AccessClaims, AccessTokens } from '../infra/access-tokens';
import { AppError } from '../errors/app-error';
import type { Clock } from '../infra/clock';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; read it only in routes that run it. */
    auth: AccessClaims;
  }
}

interface AuthenticateDeps {
  db: Db;
  accessTokens: AccessTokens;
  now: Clock;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = request.headers.authorization?.split(' ') ?? [];
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * One primary-key look-up, so a revoked session ends its access tokens at once. Prepared once:
 * every signed-in call runs it, and building the same query each time cost a fifth of a cheap
 * read. The time goes as text: a placeholder skips the column's own conversion of a Date.
 */
function prepareSessionCheck(db: Db) {
  const statement = db
    .select({ id: sessions.id })
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
  return async ({ userId, sessionId }: AccessClaims, now: Date) =>
    (await statement.execute({ sessionId, userId, now: now.toISOString() })).length > 0;
}

/**
 * The hook of signed-in routes, run on request so that nothing of an anonymous call is read: a
 * valid Bearer token of a live session, or 401.
 */
export function createAuthenticate(
  app: FastifyInstance,
  { db, accessTokens, now }: AuthenticateDeps,
): onRequestAsyncHookHandler {
  // Declared on every request, so all have one shape; only this hook gives it a value.
  app.decorateRequest('auth', null as unknown as AccessClaims);
  const isSessionLive = prepareSessionCheck(db);
  return async (request) => {
    const token = bearerToken(request);
    const claims = token ? await accessTokens.verify(token) : undefined;
    if (!claims || !(await isSessionLive(claims, now()))) {
      throw new AppError('UNAUTHORIZED', messages.session.unauthorized);
    }
    request.auth = claims;
  };
}
