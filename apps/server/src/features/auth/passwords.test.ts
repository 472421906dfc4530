import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { CHEAP_PASSWORD_HASHING } from '../../testing/build-test-app';
import { createPasswords } from './passwords';

const JWT_SECRET = 'a-secret-of-this-test-that-is-long-enough-for-hs256';

describe('password hashing', () => {
  it('hashes with Argon2id at OWASP’s cost in the server’s configuration', async () => {
    const { passwordHashing } = loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET }).auth;
    const passwords = createPasswords(passwordHashing);

    const passwordHash = await passwords.hash('Витрина-2026');

    expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwords.verify(passwordHash, 'Витрина-2026')).toBe(true);
    expect(await passwords.verify(passwordHash, 'витрина-2026')).toBe(false);
  });

  it('verifies a hash made at another cost, which the hash itself records', async () => {
    const cheapHash = await createPasswords(CHEAP_PASSWORD_HASHING).hash('Витрина-2026');
    const { passwordHashing } = loadConfig({ DATA_DIR: '/nonexistent', JWT_SECRET }).auth;

    expect(await createPasswords(passwordHashing).verify(cheapHash, 'Витрина-2026')).toBe(true);
  });

  it('refuses any password for an account that does not exist', async () => {
    const passwords = createPasswords(CHEAP_PASSWORD_HASHING);

    expect(await passwords.verify(undefined, 'Витрина-2026')).toBe(false);
  });
});
