import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isMediaKey, mediaTypeOf } from '../infra/media/media-keys';
import type { MediaStorage } from '../infra/media/media-storage';

/** The media of a backup: how many files, their bytes, and one checksum of keys and contents. */
export interface MediaSummary {
  files: number;
  bytes: number;
  checksum: string;
}

/** sha256 of every `key content-sha256` line in key order: equal only for equal media. */
function summaryOf(hashes: Map<string, string>, bytes: number): MediaSummary {
  const listing = [...hashes.keys()]
    .sort()
    .map((key) => `${key} ${hashes.get(key)}\n`)
    .join('');
  return {
    files: hashes.size,
    bytes,
    checksum: createHash('sha256').update(listing).digest('hex'),
  };
}

/** Reads every stored file once, handing its bytes to `sink` and hashing them on the way. */
async function eachFile(
  storage: MediaStorage,
  sink: (key: string) => Promise<NodeJS.WritableStream | undefined>,
): Promise<MediaSummary> {
  const hashes = new Map<string, string>();
  let bytes = 0;
  for await (const key of storage.list()) {
    const stored = await storage.read(key);
    if (!stored) continue; // deleted since it was listed
    const hash = createHash('sha256');
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    const target = await sink(key);
    await (target
      ? pipeline(stored.body, hashing, target)
      : pipeline(stored.body, hashing.resume()));
    hashes.set(key, hash.digest('hex'));
  }
  return summaryOf(hashes, bytes);
}

/** Every stored file copied into `folder` at the path its key names. */
export function copyMediaToFolder(storage: MediaStorage, folder: string): Promise<MediaSummary> {
  return eachFile(storage, async (key) => {
    const path = join(folder, ...key.split('/'));
    await mkdir(dirname(path), { recursive: true });
    return createWriteStream(path);
  });
}

/** The summary of what the storage holds now, to check a restore against its backup. */
export function mediaSummaryOf(storage: MediaStorage): Promise<MediaSummary> {
  return eachFile(storage, async () => undefined);
}

/** Every file of a backup's media folder stored under its key. */
export async function putMediaFromFolder(folder: string, storage: MediaStorage): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const path = join(entry.parentPath, entry.name);
    const key = relative(folder, path).split(sep).join('/');
    const type = mediaTypeOf(key);
    if (!isMediaKey(key) || !type)
      throw new Error(`The backup holds a file that is no media: ${key}`);
    await storage.put(key, await readFile(path), type);
  }
}

/** Whether the storage holds any file. */
export async function mediaIsEmpty(storage: MediaStorage): Promise<boolean> {
  for await (const _key of storage.list()) return false;
  return true;
}

/** Every stored file deleted: what `restore --force` replaces. */
export async function deleteAllMedia(storage: MediaStorage): Promise<void> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  await storage.delete(keys);
}
