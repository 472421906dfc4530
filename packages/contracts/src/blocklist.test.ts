import { describe, expect, it } from 'vitest';
import { blockedEntryCreateSchema, blockedValueOf, blocklistMessages } from './blocklist';

describe('blockedValueOf', () => {
  it.each([
    ['PHONE', '8 (900) 123-45-67', '+79001234567'],
    ['PHONE', '+44 20 7946 0958', '+442079460958'],
    ['EMAIL', ' Anna@Example.RU ', 'anna@example.ru'],
    ['NETWORK', '203.0.113.0/24', '203.0.113.0/24'],
    ['NETWORK', '2001:DB8::/32', '2001:db8::/32'],
    ['NETWORK', '203.0.113.7', '203.0.113.7'],
  ] as const)('keeps the %s %j as %j', (kind, typed, kept) => {
    expect(blockedValueOf(kind, typed)).toBe(kept);
  });

  it.each([
    ['PHONE', '12345'],
    ['EMAIL', 'anna@'],
    ['NETWORK', '203.0.113.0/33'],
    ['NETWORK', 'example.ru'],
  ] as const)('answers null for the %s %j', (kind, typed) => {
    expect(blockedValueOf(kind, typed)).toBeNull();
  });
});

describe('blockedEntryCreateSchema', () => {
  it('refuses a value not of its kind under the value, with the kind’s own message', () => {
    const parsed = blockedEntryCreateSchema.safeParse({ kind: 'EMAIL', value: '+79001234567' });

    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['value'], message: blocklistMessages.emailInvalid }),
    ]);
  });

  it('gives an empty note as none', () => {
    expect(
      blockedEntryCreateSchema.parse({ kind: 'PHONE', value: '89001234567', note: '  ' }),
    ).toEqual({ kind: 'PHONE', value: '+79001234567', note: null });
  });
});
