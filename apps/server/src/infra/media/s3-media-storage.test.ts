import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeMediaStorage } from '../../testing/media-storage-contract';
import { S3MediaStorage } from './s3-media-storage';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-server';

describeMediaStorage('an S3 bucket served by this server', async () => {
  const server = await startS3TestServer();
  const storage = new S3MediaStorage(server.settings);
  return {
    storage,
    urlBase: '/media/',
    async close() {
      await storage.close();
      await server.close();
    },
  };
});

describeMediaStorage('an S3 bucket with a public URL', async () => {
  const server = await startS3TestServer();
  const storage = new S3MediaStorage({
    ...server.settings,
    publicUrl: 'https://cdn.example/vitrina-media',
  });
  return {
    storage,
    urlBase: 'https://cdn.example/vitrina-media/',
    async close() {
      await storage.close();
      await server.close();
    },
  };
});

describe('S3MediaStorage on the wire', () => {
  let server: S3TestServer;
  let storage: S3MediaStorage;
  let client: S3Client;

  beforeAll(async () => {
    server = await startS3TestServer();
    storage = new S3MediaStorage(server.settings);
    const { endpoint, region, accessKeyId, secretAccessKey } = server.settings;
    client = new S3Client({
      endpoint,
      region,
      credentials: { accessKeyId, secretAccessKey },
      forcePathStyle: true,
    });
  });

  afterAll(async () => {
    client.destroy();
    await storage.close();
    await server.close();
  });

  const requestsSince = (start: number) => server.requests.slice(start);

  it('addresses the bucket by path', async () => {
    const start = server.requests.length;

    await storage.put('photos/p1/800.webp', Buffer.from('photo'), 'image/webp');

    expect(requestsSince(start)).toMatchObject([
      { method: 'PUT', url: expect.stringMatching(/^\/vitrina-media\/photos\/p1\/800\.webp/) },
    ]);
  });

  it('stores a file with its type and a year of immutable caching', async () => {
    await storage.put('photos/p2/800.webp', Buffer.from('photo'), 'image/webp');
    await storage.copy('photos/p2/800.webp', 'photos/p3/800.webp');

    for (const Key of ['photos/p2/800.webp', 'photos/p3/800.webp']) {
      const head = await client.send(new HeadObjectCommand({ Bucket: 'vitrina-media', Key }));
      expect(head).toMatchObject({
        ContentType: 'image/webp',
        ContentLength: 5,
        CacheControl: 'public, max-age=31536000, immutable',
      });
    }
  });

  it('sends and asks for no checksums where the operation does not require one', async () => {
    const start = server.requests.length;

    await storage.put('photos/p4/800.webp', Buffer.from('photo'), 'image/webp');
    await storage.copy('photos/p4/800.webp', 'photos/p5/800.webp');
    (await storage.read('photos/p5/800.webp'))?.body.destroy();

    const requests = requestsSince(start);
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'PUT', 'GET']);
    for (const { headers } of requests) {
      const checksumHeaders = Object.keys(headers).filter((name) =>
        /^x-amz-(sdk-)?checksum-/.test(name),
      );
      expect(checksumHeaders).toEqual([]);
      expect(headers['content-encoding']).toBeUndefined();
    }
  });

  it('deletes in batches of a thousand keys', async () => {
    const start = server.requests.length;
    const keys = Array.from({ length: 2001 }, (_, index) => `photos/p6/${index}.webp`);

    await storage.delete(keys);

    const deletes = requestsSince(start);
    expect(deletes).toHaveLength(3);
    expect(
      deletes.every((request) => request.method === 'POST' && request.url.includes('delete')),
    ).toBe(true);
  });

  it('reports the type a file was stored with, whoever stored it', async () => {
    await client.send(
      new PutObjectCommand({
        Bucket: 'vitrina-media',
        Key: 'photos/p7/800.webp',
        Body: '<script>alert(1)</script>',
        ContentType: 'text/html',
      }),
    );

    const stored = await storage.read('photos/p7/800.webp');
    stored?.body.destroy();

    // The storage reports the stored type; serving at /media/ refuses it (serve-media.ts).
    expect(stored?.contentType).toBe('text/html');
  });

  it('fails rather than waits when the store is gone', async () => {
    const gone = await startS3TestServer();
    const orphan = new S3MediaStorage(gone.settings);
    await gone.close();

    await expect(orphan.read('photos/p8/800.webp')).rejects.toThrow();
    await orphan.close();
  });
});
