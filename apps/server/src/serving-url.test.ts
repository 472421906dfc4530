import { describe, expect, it } from 'vitest';
import { servingUrl } from './serving-url';

describe('servingUrl', () => {
  it.each([
    ['0.0.0.0', 'http://localhost:8080'],
    ['::', 'http://localhost:8080'],
    ['127.0.0.1', 'http://127.0.0.1:8080'],
    ['::1', 'http://[::1]:8080'],
    ['vitrina.local', 'http://vitrina.local:8080'],
  ])('for host %s is %s', (host, url) => {
    expect(servingUrl(host, 8080)).toBe(url);
  });
});
