import type { FastifyReply } from 'fastify';
import type { HttpSettings } from '../../config/http';
import type { IssuedTokens } from './session.service';

export const REFRESH_COOKIE = 'refresh_token';

/** Sent only to the user API (refresh, logout), never readable by scripts or other sites. */
export function refreshCookie({ publicUrl }: Pick<HttpSettings, 'publicUrl'>) {
  const options = {
    path: '/api/user',
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl.startsWith('https:'),
  } as const;

  return {
    /** Sets the cookie when the tokens carry a new refresh token; the body of the answer. */
    reply(reply: FastifyReply, { accessToken, refresh }: IssuedTokens) {
      if (refresh) {
        reply.setCookie(REFRESH_COOKIE, refresh.token, {
          ...options,
          maxAge: refresh.maxAgeSeconds,
        });
      }
      return { access_token: accessToken };
    },

    clear(reply: FastifyReply) {
      reply.clearCookie(REFRESH_COOKIE, options);
    },
  };
}
