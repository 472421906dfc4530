// Writes brotli (.br) and gzip (.gz) copies beside the built assets, which the server sends as
// they are (@fastify/static's preCompressed): compressed once at the highest levels, instead of
// on every request at the fast level a request can afford (decision 0040).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|css|svg|json|map)$/;

/** Below this the server sends a file as it is; so does the app's compression (1 KB). */
export const MIN_PRECOMPRESS_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for each compressible file of `dir` of 1 KB or more. */
export async function precompressDir(dir: string): Promise<number> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
  const written = await Promise.all(names.map((name) => precompressFile(join(dir, name))));
  return written.filter(Boolean).length;
}

async function precompressFile(path: string): Promise<boolean> {
  const bytes = await readFile(path);
  if (bytes.length < MIN_PRECOMPRESS_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
  return true;
}

/** A Vite plugin: precompresses the build's `assets/` once the bundle is written. */
export function precompressAssets(): Plugin {
  return {
    name: 'vitrina:precompress-assets',
    apply: 'build',
    async writeBundle({ dir }) {
      if (dir) await precompressDir(join(dir, 'assets'));
    },
  };
}
