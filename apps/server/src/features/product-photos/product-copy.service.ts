import type { Db } from '../../db/client';
import type { MediaStorage } from '../../infra/media/media-storage';
import type { ProductsService } from '../products/products.service';
import type { MediaCleanupService } from '../media-cleanup/media-cleanup.service';
import type { VariantUpkeep } from '../variants/variant-upkeep.service';
import { allWritten } from './all-written';
import { copiesOf, keysOf, newPhotoFiles } from './photo-files';
import { insertPhotos, photosOf, type PhotoFiles } from './product-photos.repository';

interface ProductCopyDeps {
  db: Db;
  media: Pick<MediaStorage, 'copy'>;
  products: Pick<ProductsService, 'get' | 'duplicate'>;
  mediaCleanup: Pick<MediaCleanupService, 'reserve' | 'claim' | 'discard'>;
  variants: Pick<VariantUpkeep, 'copy'>;
}

/** A photo of the original, the keys of its copy, and whether its files were copied. */
interface PhotoCopy {
  sourceId: number;
  files: PhotoFiles;
  keys: string[];
  reservation: number[];
  copied: PromiseSettledResult<unknown>;
}

/** Each original photo's id to its copy's, matched by the copy's file key. */
function photoCopies(kept: PhotoCopy[], inserted: { id: number; origKey: string }[]) {
  const idOfKey = new Map(inserted.map((row) => [row.origKey, row.id]));
  return new Map(kept.map((copy) => [copy.sourceId, idOfKey.get(copy.files.origKey)!]));
}

/**
 * POST catalog/product/{id}/copy/ (decision 18): a new product in the same collection with the
 * same fields and categories (products.duplicate), copies of its photos, and its options and
 * variants, each variant showing the copy of its photo. Every photo's files are copied under new
 * keys, so each row owns its files and deleting either product never touches the other's photos.
 */
export function createProductCopyService({
  db,
  media,
  products,
  mediaCleanup,
  variants,
}: ProductCopyDeps) {
  /** Copies every photo's files under reserved keys; a failed copy is kept as its outcome. */
  async function copyFilesOf(productId: number): Promise<PhotoCopy[]> {
    const sources = await photosOf(db, productId);
    const planned = sources.map((source) => ({ source, files: newPhotoFiles() }));
    const keys = planned.map(({ files }) => keysOf(files));
    const reservation = await mediaCleanup.reserve(keys.flat());
    const copied = await Promise.allSettled(
      planned.map(({ source, files }) =>
        allWritten(copiesOf(source, files).map(({ from, to }) => media.copy(from, to))),
      ),
    );
    let reserved = 0;
    return planned.map(({ source, files }, index) => {
      const mine = reservation.slice(reserved, (reserved += keys[index]!.length));
      return {
        sourceId: source.id,
        files,
        keys: keys[index]!,
        reservation: mine,
        copied: copied[index]!,
      };
    });
  }

  const discard = (copies: PhotoCopy[]) =>
    mediaCleanup.discard(
      copies.flatMap((copy) => copy.keys),
      copies.flatMap((copy) => copy.reservation),
    );

  return {
    /**
     * The files are copied first; the rows are written under the original's lock (taken by
     * `duplicate`), for the photos it has then, in their order. A photo deleted meanwhile is
     * left out and its copied files deleted; one added meanwhile is not in the copy, which came
     * first. A copy that failed for a photo still there fails the call, leaving nothing.
     */
    async copy(shopId: number, productId: number) {
      await products.get(shopId, productId);
      const copies = await copyFilesOf(productId);
      let kept: PhotoCopy[] = [];
      let copyId: number;
      try {
        copyId = await db.transaction(async (tx) => {
          const id = await products.duplicate(tx, shopId, productId);
          kept = (await photosOf(tx, productId)).flatMap((photo) => {
            const copy = copies.find((candidate) => candidate.sourceId === photo.id);
            if (!copy) return [];
            if (copy.copied.status === 'rejected') throw copy.copied.reason;
            return [copy];
          });
          const owner = { shopId, productId: id };
          const inserted = await insertPhotos(
            tx,
            owner,
            0,
            kept.map((copy) => copy.files),
          );
          await variants.copy(tx, productId, id, photoCopies(kept, inserted));
          await mediaCleanup.claim(
            tx,
            kept.flatMap((copy) => copy.reservation),
          );
          return id;
        });
      } catch (error) {
        await discard(copies);
        throw error;
      }
      const dropped = copies.filter((copy) => !kept.includes(copy));
      if (dropped.length > 0) await discard(dropped);
      const { collections } = await products.get(shopId, copyId);
      return { id: copyId, collections };
    },
  };
}

export type ProductCopyService = ReturnType<typeof createProductCopyService>;
