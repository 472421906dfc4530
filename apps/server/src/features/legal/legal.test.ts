import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/signed-in-app';

describe('GET /api/v1/legal/{name}', () => {
  // The calls only read files: one app serves them all.
  const testApp = useTestApp();

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it.each([
    ['privacy', '# Политика конфиденциальности'],
    ['license', '# Лицензионное соглашение'],
  ])('serves the repository %s page as Markdown to anyone', async (name, heading) => {
    const response = await get(`/api/v1/legal/${name}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.startsWith(heading)).toBe(true);
  });

  it('answers 304 without a body when the client holds that version', async () => {
    const first = await get('/api/v1/legal/privacy');
    const etag = String(first.headers.etag);

    const again = await get('/api/v1/legal/privacy', { 'if-none-match': etag });

    expect(etag).toMatch(/^W\/".+"$/);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it.each(['terms', 'constructor', '..%2Fprivacy', '..%2F..%2Fpackage.json', 'privacy.md'])(
    'answers 404 for %s, which is no legal page',
    async (name) => {
      const response = await get(`/api/v1/legal/${name}`);

      expect(response.statusCode).toBe(404);
    },
  );
});

describe('GET /api/v1/legal/{name} with LEGAL_DIR', () => {
  let legalDir: string;

  beforeAll(async () => {
    legalDir = await mkdtemp(join(tmpdir(), 'vitrina-legal-'));
    await writeFile(join(legalDir, 'privacy.md'), '# Своя политика\n');
  });

  const testApp = useTestApp(() => ({ config: { http: { legalDir } } }));

  afterAll(() => rm(legalDir, { recursive: true }));

  it("serves that folder's files instead, with a new ETag when a file changes", async () => {
    const get = (headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: 'GET', url: '/api/v1/legal/privacy', headers });
    const first = await get();

    await writeFile(join(legalDir, 'privacy.md'), '# Новая редакция\n');
    const changed = await get({ 'if-none-match': String(first.headers.etag) });

    expect(first.body).toBe('# Своя политика\n');
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe('# Новая редакция\n');
  });

  it('answers 404 for a page missing from that folder', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/legal/license' });

    expect(response.statusCode).toBe(404);
  });
});
