import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/signed-in-app';

const EXPECTED_CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
  "img-src 'self' data: blob: https:;font-src 'self' data:;connect-src 'self';" +
  "object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'";

describe('response headers', () => {
  const rows = Array.from({ length: 200 }, (_, id) => ({ id, title: `Товар ${id}` }));

  const testApp = useTestApp();

  beforeAll(async () => {
    await mkdir(testApp.config.http.consoleDir, { recursive: true });
    await writeFile(
      join(testApp.config.http.consoleDir, 'index.html'),
      '<!doctype html><title>Vitrina</title>',
    );
    testApp.app.get('/api/test/rows', () => ({ data: rows }));
  });

  it.each(['/', '/console/page', '/api/docs'])(
    'sets the documents’ security headers on %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });

      expect(response.headers).toMatchObject({
        'content-security-policy': EXPECTED_CSP,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
    },
  );

  it.each(['/api/health', '/api/unknown', '/api/test/rows'])(
    'sets the API’s few on %s, an answer that is never a page',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });

      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      });
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    },
  );

  it('compresses a large body for a client that accepts gzip', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/test/rows',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8'))).toEqual({ data: rows });
  });

  it('sends a body under 1 KB as is even to a client that accepts gzip', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('sends the body as is to a client that does not ask for compression', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/rows' });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ data: rows });
  });
});
