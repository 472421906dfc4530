import { describe, expect, it } from 'vitest';
import { consoleUrl, paths, VERIFY_MAIL_PARAM } from './console-paths';

describe('consoleUrl', () => {
  it('fills a route’s parameters, each encoded', () => {
    expect(consoleUrl('https://app.example', paths.passwordReset, { token: 'a/b c' })).toBe(
      'https://app.example/password/reset/a%2Fb%20c',
    );
    expect(
      consoleUrl('https://app.example', paths.product, { collectionId: 3, productId: 14 }),
    ).toBe('https://app.example/catalog/3/14');
  });

  it('appends the query, or nothing when there is none', () => {
    expect(consoleUrl('https://app.example', paths.profile, {}, { [VERIFY_MAIL_PARAM]: 'x' })).toBe(
      'https://app.example/profile?verifyMail=x',
    );
    expect(consoleUrl('https://app.example', paths.settings, {})).toBe(
      'https://app.example/settings',
    );
  });
});
