import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The scheme, first in every value: a later scheme or key gets another name beside it. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A value this cipher does not open: another key's, another context's, altered, or no value. */
export class SecretUnreadableError extends Error {
  override name = 'SecretUnreadableError';

  constructor() {
    super('An encrypted secret does not open: another key or context, or an altered value');
  }
}

/** Secrets the server must use again (a shop's payment key), kept encrypted at rest. */
export interface SecretsCipher {
  /**
   * `plain` encrypted for `context`, what it belongs to (such as one shop's key): `v1.` and the
   * IV, tag and ciphertext in one base64url.
   */
  encrypt(plain: string, context: string): string;
  /** The plain text of `encrypt`'s value for the same context; else SecretUnreadableError. */
  decrypt(encrypted: string, context: string): string;
}

function unpacked(encrypted: string) {
  const [version, packed = '', ...rest] = encrypted.split('.');
  const bytes = Buffer.from(packed, 'base64url');
  // Node skips what is not base64url: only the canonical spelling of the bytes is a value.
  const canonical = BASE64URL.test(packed) && bytes.toString('base64url') === packed;
  if (version !== VERSION || rest.length || !canonical || bytes.length < IV_BYTES + TAG_BYTES) {
    throw new SecretUnreadableError();
  }
  return {
    iv: bytes.subarray(0, IV_BYTES),
    tag: bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES),
    ciphertext: bytes.subarray(IV_BYTES + TAG_BYTES),
  };
}

/**
 * AES-256-GCM with a random 96-bit IV per value, under a key HKDF-SHA256 derives from the
 * server's secret. The context is authenticated data, so a value copied into another shop's row
 * does not open there; the tag makes a wrong key or an altered value fail rather than decrypt to
 * something else.
 */
export function createSecretsCipher(secret: string): SecretsCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'vitrina secrets v1', 32));
  return {
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
      return `${VERSION}.${packed}`;
    },

    decrypt(encrypted, context) {
      const { iv, tag, ciphertext } = unpacked(encrypted);
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretUnreadableError();
      }
    },
  };
}
