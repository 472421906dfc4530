import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordHashing } from '../../config/auth';

/**
 * The package declares its Algorithm as a const enum, which isolated modules cannot read;
 * 2 is Argon2id.
 */
const ARGON2ID = 2 as Algorithm;

/** Argon2id hashes at the configured cost; a hash keeps its cost, so any stored one verifies. */
export function createPasswords(cost: PasswordHashing) {
  let dummyHash: Promise<string> | undefined;
  const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID, ...cost });

  return {
    hash: hashPassword,

    /**
     * Whether `password` matches `passwordHash`. Without a hash (no such account) it checks
     * against a throwaway one, so a sign-in takes as long whether or not the account exists.
     */
    async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
      if (passwordHash === undefined) {
        dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
        await verify(await dummyHash, password);
        return false;
      }
      return verify(passwordHash, password);
    },
  };
}

export type Passwords = ReturnType<typeof createPasswords>;
