import { describe, expect, it } from 'vitest';
import { returnPathOf, signInPathReturningTo } from './return-path';

describe('signInPathReturningTo', () => {
  it('keeps the path and its query in the sign-in address', () => {
    const path = signInPathReturningTo({ pathname: '/profile', search: '?verifyMail=a%2Bb' });

    expect(path).toBe('/auth?next=%2Fprofile%3FverifyMail%3Da%252Bb');
    expect(returnPathOf(new URL(path, 'http://console.test').search)).toBe(
      '/profile?verifyMail=a%2Bb',
    );
  });

  it('needs no return for home', () => {
    expect(signInPathReturningTo({ pathname: '/', search: '' })).toBe('/auth');
  });
});

describe('returnPathOf', () => {
  it.each([
    ['?next=%2Fsettings%3FverifyMail%3Dt-1', '/settings?verifyMail=t-1'],
    ['?next=%2Fcatalog%2F5', '/catalog/5'],
    ['', '/'],
    ['?next=', '/'],
    ['?next=%2F%2Fevil.example', '/'],
    ['?next=%2F%2Fevil.example%2Fprofile', '/'],
    ['?next=https%3A%2F%2Fevil.example', '/'],
    ['?next=%2F%5Cevil.example', '/'],
    ['?next=javascript%3Aalert(1)', '/'],
    ['?next=catalog', '/'],
    ['?next=%2Fauth%3Fnext%3D%2Fcatalog', '/'],
  ])('%s → %s', (search, expected) => {
    expect(returnPathOf(search)).toBe(expected);
  });
});
