import { describe, expect, it } from 'vitest';
import { normalizeDomain, normalizeHostname } from './domain-name';

describe('normalizeDomain', () => {
  it.each([
    ['HTTPS://WWW.Example.COM:8443/path?q#f', 'example.com', 'example.com'],
    ['  example.com  ', 'example.com', 'example.com'],
    ['http://example.com', 'example.com', 'example.com'],
    ['example.com/catalog?page=2', 'example.com', 'example.com'],
    ['shop.example.com.', 'shop.example.com', 'shop.example.com'],
    ['www.shop.example.com', 'shop.example.com', 'shop.example.com'],
    ['www.com', 'www.com', 'www.com'],
    ['магазин.рф', 'xn--80aairftm.xn--p1ai', 'магазин.рф'],
    ['https://www.САЙТ.рф/', 'xn--80aswg.xn--p1ai', 'сайт.рф'],
    ['xn--80aswg.xn--p1ai', 'xn--80aswg.xn--p1ai', 'сайт.рф'],
    [`${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`, `${'a'.repeat(63)}.com`],
    ['my-shop.example.com', 'my-shop.example.com', 'my-shop.example.com'],
  ])('%s is %s, answered %s', (input, ascii, unicode) => {
    expect(normalizeDomain(input)).toEqual({ ascii, unicode });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['localhost', 'localhost'],
    ['a name under localhost', 'shop.localhost'],
    ['an IPv4 address', '127.0.0.1'],
    ['an IPv4 address as one number', '2130706433'],
    ['an IPv4 address in hex', '0x7f.1'],
    ['an IPv6 address', '[::1]'],
    ['a space', 'exa mple.com'],
    ['another scheme', 'ftp://example.com'],
    ['a script', 'javascript:alert(1)'],
    ['user information', 'user@example.com'],
    ['user and password', 'http://user:secret@example.com'],
    ['a label with edge hyphens', '-bad-.com'],
    ['a label of 64 characters', `${'a'.repeat(64)}.com`],
    ['a name over 253 characters', `${'abcdefghi.'.repeat(26)}com`],
    ['a single label', 'example'],
    ['an empty label', 'example..com'],
    ['an underscore', 'my_shop.example.com'],
    ['a numeric top-level label', 'example.123'],
    ['an empty host', 'http://'],
    ['a malformed port', 'example.com:port'],
  ])('refuses %s', (_, input) => {
    expect(normalizeDomain(input)).toBeUndefined();
  });
});

describe('normalizeHostname', () => {
  it('reduces a parsed host name to its domain', () => {
    expect(normalizeHostname('www.example.com.')).toEqual({
      ascii: 'example.com',
      unicode: 'example.com',
    });
    expect(normalizeHostname('10.0.0.1')).toBeUndefined();
  });
});
