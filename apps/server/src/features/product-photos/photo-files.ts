import { randomUUID } from 'node:crypto';
import { photoFileName, PHOTO_WIDTHS, type PhotoSize } from '@vitrina/contracts/photo-sizes';
import type { EncodedPhoto } from './image-pipeline';
import type { PhotoFiles } from './product-photos.repository';

const COLUMN_OF = {
  orig: 'origKey',
  preview: 'previewKey',
  small: 'smallKey',
} as const satisfies Record<PhotoSize, keyof PhotoFiles>;

const SIZES = Object.keys(PHOTO_WIDTHS) as PhotoSize[];

/**
 * Keys for a new photo's files, in a folder of their own named by a random UUID:
 * `photos/<uuid>/2560.webp`, `…/800.webp`, `…/320.webp`. Nothing of the upload (its name, its
 * merchant) shows in them, and a key is never used twice, so a file never changes.
 */
export function newPhotoFiles(): PhotoFiles {
  const folder = `photos/${randomUUID()}`;
  return {
    origKey: `${folder}/${photoFileName('orig')}`,
    previewKey: `${folder}/${photoFileName('preview')}`,
    smallKey: `${folder}/${photoFileName('small')}`,
  };
}

/** The photo's keys, size by size. */
export const keysOf = (files: PhotoFiles): string[] => SIZES.map((size) => files[COLUMN_OF[size]]);

/** Each encoded file with the key it is stored under. */
export const filesToStore = (files: PhotoFiles, encoded: EncodedPhoto) =>
  SIZES.map((size) => ({ key: files[COLUMN_OF[size]], body: encoded[size] }));

/** Pairs of keys, from the original's files to the copy's. */
export const copiesOf = (from: PhotoFiles, to: PhotoFiles) =>
  SIZES.map((size) => ({ from: from[COLUMN_OF[size]], to: to[COLUMN_OF[size]] }));
