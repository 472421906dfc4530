import { describe, expect, it } from 'vitest';
import { phoneHref } from './order-format';

describe('phoneHref', () => {
  it.each([
    ['+79001112233', 'tel:+79001112233'],
    ['8 (900) 111-22-33', 'tel:+79001112233'],
    ['+44 7911 123456', 'tel:+447911123456'],
    ['доб. 12-34', 'tel:1234'],
  ])('dials %s as %s', (phone, href) => {
    expect(phoneHref(phone)).toBe(href);
  });
});
