import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A valid PNG of one colour: 8-bit RGB, every row unfiltered. */
export function solidPng(width: number, height: number, [r, g, b]: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PhotoFolder {
  /** Full paths of the written files, in the order of the colours. */
  files: string[];
  remove(): Promise<void>;
}

/** Writes one small PNG per colour into a fresh temporary folder, for a file picker. */
export async function writePhotos(colours: Record<string, Rgb>): Promise<PhotoFolder> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-photos-'));
  const files = await Promise.all(
    Object.entries(colours).map(async ([name, colour]) => {
      const path = join(folder, `${name}.png`);
      await writeFile(path, solidPng(120, 90, colour));
      return path;
    }),
  );
  return { files, remove: () => rm(folder, { recursive: true, force: true }) };
}
