// Photos made ahead of their rows, for writes that hold many products in one transaction (an
// import): the files are encoded and stored first, reserved for cleanup (decision 18), and the
// rows are written later in the caller's transaction, which claims them.
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productPhotos } from '../../db/schema';
import type { MediaStorage } from '../../infra/media/media-storage';
import type { MediaCleanupService } from '../media-cleanup/media-cleanup.service';
import { allWritten } from './all-written';
import {
  encodePhoto,
  ImageRefusedError,
  WEBP_TYPE,
  type EncodedPhoto,
  type ImageLimits,
} from './image-pipeline';
import { filesToStore, keysOf, newPhotoFiles } from './photo-files';
import { insertPhotos, type PhotoFiles } from './product-photos.repository';

/** Files stored for photos whose rows are yet to be written; null where an image was refused. */
export interface StagedPhotos {
  files: (PhotoFiles | null)[];
  keys: string[];
  reservation: number[];
}

/**
 * A place in a gallery: a photo the product has (by id), or a staged one (by its files, with
 * where the import took it from).
 */
export type GalleryEntry = { id: number } | { files: PhotoFiles; source: string };

export interface StagingDeps {
  media: Pick<MediaStorage, 'put'>;
  mediaCleanup: Pick<MediaCleanupService, 'reserve' | 'discard'>;
  imageLimits: ImageLimits;
}

/** The image encoded, or null when it is not one the pipeline takes. */
async function encodedOrNull(image: Buffer, limits: ImageLimits): Promise<EncodedPhoto | null> {
  try {
    return await encodePhoto(image, limits);
  } catch (error) {
    if (error instanceof ImageRefusedError) return null;
    throw error;
  }
}

/** Encodes each image, one at a time (each holds a decoded image), and stores its files. */
export async function stagePhotos(deps: StagingDeps, images: Buffer[]): Promise<StagedPhotos> {
  const encoded: (EncodedPhoto | null)[] = [];
  for (const image of images) encoded.push(await encodedOrNull(image, deps.imageLimits));
  const files = encoded.map((each) => (each ? newPhotoFiles() : null));
  const keys = files.flatMap((each) => (each ? keysOf(each) : []));
  const reservation = await deps.mediaCleanup.reserve(keys);
  try {
    const stored = files.flatMap((each, index) =>
      each ? filesToStore(each, encoded[index]!) : [],
    );
    await allWritten(stored.map(({ key, body }) => deps.media.put(key, body, WEBP_TYPE)));
  } catch (error) {
    await deps.mediaCleanup.discard(keys, reservation);
    throw error;
  }
  return { files, keys, reservation };
}

/**
 * Inside `tx`, which holds the product: its gallery becomes `gallery`, in order. Photos not in
 * it are deleted (their files once the transaction commits and the cleanup sweeps); answers
 * each entry's photo id.
 */
export async function replaceGallery(
  tx: Db,
  owner: { shopId: number; productId: number },
  gallery: GalleryEntry[],
): Promise<number[]> {
  const kept = gallery.flatMap((entry) => ('id' in entry ? [entry.id] : []));
  await tx
    .delete(productPhotos)
    .where(
      and(
        eq(productPhotos.productId, owner.productId),
        kept.length ? notInArray(productPhotos.id, kept) : undefined,
      ),
    );
  const ids: number[] = [];
  for (const [position, entry] of gallery.entries()) {
    if ('id' in entry) {
      await tx.update(productPhotos).set({ position }).where(eq(productPhotos.id, entry.id));
      ids.push(entry.id);
    } else {
      const [row] = await insertPhotos(tx, owner, position, [
        { ...entry.files, source: entry.source },
      ]);
      ids.push(row!.id);
    }
  }
  return ids;
}
