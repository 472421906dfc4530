import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The tokens of OWASP's device cookies: proof that a browser once signed in to an account, so
 * its attempts are counted apart from strangers' and a lock-out by strangers spares it.
 *
 * A token is `<nonce>.<HMAC-SHA256 over the e-mail and the nonce>`: it names its account without
 * showing the address, and the nonce keys the browser's own failure limit. The key is derived
 * from the JWT secret, for this use alone; changing that secret voids every device cookie, which
 * only puts browsers back under the per-account limit.
 */
export function createDeviceTokens(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('vitrina login device cookie').digest();
  const signatureOf = (email: string, nonce: string) =>
    createHmac('sha256', key).update(`${email}\n${nonce}`).digest('base64url');

  return {
    /** A new token for a browser that has just signed in as `email` (normalized). */
    issue(email: string): string {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${signatureOf(email, nonce)}`;
    },

    /**
     * The device's key, for its own limit, when `token` was issued for `email`; undefined for
     * a missing, malformed or forged token, or one of another account.
     */
    deviceOf(token: string | undefined, email: string): string | undefined {
      const [nonce, signature, ...rest] = token?.split('.') ?? [];
      if (!nonce || !signature || rest.length > 0) return undefined;
      // Compared as text in constant time: any other spelling of the signature is refused too.
      const given = Buffer.from(signature);
      const expected = Buffer.from(signatureOf(email, nonce));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? nonce
        : undefined;
    },
  };
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>;
