import { describe, expect, it } from 'vitest';
import { phoneSearchPrefix } from './order-filters';

describe('phoneSearchPrefix', () => {
  it('reads a Russian number in any usual spelling as the start of +7…', () => {
    expect(phoneSearchPrefix('8 (900) 12')).toBe('+790012');
    expect(phoneSearchPrefix('+7 900 12')).toBe('+790012');
    expect(phoneSearchPrefix('900-12')).toBe('+790012');
    expect(phoneSearchPrefix('79001234567')).toBe('+79001234567');
  });

  it('keeps a number typed with another country code', () => {
    expect(phoneSearchPrefix('+375 29')).toBe('+37529');
  });

  it('is null for a name, or for too few digits to narrow anything', () => {
    expect(phoneSearchPrefix('Анна')).toBeNull();
    expect(phoneSearchPrefix('90')).toBeNull();
  });
});
