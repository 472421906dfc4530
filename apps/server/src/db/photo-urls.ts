import type { PhotoSize } from '@vitrina/contracts/photo-sizes';
import { sql, type SQL } from 'drizzle-orm';
import { productPhotos } from './schema';

const KEY_OF = {
  orig: productPhotos.origKey,
  preview: productPhotos.previewKey,
  small: productPhotos.smallKey,
} as const satisfies Record<PhotoSize, unknown>;

/**
 * The address of a photo row's file of `size`, in SQL: the media storage's `urlBase` (passed as
 * a parameter) and the file's key. Every answer that holds a photo builds it here (decision 54).
 */
export const photoUrl = (urlBase: string, size: PhotoSize): SQL =>
  sql`${urlBase}::text || ${KEY_OF[size]}`;

/** A photo row's files as the public answers name them: `{preview, small, orig}`. */
export const photoUrlsJson = (urlBase: string): SQL => sql`json_build_object(
  'preview', ${photoUrl(urlBase, 'preview')},
  'small', ${photoUrl(urlBase, 'small')},
  'orig', ${photoUrl(urlBase, 'orig')})`;
