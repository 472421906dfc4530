import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real images made by sharp, and hostile bytes, for the photo tests. */

const canvas = (width: number, height: number, background = '#c8553d') =>
  sharp({ create: { width, height, channels: 3, background } });

export const jpeg = (width = 64, height = 48) => canvas(width, height).jpeg().toBuffer();
export const png = (width = 64, height = 48) => canvas(width, height).png().toBuffer();
export const webp = (width = 64, height = 48) => canvas(width, height).webp().toBuffer();
export const avif = (width = 64, height = 48) => canvas(width, height).avif().toBuffer();

/** Three frames, red then green then blue: only the first is kept. */
export async function animatedGif(width = 40, height = 30) {
  const frame = (background: string) => canvas(width, height, background).png().toBuffer();
  return sharp(await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(frame)), {
    join: { animated: true },
  })
    .gif()
    .toBuffer();
}

/**
 * A 300 × 200 JPEG whose EXIF says "rotate 90° clockwise to view" (orientation 6) and where it
 * was taken (a GPS block), as a phone writes it.
 */
export const jpegWithExif = () =>
  canvas(300, 200)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Vitrina Test Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 45/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** The EXIF tag that points at the GPS block, as it appears in big- or little-endian EXIF. */
export const hasGpsBlock = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a PNG of a few dozen bytes whose header declares 50 000 × 50 000. */
export function pixelBombPng(side = 50_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An HTML page with a script, as a file named like a photo would be sent. */
export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A GIF/JavaScript polyglot: GIF magic bytes, then a script where the image data should be. */
export const gifScriptPolyglot = () =>
  Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.cookie)//;', 'latin1');

/** A real JPEG with a script appended after its end: a valid image that also carries markup. */
export async function jpegWithTrailingScript() {
  return Buffer.concat([await jpeg(), Buffer.from('<script>alert(document.cookie)</script>')]);
}

/** The first half of a real JPEG. */
export async function truncatedJpeg() {
  const whole = await canvas(400, 300).jpeg().toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );

/**
 * An HEIC file as iPhones write it, as far as magic bytes go: an AVIF whose brand and item type
 * name HEVC. Decoders without HEVC refuse it, as they refuse a real one.
 */
export async function heicLike() {
  const bytes = Buffer.from(await avif());
  for (const [from, to] of [
    ['avif', 'heic'],
    ['av01', 'hvc1'],
    ['av1C', 'hvcC'],
  ] as const) {
    for (let at = bytes.indexOf(from); at !== -1; at = bytes.indexOf(from, at + to.length)) {
      bytes.write(to, at, 'latin1');
    }
  }
  return bytes;
}

/** A JPEG padded after its end to exactly `size` bytes: still a valid image. */
export async function jpegOfSize(size: number) {
  const image = await jpeg();
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}
