import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePhoto, ImageRefusedError, type ImageRefusal } from './image-pipeline';
import {
  animatedGif,
  avif,
  gifScriptPolyglot,
  hasGpsBlock,
  heicLike,
  htmlPage,
  jpeg,
  jpegWithExif,
  jpegWithTrailingScript,
  pixelBombPng,
  png,
  svg,
  truncatedJpeg,
  webp,
} from '../../testing/images';

const limits = { maxPixels: 40_000_000 };

/** sharp's prebuilt libvips reads AVIF but not HEVC-coded HEIC; a build with HEVC reads both. */
const heicReadable = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

async function refusalOf(bytes: Buffer): Promise<ImageRefusal | undefined> {
  try {
    await encodePhoto(bytes, limits);
    return undefined;
  } catch (error) {
    if (error instanceof ImageRefusedError) return error.refusal;
    throw error;
  }
}

const sizeOf = async (file: Buffer) => {
  const { width, height, format } = await sharp(file).metadata();
  return { width, height, format };
};

describe('the photo pipeline', () => {
  it.each([
    ['JPEG', jpeg],
    ['PNG', png],
    ['WebP', webp],
    ['GIF', animatedGif],
    ['AVIF', avif],
  ])('re-encodes a %s as WebP in three sizes', async (_format, make) => {
    const photo = await encodePhoto(await make(), limits);

    for (const file of Object.values(photo)) {
      expect((await sizeOf(file)).format).toBe('webp');
    }
  });

  it('keeps the first frame of an animation, and only it', async () => {
    const photo = await encodePhoto(await animatedGif(), limits);
    const { data, info } = await sharp(photo.orig).raw().toBuffer({ resolveWithObject: true });
    const metadata = await sharp(photo.orig).metadata();

    expect(metadata.pages ?? 1).toBe(1);
    expect(info.height).toBe(30);
    // Red, give or take the encoder.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
  });

  it('caps the longer side at 2560 and makes previews 800 and 320 wide', async () => {
    const photo = await encodePhoto(await jpeg(4000, 3000), limits);

    expect(await sizeOf(photo.orig)).toMatchObject({ width: 2560, height: 1920 });
    expect(await sizeOf(photo.preview)).toMatchObject({ width: 800, height: 600 });
    expect(await sizeOf(photo.small)).toMatchObject({ width: 320, height: 240 });
  });

  it('never enlarges a small image', async () => {
    const photo = await encodePhoto(await png(100, 50), limits);

    for (const file of Object.values(photo)) {
      expect(await sizeOf(file)).toMatchObject({ width: 100, height: 50 });
    }
  });

  it('applies the EXIF orientation and keeps no metadata at all', async () => {
    const upload = await jpegWithExif();
    const before = await sharp(upload).metadata();
    expect([before.orientation, before.width, hasGpsBlock(before.exif)]).toEqual([6, 300, true]);

    const photo = await encodePhoto(upload, limits);

    for (const file of Object.values(photo)) {
      const after = await sharp(file).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
    }
    expect(await sizeOf(photo.orig)).toMatchObject({ width: 200, height: 300 });
  });

  it('stores the pixels of a JPEG with a script appended, without the script', async () => {
    const photo = await encodePhoto(await jpegWithTrailingScript(), limits);

    expect(photo.orig.includes(Buffer.from('<script'))).toBe(false);
  });

  it.each<[string, () => Buffer | Promise<Buffer>, ImageRefusal]>([
    ['an HTML page', htmlPage, 'notAnImage'],
    ['an SVG with a script', svg, 'notAnImage'],
    ['empty bytes', () => Buffer.alloc(0), 'notAnImage'],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'), 'notAnImage'],
    ['a GIF/script polyglot', gifScriptPolyglot, 'damaged'],
    ['a truncated JPEG', truncatedJpeg, 'damaged'],
    // A fake HEIC (an AVIF labelled HEVC): refused as HEIC, or as damaged where HEVC decodes.
    ['an HEIC', heicLike, heicReadable ? 'damaged' : 'heicUnsupported'],
  ])('refuses %s', async (_case, make, refusal) => {
    expect(await refusalOf(await make())).toBe(refusal);
  });

  it('refuses a decompression bomb from its header, in well under a second', async () => {
    const bomb = pixelBombPng();
    const started = performance.now();

    expect(await refusalOf(bomb)).toBe('tooManyPixels');
    expect(performance.now() - started).toBeLessThan(500);
    expect(bomb.length).toBeLessThan(200);
  });

  it('takes an image of exactly the pixel limit and refuses one pixel row more', async () => {
    const small = { maxPixels: 100 * 100 };

    await expect(encodePhoto(await png(100, 100), small)).resolves.toBeDefined();
    await expect(encodePhoto(await png(100, 101), small)).rejects.toMatchObject({
      refusal: 'tooManyPixels',
    });
  });
});
