import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. The package declares its
 * Algorithm as a const enum, which isolated modules cannot read; 2 is Argon2id.
 */
const ARGON2ID_OWASP: Options = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OWASP);
}

/**
 * Whether `password` matches `passwordHash`. Without a hash (no such account) it checks against
 * a throwaway one, so a sign-in takes as long whether or not the account exists.
 */
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
