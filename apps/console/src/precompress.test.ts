import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/precompress';

describe('precompressing the built assets', () => {
  let dir: string;
  const chunk = `export const text = ${JSON.stringify('Витрина '.repeat(300))};`;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'console-assets-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file itself', async () => {
    await writeFile(join(dir, 'collection-abc.js'), chunk);

    expect(await precompressDir(dir)).toBe(1);

    const br = await readFile(join(dir, 'collection-abc.js.br'));
    const gz = await readFile(join(dir, 'collection-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(chunk);
    expect(gunzipSync(gz).toString()).toBe(chunk);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('compresses small files too, and leaves files that do not compress as they are', async () => {
    await writeFile(join(dir, 'tiny-abc.js'), 'export const a = 1;');
    await writeFile(join(dir, 'photo-abc.png'), Buffer.alloc(4096));

    expect(await precompressDir(dir)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual([
      'photo-abc.png',
      'tiny-abc.js',
      'tiny-abc.js.br',
      'tiny-abc.js.gz',
    ]);
  });
});
