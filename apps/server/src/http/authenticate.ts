import { messages } from '@vitrina/contracts/messages';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AccessClaims, AccessTokens } from '../infra/access-tokens';
import { AppError } from '../errors/app-error';
import type { LiveSessions } from '../infra/live-sessions';
import type { Clock } from '../infra/clock';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; read it only in routes that run it. */
    auth: AccessClaims;
  }
}

interface AuthenticateDeps {
  liveSessions: Pick<LiveSessions, 'isLive'>;
  accessTokens: AccessTokens;
  now: Clock;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const [scheme, token] = request.headers.authorization?.split(' ') ?? [];
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * The hook of signed-in routes, run on request so that nothing of an anonymous call is read: a
 * valid Bearer token of a live session, or 401.
 */
export function createAuthenticate(
  app: FastifyInstance,
  { liveSessions, accessTokens, now }: AuthenticateDeps,
): onRequestAsyncHookHandler {
  // Declared on every request, so all have one shape; only this hook gives it a value.
  app.decorateRequest('auth', null as unknown as AccessClaims);
  return async (request) => {
    const token = bearerToken(request);
    const claims = token ? await accessTokens.verify(token) : undefined;
    if (!claims || !(await liveSessions.isLive(claims, now()))) {
      throw new AppError('UNAUTHORIZED', messages.session.unauthorized);
    }
    request.auth = claims;
  };
}
