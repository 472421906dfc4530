import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['+79001234567', '+79001234567'],
    ['+7 900 123-45-67', '+79001234567'],
    ['8 (900) 123-45-67', '+79001234567'],
    ['89001234567', '+79001234567'],
    ['7 900 123 45 67', '+79001234567'],
    ['900.123.45.67', '+79001234567'],
    ['  +7 (495) 123-45-67 ', '+74951234567'],
    ['+375 29 123-45-67', '+375291234567'],
    ['+49 30 1234567', '+49301234567'],
  ])('reads %s as %s', (typed, phone) => {
    expect(normalizePhone(typed)).toBe(phone);
  });

  it.each([
    ['an empty text', ''],
    ['letters', '+7 900 ABC-45-67'],
    ['too few digits', '8 900 123-45'],
    ['too many Russian digits', '+7 900 123-45-678'],
    ['a foreign number without its plus', '375291234567'],
    ['a foreign number too long for E.164', '+1234567890123456'],
    ['a country code starting with 0', '+0123456789'],
    ['two pluses', '++79001234567'],
  ])('refuses %s', (_, typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['+79123456789', '+7 912 345-67-89'],
    ['+74951234567', '+7 495 123-45-67'],
    ['+375291234567', '+375291234567'],
    ['not a phone', 'not a phone'],
  ])('writes %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('writes back what normalizePhone reads', () => {
    expect(normalizePhone(formatPhone('+79123456789'))).toBe('+79123456789');
  });
});
