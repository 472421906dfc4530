import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): refresh cookies, letters' links, the bot's keys. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, hex. A fast hash is enough for 256 random
 * bits, and a leaked table then holds no token that works. Look-ups go by this hash through a
 * unique index, so no secret is ever compared in JavaScript.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
