import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/signed-in-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("Vitrina");';
/** A larger asset with the build's compressed copies beside it, told apart by their bytes. */
const BIG_JS = `export const text = ${JSON.stringify('Витрина '.repeat(400))};`;
const BIG_JS_BR = Buffer.from('brotli copy written by the build');
const BIG_JS_GZ = Buffer.from('gzip copy written by the build');

async function createBuiltConsole(): Promise<string> {
  const consoleDir = await mkdtemp(join(tmpdir(), 'vitrina-console-'));
  await mkdir(join(consoleDir, 'assets'));
  await writeFile(join(consoleDir, 'index.html'), INDEX_HTML);
  await writeFile(join(consoleDir, 'assets', 'app-abc123.js'), ASSET_JS);
  await writeFile(join(consoleDir, 'assets', 'big-def456.js'), BIG_JS);
  await writeFile(join(consoleDir, 'assets', 'big-def456.js.br'), BIG_JS_BR);
  await writeFile(join(consoleDir, 'assets', 'big-def456.js.gz'), BIG_JS_GZ);
  await writeFile(join(consoleDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return consoleDir;
}

describe('the built console', () => {
  let consoleDir: string;
  const navigate = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  beforeAll(async () => {
    consoleDir = await createBuiltConsole();
  });

  const testApp = useTestApp(() => ({ config: { http: { consoleDir } } }));

  afterAll(() => rm(consoleDir, { recursive: true, force: true }));

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ASSET_JS);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', BIG_JS_BR],
    ['gzip', 'gzip', BIG_JS_GZ],
  ])(
    'sends the build\'s compressed copy as it is to "%s"',
    async (acceptEncoding, encoding, copy) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.rawPayload).toEqual(copy);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    },
  );

  it('sends the asset itself to a client that accepts no encoding', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_JS);
  });

  it('has index.html revalidated by ETag, answering 304 when unchanged', async () => {
    const first = await navigate('/');

    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(INDEX_HTML);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');

    const second = await navigate('/', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('revalidates files outside assets/ too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/catalog/12/34', '/password/reset/abc', '/profile?verifyMail=token', '/catalog/'])(
    'answers the console route %s with index.html',
    async (url) => {
      const response = await navigate(url);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD for a console route', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/catalog' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers a real 404 for a missing asset', async () => {
    const response = await navigate('/assets/app-gone999.js');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Не найдено' });
  });

  it('answers 404 to a request that does not accept HTML', async () => {
    const response = await navigate('/catalog/12', { accept: 'application/json' });

    expect(response.statusCode).toBe(404);
  });
});

describe('a console that is not built', () => {
  const testApp = useTestApp();

  it.each(['/', '/catalog/12/34'])('answers %s with 503 and what to run', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('Console is not built: run npm run build');
  });

  it('still answers the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
  });
});
