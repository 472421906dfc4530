import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('draws a fresh UUID each time', () => {
    const first = newIdempotencyKey();

    expect(first).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('builds a version 4 UUID from random bytes where randomUUID is missing (http pages)', () => {
    const getRandomValues = <T extends ArrayBufferView | null>(array: T) => {
      (array as Uint8Array | null)?.fill(0xff);
      return array;
    };

    expect(newIdempotencyKey({ getRandomValues })).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
