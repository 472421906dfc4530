import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../infra/media/local-media-storage';
import { S3MediaStorage } from '../infra/media/s3-media-storage';
import { startS3TestServer, type S3TestServer } from '../testing/s3-server';
import { useTestApp } from '../testing/signed-in-app';

const PHOTO = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 a photo of a teapot');
const KEY = 'photos/5f0c2a/800.webp';

/**
 * GET over a real socket with the path exactly as written: clients such as browsers and inject
 * resolve `..` and `%2e%2e` before sending, an attacker's raw request does not.
 */
function getRaw(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('GET /media/* from the media folder', () => {
  const testApp = useTestApp();
  let port: number;
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as AddressInfo).port;
    const { dataDir } = testApp.config.storage;
    await new LocalMediaStorage(join(dataDir, 'media')).put(KEY, PHOTO, 'image/webp');
    // Files a request must never reach: beside the media folder, and of a type not served.
    await writeFile(join(dataDir, 'secret.webp'), 'secret');
    await writeFile(join(dataDir, 'media', 'photos', '5f0c2a', 'page.html'), '<script></script>');
    await mkdir(join(dataDir, 'media', 'photos', 'folder.webp'));
  });

  it('serves a stored photo that any site may show, cached for a year', async () => {
    const response = await get(`/media/${KEY}`, { origin: 'https://shop.example' });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PHOTO)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(PHOTO.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
      'access-control-allow-origin': '*',
    });
    expect(response.headers.etag).toMatch(/^".+"$/);
  });

  it('answers 304 to a client that holds the same version', async () => {
    const first = await get(`/media/${KEY}`);

    const again = await get(`/media/${KEY}`, { 'if-none-match': String(first.headers.etag) });

    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD with the headers alone', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: `/media/${KEY}` });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(PHOTO.length),
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it('ignores a query string', async () => {
    const response = await get(`/media/${KEY}?v=2`);

    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a missing photo', '/media/photos/5f0c2a/200.webp'],
    ['a missing folder', '/media/photos/none/800.webp'],
    ['a folder', '/media/photos/folder.webp'],
    ['a type the server does not serve', '/media/photos/5f0c2a/page.html'],
    ['no key', '/media/'],
    ['the media root', '/media'],
  ])('answers 404 for %s', async (_name, url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Не найдено' });
  });

  it.each([
    '/media/../secret.webp',
    '/media/photos/../../secret.webp',
    '/media/..%2fsecret.webp',
    '/media/..%2Fsecret.webp',
    '/media/%2e%2e/secret.webp',
    '/media/%2E%2E%2Fsecret.webp',
    '/media/photos/%2e%2e/%2e%2e/secret.webp',
    '/media/..%252fsecret.webp',
    '/media/%252e%252e%252fsecret.webp',
    '/media/..%5csecret.webp',
    '/media/..\\secret.webp',
    '/media/%2fsecret.webp',
    '/media//secret.webp',
    '/media/%2f%2fsecret.webp',
    '/media/photos/5f0c2a/800.webp%00',
    '/media/photos/5f0c2a/800.webp%00.html',
    '/media/.%2e/secret.webp',
    '/media/photos/5f0c2a/../../../secret.webp',
  ])('never leaves the media folder: %s is 404', async (path) => {
    const response = await getRaw(port, path);

    expect(response).toEqual({ status: 404, body: JSON.stringify({ detail: 'Не найдено' }) });
  });

  it.each(['/media/%E0%A4%A.webp', '/media/%c0%ae%c0%ae/secret.webp', '/media/%zz/800.webp'])(
    'answers the malformed escape in %s with 400, not 500',
    async (path) => {
      const response = await getRaw(port, path);

      expect(response.status).toBe(400);
      expect(response.body).not.toContain('secret');
    },
  );

  it('asks for no sign-in', async () => {
    const response = await get(`/media/${KEY}`, { authorization: 'Bearer not-a-token' });

    expect(response.statusCode).toBe(200);
  });
});

describe('GET /media/* from an S3 bucket without a public URL', () => {
  let s3: S3TestServer;

  beforeAll(async () => {
    s3 = await startS3TestServer();
  });

  // Declared before the app, so it runs after the app is closed.
  afterAll(async () => {
    await s3.close();
  });

  const testApp = useTestApp(() => ({ config: { media: { s3: s3.settings } } }));

  beforeAll(async () => {
    const storage = new S3MediaStorage(s3.settings);
    await storage.put(KEY, PHOTO, 'image/webp');
    await storage.close();
    // Another writer's file whose stored type is not the one its key names.
    const client = new S3Client({
      endpoint: s3.settings.endpoint,
      region: s3.settings.region,
      credentials: s3.settings,
      forcePathStyle: true,
    });
    await client.send(
      new PutObjectCommand({
        Bucket: s3.settings.bucket,
        Key: 'photos/5f0c2a/200.webp',
        Body: '<script>alert(1)</script>',
        ContentType: 'text/html',
      }),
    );
    client.destroy();
  });

  it('proxies the photo from the bucket', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/media/${KEY}` });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PHOTO)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(PHOTO.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(response.headers.etag).toMatch(/^".+"$/);
  });

  it('answers 404 for a missing photo and for a stored type the key does not name', async () => {
    for (const url of ['/media/photos/5f0c2a/400.webp', '/media/photos/5f0c2a/200.webp']) {
      const response = await testApp.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('script');
    }
  });

  it('answers HEAD without the body', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: `/media/${KEY}` });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-length']).toBe(String(PHOTO.length));
  });
});
