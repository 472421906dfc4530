import { PHOTO_WIDTHS, type PhotoSize } from '@vitrina/contracts/photo-sizes';
import { fileTypeFromBuffer } from 'file-type';
import type sharpModule from 'sharp';
import type { Metadata, OutputInfo, SharpOptions } from 'sharp';

/**
 * The files a photo is kept as, all WebP, every one re-encoded from the decoded pixels: the
 * upload itself is never stored. Each fits in its box and is never enlarged; the previews are
 * their width wide (srcset-friendly), and no taller than the original's box. The merchant's API
 * answers `orig` as `orig_photo` and `preview` as `preview`; `small` sits beside it.
 */
const MAX_HEIGHT = PHOTO_WIDTHS.orig;

export type EncodedPhoto = Record<PhotoSize, Buffer>;

export const WEBP_TYPE = 'image/webp';

/**
 * Quality 80 looks like the upload on a screen; effort 2 (of 0–6) encodes a 2560 px photo
 * about twice as fast as the default 4 for a file a few percent larger.
 */
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

/** Types judged by the file's first bytes; its name and declared type are never asked. */
const HEIF_TYPES = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);
const DECODED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/webp',
  'image/gif',
  'image/avif',
]);

let loadingSharp: Promise<typeof sharpModule> | undefined;

/**
 * sharp and its libvips, loaded with the first photo: they add about 20 MiB and 60 ms to a start
 * that may never see one (decision 68).
 */
function loadSharp() {
  loadingSharp ??= import('sharp').then((module) => module.default);
  return loadingSharp;
}

/**
 * Whether this build of libvips decodes HEVC-coded HEIF (iPhone photos). Its HEIF loader lists
 * `.heic` only when a decoder for it is present; sharp's prebuilt binaries read AVIF alone.
 */
async function heicReadable(): Promise<boolean> {
  const sharp = await loadSharp();
  return sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;
}

/** Why an upload is not taken; the service words it with the file's name. */
export type ImageRefusal = 'notAnImage' | 'heicUnsupported' | 'damaged' | 'tooManyPixels';

export class ImageRefusedError extends Error {
  override name = 'ImageRefusedError';

  constructor(readonly refusal: ImageRefusal) {
    super(refusal);
  }
}

export interface ImageLimits {
  /** Width times height, pixels. */
  maxPixels: number;
}

/**
 * Decoder settings for untrusted bytes: the pixel limit is checked on the header before any
 * pixel is decoded (a 74-byte PNG declaring 50 000 × 50 000 is refused at once), a truncated or
 * corrupt image fails rather than coming out half grey (libjpeg's mere warnings, common in
 * camera files, pass), only the first frame of an animation is read, and the EXIF orientation
 * is applied to the pixels.
 */
const decoderOptions = (limits: ImageLimits): SharpOptions => ({
  limitInputPixels: limits.maxPixels,
  failOn: 'error',
  pages: 1,
  autoOrient: true,
});

/** The image's format by its magic bytes; refuses anything this pipeline does not decode. */
export async function checkImageType(bytes: Buffer): Promise<string> {
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  if (type !== undefined && HEIF_TYPES.has(type)) {
    if (!(await heicReadable())) throw new ImageRefusedError('heicUnsupported');
    return type;
  }
  if (type === undefined || !DECODED_TYPES.has(type)) throw new ImageRefusedError('notAnImage');
  return type;
}

/**
 * Checks what can be checked without decoding pixels: the type by magic bytes, and the size the
 * header declares. Cheap, so every file of a request passes it before any is encoded.
 */
export async function inspectImage(bytes: Buffer, limits: ImageLimits): Promise<void> {
  await checkImageType(bytes);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, {
      ...decoderOptions(limits),
      limitInputPixels: false,
    }).metadata();
  } catch {
    throw new ImageRefusedError('damaged');
  }
  if (metadata.width * metadata.height > limits.maxPixels) {
    throw new ImageRefusedError('tooManyPixels');
  }
}

/**
 * Decodes the image once, upright and within the original's box, in sRGB, and encodes every
 * variant from those pixels. No metadata is written (sharp keeps none unless asked): no EXIF,
 * no GPS position, no camera, no XMP, no ICC profile beyond sRGB's meaning.
 */
export async function encodePhoto(bytes: Buffer, limits: ImageLimits): Promise<EncodedPhoto> {
  await inspectImage(bytes, limits);
  const sharp = await loadSharp();
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, decoderOptions(limits))
      .resize({ ...boxOf('orig'), fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRefusedError('tooManyPixels');
    }
    throw new ImageRefusedError('damaged');
  }
  const { width, height, channels } = decoded.info;
  const encode = (size: PhotoSize) =>
    sharp(decoded.data, { raw: { width, height, channels } })
      .resize({ ...boxOf(size), fit: 'inside', withoutEnlargement: true })
      .webp(WEBP_OPTIONS)
      .toBuffer();
  const [orig, preview, small] = await Promise.all([
    encode('orig'),
    encode('preview'),
    encode('small'),
  ]);
  return { orig, preview, small };
}

/** The box a size fits in: its width, and the original's height. */
function boxOf(size: PhotoSize) {
  return { width: PHOTO_WIDTHS[size], height: MAX_HEIGHT };
}
