import { randomUUID } from 'node:crypto';
import { PHOTO_VARIANTS, type EncodedPhoto, type PhotoVariant } from './image-pipeline';
import type { PhotoFiles } from './product-photos.repository';

const COLUMN_OF = {
  original: 'originalKey',
  card: 'cardKey',
  preview: 'previewKey',
} as const satisfies Record<PhotoVariant, keyof PhotoFiles>;

const VARIANTS = Object.keys(PHOTO_VARIANTS) as PhotoVariant[];

/**
 * Keys for a new photo's files, in a folder of their own named by a random UUID:
 * `photos/<uuid>/2560.webp`, `…/800.webp`, `…/320.webp`. Nothing of the upload (its name, its
 * merchant) shows in them, and a key is never used twice, so a file never changes.
 */
export function newPhotoFiles(): PhotoFiles {
  const folder = `photos/${randomUUID()}`;
  return {
    originalKey: `${folder}/${PHOTO_VARIANTS.original.file}`,
    cardKey: `${folder}/${PHOTO_VARIANTS.card.file}`,
    previewKey: `${folder}/${PHOTO_VARIANTS.preview.file}`,
  };
}

/** The photo's keys, variant by variant. */
export const keysOf = (files: PhotoFiles): string[] =>
  VARIANTS.map((variant) => files[COLUMN_OF[variant]]);

/** Each encoded file with the key it is stored under. */
export const filesToStore = (files: PhotoFiles, encoded: EncodedPhoto) =>
  VARIANTS.map((variant) => ({ key: files[COLUMN_OF[variant]], body: encoded[variant] }));

/** Pairs of keys, from the original's files to the copy's. */
export const copiesOf = (from: PhotoFiles, to: PhotoFiles) =>
  VARIANTS.map((variant) => ({ from: from[COLUMN_OF[variant]], to: to[COLUMN_OF[variant]] }));
