import { describe, expect, it } from 'vitest';
import { createSecretsCipher, SecretUnreadableError } from './secrets-cipher';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const KEY = 'live_Fh8hUAVVBGUGbjmlzba6TB0iyUbos_lueTHE-axOwM0';
const CONTEXT = 'shop 7: yookassa';

describe('the secrets cipher', () => {
  const cipher = createSecretsCipher(SECRET);

  it('gives back what it encrypted, in any script', () => {
    for (const plain of [KEY, '', 'ключ 🔑']) {
      expect(cipher.decrypt(cipher.encrypt(plain, CONTEXT), CONTEXT)).toBe(plain);
    }
  });

  it('writes a versioned base64url value that holds nothing of the plain text', () => {
    const encrypted = cipher.encrypt(KEY, CONTEXT);

    expect(encrypted).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(encrypted).not.toContain(KEY);
    expect(encrypted).not.toContain(KEY.slice(-8));
    expect(encrypted).not.toContain(Buffer.from(KEY).toString('base64url').slice(0, 16));
  });

  it('encrypts the same text differently each time', () => {
    expect(cipher.encrypt(KEY, CONTEXT)).not.toBe(cipher.encrypt(KEY, CONTEXT));
  });

  it('opens the value of the same secret in another process', () => {
    const again = createSecretsCipher(SECRET);

    expect(again.decrypt(cipher.encrypt(KEY, CONTEXT), CONTEXT)).toBe(KEY);
  });

  it('refuses a value of another key', () => {
    const other = createSecretsCipher(`${SECRET}!`);

    const open = () => other.decrypt(cipher.encrypt(KEY, CONTEXT), CONTEXT);

    expect(open).toThrow(SecretUnreadableError);
    expect(open).toThrow('An encrypted secret does not open');
  });

  it('refuses a value encrypted for another context, as when copied into another row', () => {
    const encrypted = cipher.encrypt(KEY, CONTEXT);

    expect(() => cipher.decrypt(encrypted, 'shop 8: yookassa')).toThrow(SecretUnreadableError);
  });

  it('refuses a value altered anywhere: IV, tag or ciphertext', () => {
    const encrypted = cipher.encrypt(KEY, CONTEXT);
    const bytes = Buffer.from(encrypted.slice(3), 'base64url');

    for (let index = 0; index < bytes.length; index += 1) {
      const altered = Buffer.from(bytes);
      altered.writeUInt8(altered.readUInt8(index) ^ 0x01, index);
      expect(() => cipher.decrypt(`v1.${altered.toString('base64url')}`, CONTEXT)).toThrow(
        SecretUnreadableError,
      );
    }
  });

  it.each([
    ['cut short', (value: string) => value.slice(0, 20)],
    ['without its version', (value: string) => value.slice(3)],
    ['of an unknown version', (value: string) => `v2${value.slice(2)}`],
    ['with a character base64url has not', (value: string) => `${value}!`],
    ['with a part added', (value: string) => `${value}.AAAA`],
    ['empty', () => ''],
  ])('refuses a value %s', (_, spoil) => {
    const encrypted = cipher.encrypt(KEY, CONTEXT);

    expect(() => cipher.decrypt(spoil(encrypted), CONTEXT)).toThrow(SecretUnreadableError);
  });
});
