import { chmod, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as tar from 'tar';

/**
 * A folder packed as one gzipped tar file. The archive appears whole or not at all: it is
 * written beside its place and renamed there; readable by its owner only, since it holds every
 * shop's data and the data folder's secrets.
 */
export async function packFolder(folder: string, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await tar.create(
      { gzip: true, file: partial, cwd: folder, portable: true },
      await readdir(folder),
    );
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** An archive unpacked into `folder`; tar keeps every entry inside it. */
export async function unpackArchive(file: string, folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  await tar.extract({ file, cwd: folder, strict: true }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`This file is not a Vitrina backup (${reason})`);
  });
}
