import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  copyFile,
  mkdir,
  open,
  readdir,
  rename,
  rm,
  rmdir,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { constants } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  checkMediaFile,
  checkMediaKey,
  InvalidMediaKeyError,
  isMediaKey,
  mediaTypeOf,
} from './media-keys';
import type { MediaStorage, StoredMedia } from './media-storage';

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined;
}

/** What an open or unlink meets where no file is: the key names nothing. */
const NOTHING_THERE = new Set(['ENOENT', 'ENOTDIR']);

/**
 * Files in a folder (DATA_DIR/media), each at the path its key names. A file appears whole or
 * not at all: it is written to a temporary name beside its place (one no key can name, since
 * keys have no `~`) and renamed there. Served by this server at `/media/`.
 */
export class LocalMediaStorage implements MediaStorage {
  readonly urlBase = '/media/';
  private readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    checkMediaFile(key, contentType);
    await this.writeWhole(this.pathOf(key), (temporary) =>
      writeFile(temporary, body, { flag: 'wx', flush: true }),
    );
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const from = this.pathOf(fromKey);
    const to = this.pathOf(toKey);
    await this.writeWhole(to, (temporary) => copyFile(from, temporary, constants.COPYFILE_EXCL));
  }

  async delete(keys: string[]): Promise<void> {
    const paths = keys.map((key) => this.pathOf(key));
    for (const path of paths) {
      await unlink(path).catch((error: unknown) => {
        if (!NOTHING_THERE.has(errorCode(error) ?? '')) throw error;
      });
      await this.removeEmptyFolders(dirname(path));
    }
  }

  async read(key: string): Promise<StoredMedia | undefined> {
    const path = this.pathOf(key);
    // Open first, then ask the open file: a delete in between cannot make a stat lie.
    const file = await open(path, 'r').catch((error: unknown) => {
      if (NOTHING_THERE.has(errorCode(error) ?? '')) return undefined;
      throw error;
    });
    if (!file) return undefined;
    const stats = await file.stat().catch(async (error: unknown) => {
      await file.close();
      throw error;
    });
    if (!stats.isFile()) {
      await file.close();
      return undefined;
    }
    return {
      body: file.createReadStream(),
      size: stats.size,
      // put stores only types that the key's extension names.
      contentType: mediaTypeOf(key) ?? 'application/octet-stream',
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    };
  }

  async *list(): AsyncIterable<string> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (NOTHING_THERE.has(errorCode(error) ?? '')) return [];
        throw error;
      },
    );
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      // A temporary file of a write under way has a `~` no key has.
      if (isMediaKey(key)) yield key;
    }
  }

  async close(): Promise<void> {}

  /** The file's path; a second check that it lies inside the folder backs the key rules up. */
  private pathOf(key: string): string {
    checkMediaKey(key);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) {
      throw new InvalidMediaKeyError(`Not a media key: ${JSON.stringify(key)}`);
    }
    return path;
  }

  /** Writes to a temporary file beside `path` and renames it there, so no reader sees half. */
  private async writeWhole(path: string, write: (temporary: string) => Promise<void>) {
    const folder = dirname(path);
    const temporary = `${path}~${randomUUID()}`;
    try {
      await mkdir(folder, { recursive: true });
      await write(temporary).catch(async (error: unknown) => {
        // A delete may have removed the folder, empty, between mkdir and the write: once more.
        if (errorCode(error) !== 'ENOENT' || existsSync(folder)) throw error;
        await mkdir(folder, { recursive: true });
        await write(temporary);
      });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Removes `folder` and its parents up to the root while they are empty. */
  private async removeEmptyFolders(folder: string) {
    for (let current = folder; current.startsWith(this.root + sep); current = dirname(current)) {
      try {
        await rmdir(current);
      } catch {
        return; // not empty (or already gone): its parents are not empty either
      }
    }
  }
}
