import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { AuthSettings } from '../config/auth';
import type { Clock } from './clock';

/** Who calls: the user, and the session (sign-in) the token was issued for. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
}

const ALGORITHM = 'HS256';
/** Tokens kept as verified at most, the one used longest ago forgotten first. */
const MAX_VERIFIED = 10_000;

const claimsSchema = z.object({ sub: z.string().regex(/^[1-9]\d*$/), sid: z.uuid() });

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The secret as a WebCrypto key, imported once: given the raw bytes, jose imports them again on
 * every sign and verify, which was a fifth of a signed-in call's time.
 */
function importSecret(secret: string): Promise<CryptoKey> {
  const bytes = new TextEncoder().encode(secret);
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

/**
 * Short-lived HS256 JWTs: `sub` is the user id, `sid` the session id. A token found valid is
 * kept until its expiry: a console page's calls all carry the same one, and checking its
 * signature (WebCrypto's HMAC through the thread pool, and jose's parsing) again on each was a
 * third of the CPU of a signed-in read. The very same text was found valid, so it still is until
 * its `exp`, the only claim that changes with time.
 */
export function createAccessTokens(
  settings: Pick<AuthSettings, 'jwtSecret' | 'accessTokenTtlSeconds'>,
  now: Clock,
) {
  const secretKey = importSecret(settings.jwtSecret);
  // Valid until `expiresAt` on the app's clock; the bound alone decides what is forgotten.
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({
    max: MAX_VERIFIED,
  });

  function remember(token: string, claims: AccessClaims, expiresAt: number) {
    verified.set(token, { claims, expiresAt });
  }

  return {
    async sign({ userId, sessionId }: AccessClaims): Promise<string> {
      const key = await secretKey;
      const issuedAt = epochSeconds(now());
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(String(userId))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + settings.accessTokenTtlSeconds)
        .sign(key);
    },

    /** The claims of a valid, unexpired token; undefined for anything else. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      const known = verified.get(token);
      if (known && now().getTime() < known.expiresAt) return known.claims;
      verified.delete(token);
      const key = await secretKey;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: now(),
          // jose checks `exp` only when present: a token without one would never expire.
          requiredClaims: ['exp', 'iat', 'sub', 'sid'],
        });
        const claims = claimsSchema.safeParse(payload);
        if (!claims.success) return undefined;
        const accessClaims = { userId: Number(claims.data.sub), sessionId: claims.data.sid };
        remember(token, accessClaims, payload.exp! * 1000);
        return accessClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
