import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

const localPartOf = (length: number) => 'a'.repeat(length);

/** A domain of exactly `length` characters: two full 63-character labels, a filler label, '.ru'. */
function domainOf(length: number): string {
  const fullLabel = 'd'.repeat(63);
  const fillerLength = length - 2 * (fullLabel.length + 1) - '.ru'.length;
  return `${fullLabel}.${fullLabel}.${'d'.repeat(fillerLength)}.ru`;
}

describe('isValidEmail', () => {
  it.each([
    ['plain address', 'merchant@example.com'],
    ['subdomain', 'orders@mail.shop.example.ru'],
    ['dots, plus and hyphen in the local part', 'ivan.petrov+shop-1@example.ru'],
    ['every allowed symbol', "a!#$%&'*+/=?^_`{|}~-z@example.com"],
    ['digits and hyphens in the domain', 'x@shop-24.example7.com'],
    ['upper case', 'Ivan@Example.RU'],
    ['one-character local part', 'a@example.org'],
    ['local part of 64 characters', `${localPartOf(64)}@example.com`],
    ['254 characters in all', `${localPartOf(64)}@${domainOf(189)}`],
  ])('accepts %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['255 characters in all', `${localPartOf(64)}@${domainOf(190)}`],
    ['local part of 65 characters', `${localPartOf(65)}@example.com`],
    ['no @', 'merchant.example.com'],
    ['nothing before @', '@example.com'],
    ['nothing after @', 'merchant@'],
    ['double @', 'merchant@shop@example.com'],
    ['domain without a dot', 'merchant@localhost'],
    ['numeric top-level label', 'merchant@example.123'],
    ['one-letter top-level label', 'merchant@example.c'],
    ['IP address as domain', 'merchant@127.0.0.1'],
    ['space inside', 'mer chant@example.com'],
    ['surrounding spaces', ' merchant@example.com '],
    ['Cyrillic local part', 'продавец@example.com'],
    ['Cyrillic domain', 'merchant@магазин.рф'],
    ['leading dot in the local part', '.merchant@example.com'],
    ['trailing dot in the local part', 'merchant.@example.com'],
    ['two dots in a row', 'mer..chant@example.com'],
    ['two dots in the domain', 'merchant@example..com'],
    ['domain label starting with a hyphen', 'merchant@-example.com'],
    ['trailing dot in the domain', 'merchant@example.com.'],
    ['comma', 'merchant,shop@example.com'],
    ['angle brackets', '<merchant@example.com>'],
  ])('rejects %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it.each([
    [189, 254],
    [190, 255],
  ])('length fixtures: a domain of %i makes %i characters', (domainLength, total) => {
    expect(`${localPartOf(64)}@${domainOf(domainLength)}`).toHaveLength(total);
  });
});

describe('normalizeEmail', () => {
  it('drops the spaces around and lowers the case', () => {
    expect(normalizeEmail('  Anna.Petrova@Example.RU ')).toBe('anna.petrova@example.ru');
  });

  it.each([[''], ['   '], [null], [undefined]])('answers null for %j', (typed) => {
    expect(normalizeEmail(typed)).toBeNull();
  });
});
