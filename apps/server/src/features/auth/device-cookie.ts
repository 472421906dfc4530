import type { FastifyReply } from 'fastify';
import type { HttpSettings } from '../../config/http';

export const DEVICE_COOKIE = 'login_device';

/** About a year: a browser stays known between sign-ins far apart. Browsers cap it at 400 days. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Sent to the sign-in call alone, the only one that reads it; never to scripts or other sites. */
export function deviceCookie({ publicUrl }: Pick<HttpSettings, 'publicUrl'>) {
  const options = {
    path: '/api/user/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: publicUrl.startsWith('https:'),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  } as const;

  return {
    set(reply: FastifyReply, token: string) {
      reply.setCookie(DEVICE_COOKIE, token, options);
    },
  };
}
