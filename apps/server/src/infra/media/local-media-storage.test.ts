import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-media-storage';
import { describeMediaStorage } from '../../testing/media-storage-contract';

describeMediaStorage('a folder', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-media-'));
  return {
    storage: new LocalMediaStorage(join(dataDir, 'media')),
    urlBase: '/media/',
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
});

describe('LocalMediaStorage on disk', () => {
  let dataDir: string;
  let folder: string;
  let storage: LocalMediaStorage;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrina-media-'));
    folder = join(dataDir, 'media');
    storage = new LocalMediaStorage(folder);
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a file at the path its key names, and nothing beside it', async () => {
    await storage.put('photos/a1/800.webp', Buffer.from('photo'), 'image/webp');

    expect(await readdir(folder, { recursive: true })).toEqual([
      'photos',
      'photos/a1',
      'photos/a1/800.webp',
    ]);
  });

  it('removes the folders a delete leaves empty, and keeps the media folder', async () => {
    await storage.put('photos/a1/800.webp', Buffer.from('photo'), 'image/webp');
    await storage.put('photos/a1/200.webp', Buffer.from('photo'), 'image/webp');
    await storage.put('photos/b2/800.webp', Buffer.from('photo'), 'image/webp');

    await storage.delete(['photos/a1/800.webp']);
    expect(await readdir(folder, { recursive: true })).toContain('photos/a1/200.webp');

    await storage.delete(['photos/a1/200.webp']);
    expect((await readdir(folder, { recursive: true })).sort()).toEqual([
      'photos',
      'photos/b2',
      'photos/b2/800.webp',
    ]);

    await storage.delete(['photos/b2/800.webp']);
    expect(await readdir(folder)).toEqual([]);
  });

  it('leaves no temporary file when a write fails', async () => {
    await storage.put('photos/a1/800.webp', Buffer.from('photo'), 'image/webp');

    // The key's place is a folder now, so the rename cannot put the file there.
    await expect(storage.put('photos/a1', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.copy('photos/a1/800.webp', 'photos')).rejects.toThrow();

    expect((await readdir(folder, { recursive: true })).sort()).toEqual([
      'photos',
      'photos/a1',
      'photos/a1/800.webp',
    ]);
  });

  it('reads nothing where a key names a folder', async () => {
    await storage.put('photos/a1/800.webp', Buffer.from('photo'), 'image/webp');

    await expect(storage.read('photos/a1')).resolves.toBeUndefined();
  });

  it('never reads a file beside the media folder', async () => {
    await writeFile(join(dataDir, 'secret.webp'), 'secret');
    await storage.put('photos/a1/800.webp', Buffer.from('photo'), 'image/webp');

    await expect(storage.read('../secret.webp')).rejects.toThrow('Not a media key');
    await expect(storage.read('photos/../../secret.webp')).rejects.toThrow('Not a media key');
  });

  it('answers an ETag that changes with the file', async () => {
    await storage.put('photos/a1/800.webp', Buffer.from('photo'), 'image/webp');
    const first = await storage.read('photos/a1/800.webp');
    first?.body.destroy();

    expect(first?.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
  });
});
