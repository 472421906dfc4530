import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidMediaKeyError } from '../infra/media/media-keys';
import type { MediaStorage } from '../infra/media/media-storage';

/** A driver under test, with the urlBase it should have and how to dispose of it. */
export interface OpenedMediaStorage {
  storage: MediaStorage;
  urlBase: string;
  close(): Promise<void>;
}

/** Keys that every method refuses: outside the folder, ambiguous, or with foreign characters. */
export const BAD_KEYS = [
  '',
  '/photos/a/800.webp',
  '../800.webp',
  'photos/../../800.webp',
  'photos/a/..',
  'photos/./a/800.webp',
  'photos//a/800.webp',
  'photos/a/',
  'photos\\a\\800.webp',
  'photos/a/8 00.webp',
  'photos/a%2f..%2f800.webp',
  'photos/ä/800.webp',
  'photos/a/800.webp\u0000',
  `photos/${'a'.repeat(1020)}.webp`,
];

const WEBP = 'image/webp';

/** Bytes of a photo: any will do, the storage does not look inside. */
function photoBytes(label: string): Buffer {
  return Buffer.from(`RIFF....WEBPVP8 ${label} ${randomUUID()}`);
}

async function contentOf(storage: MediaStorage, key: string) {
  const stored = await storage.read(key);
  if (!stored) return undefined;
  const bytes = await buffer(stored.body);
  return { bytes, size: stored.size, contentType: stored.contentType, etag: stored.etag };
}

/** What every MediaStorage driver does the same: the test files of both drivers run this. */
export function describeMediaStorage(driver: string, open: () => Promise<OpenedMediaStorage>) {
  describe(`MediaStorage contract: ${driver}`, () => {
    let opened: OpenedMediaStorage;
    let storage: MediaStorage;
    /** A key of this test's own, so tests never meet. */
    const keyFor = (name: string) => `photos/${randomUUID()}/${name}`;

    beforeAll(async () => {
      opened = await open();
      storage = opened.storage;
    });

    afterAll(async () => {
      await opened.close();
    });

    it('reads back what it stored, with its content type and size', async () => {
      const key = keyFor('800.webp');
      const bytes = photoBytes('original');

      await storage.put(key, bytes, WEBP);

      const stored = await contentOf(storage, key);
      expect(stored).toMatchObject({ bytes, size: bytes.length, contentType: WEBP });
    });

    it('streams a file larger than one read chunk whole', async () => {
      const key = keyFor('orig.webp');
      const bytes = Buffer.alloc(3 * 1024 * 1024, 7);

      await storage.put(key, bytes, WEBP);

      const stored = await contentOf(storage, key);
      expect(stored?.size).toBe(bytes.length);
      expect(stored?.bytes.equals(bytes)).toBe(true);
    });

    it('reads nothing where nothing is stored', async () => {
      await expect(storage.read(keyFor('800.webp'))).resolves.toBeUndefined();
    });

    it('copies a file, content type included, and keeps the original', async () => {
      const from = keyFor('800.webp');
      const to = keyFor('800.webp');
      const bytes = photoBytes('copied');
      await storage.put(from, bytes, WEBP);

      await storage.copy(from, to);

      expect(await contentOf(storage, to)).toMatchObject({ bytes, contentType: WEBP });
      expect(await contentOf(storage, from)).toMatchObject({ bytes });
    });

    it('refuses to copy a file that is not stored', async () => {
      const to = keyFor('800.webp');

      await expect(storage.copy(keyFor('800.webp'), to)).rejects.toThrow();
      await expect(storage.read(to)).resolves.toBeUndefined();
    });

    it('deletes present and missing keys in one call, and nothing else', async () => {
      const [kept, deleted, alsoDeleted] = [
        keyFor('800.webp'),
        keyFor('800.webp'),
        keyFor('200.webp'),
      ];
      await Promise.all(
        [kept, deleted, alsoDeleted].map((key) => storage.put(key, photoBytes(key), WEBP)),
      );

      await storage.delete([deleted, keyFor('missing.webp'), alsoDeleted]);

      await expect(storage.read(deleted)).resolves.toBeUndefined();
      await expect(storage.read(alsoDeleted)).resolves.toBeUndefined();
      expect(await contentOf(storage, kept)).toBeDefined();
    });

    it('deletes a file twice, and an empty list, without complaint', async () => {
      const key = keyFor('800.webp');
      await storage.put(key, photoBytes('twice'), WEBP);

      await storage.delete([key]);
      await storage.delete([key]);
      await storage.delete([]);

      await expect(storage.read(key)).resolves.toBeUndefined();
    });

    it('deletes thousands of keys in one call', async () => {
      const keys = Array.from({ length: 2500 }, (_, index) => keyFor(`${index}.webp`));
      await storage.put(keys[0] ?? '', photoBytes('first'), WEBP);
      await storage.put(keys[2400] ?? '', photoBytes('last'), WEBP);

      await storage.delete(keys);

      await expect(storage.read(keys[0] ?? '')).resolves.toBeUndefined();
      await expect(storage.read(keys[2400] ?? '')).resolves.toBeUndefined();
    });

    it('can store again under a folder whose files were all deleted', async () => {
      const folder = `photos/${randomUUID()}`;
      await storage.put(`${folder}/800.webp`, photoBytes('before'), WEBP);
      await storage.delete([`${folder}/800.webp`]);

      await storage.put(`${folder}/200.webp`, photoBytes('after'), WEBP);

      expect(await contentOf(storage, `${folder}/200.webp`)).toBeDefined();
    });

    it.each(BAD_KEYS.map((key) => [JSON.stringify(key).slice(0, 40), key]))(
      'refuses the key %s in every method',
      async (_name, key) => {
        const good = keyFor('800.webp');
        await storage.put(good, photoBytes('good'), WEBP);

        await expect(storage.put(key, photoBytes('bad'), WEBP)).rejects.toThrow(
          InvalidMediaKeyError,
        );
        await expect(storage.read(key)).rejects.toThrow(InvalidMediaKeyError);
        await expect(storage.copy(good, key)).rejects.toThrow(InvalidMediaKeyError);
        await expect(storage.copy(key, keyFor('800.webp'))).rejects.toThrow(InvalidMediaKeyError);
        // One bad key refuses the whole call: the good one is not deleted either.
        await expect(storage.delete([good, key])).rejects.toThrow(InvalidMediaKeyError);
        expect(await contentOf(storage, good)).toBeDefined();
      },
    );

    it.each([
      ['800.webp', 'text/html'],
      ['800.html', 'text/html'],
      ['800.png', 'image/png'],
      ['800', WEBP],
    ])('refuses to store %s as %s: the key names the one type it may be', async (name, type) => {
      const key = keyFor(name);

      await expect(storage.put(key, photoBytes('typed'), type)).rejects.toThrow(
        InvalidMediaKeyError,
      );
    });

    it('lists every stored key, and none deleted', async () => {
      const folder = `photos/${randomUUID()}`;
      const keys = [`${folder}/800.webp`, `${folder}/200.webp`, `${folder}/a/orig.webp`];
      await Promise.all(keys.map((key) => storage.put(key, photoBytes(key), WEBP)));
      await storage.delete([keys[1] ?? '']);

      const listed = [];
      for await (const key of storage.list()) if (key.startsWith(folder)) listed.push(key);

      expect(listed.sort()).toEqual([keys[0], keys[2]].sort());
    });

    it('tells where files are addressed', () => {
      expect(storage.urlBase).toBe(opened.urlBase);
      expect(storage.urlBase.endsWith('/')).toBe(true);
    });
  });
}
