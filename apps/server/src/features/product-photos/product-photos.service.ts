import { messages } from '@vitrina/contracts/messages';
import type { Product } from '@vitrina/contracts/products';
import type { PhotoLimits } from '../../config/media';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, type AppErrorCode } from '../../errors/app-error';
import type { MediaStorage } from '../../infra/media/media-storage';
import type { ProductsService } from '../products/products.service';
import { allWritten } from './all-written';
import {
  encodePhoto,
  ImageRefusedError,
  inspectImage,
  WEBP_TYPE,
  type EncodedPhoto,
  type ImageLimits,
  type ImageRefusal,
} from './image-pipeline';
import type { MediaCleanupService } from '../media-cleanup/media-cleanup.service';
import { filesToStore, keysOf, newPhotoFiles } from './photo-files';
import { deletePhoto, galleryOf, insertPhotos } from './product-photos.repository';
import { replaceGallery, stagePhotos, type GalleryEntry, type StagedPhotos } from './staged-photos';

/** One uploaded file: the bytes, and the name the merchant's computer gave it. */
export interface PhotoUpload {
  fileName: string;
  bytes: Buffer;
}

const REFUSALS: Record<
  ImageRefusal,
  (file: string, limits: ImageLimits) => { code: AppErrorCode; detail: string }
> = {
  notAnImage: (file) => ({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: messages.photo.notAnImage(file),
  }),
  heicUnsupported: (file) => ({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    detail: messages.photo.heicUnsupported(file),
  }),
  damaged: (file) => ({ code: 'UNPROCESSABLE', detail: messages.photo.damaged(file) }),
  tooManyPixels: (file, limits) => ({
    code: 'UNPROCESSABLE',
    detail: messages.photo.tooManyPixels(file, limits.maxPixels / 1_000_000),
  }),
};

/** A file's name as an answer quotes it: no control characters, at most 100 characters. */
export function quotedFileName(fileName: string, index: number): string {
  // eslint-disable-next-line no-control-regex -- removing them is the point
  const printable = [...fileName.replace(/[\u0000-\u001f\u007f]/g, '')].slice(0, 100).join('');
  return printable.trim() || `№${index + 1}`;
}

interface ProductPhotosDeps {
  db: Db;
  media: Pick<MediaStorage, 'put' | 'copy'>;
  products: Pick<ProductsService, 'get' | 'lock'>;
  mediaCleanup: Pick<MediaCleanupService, 'reserve' | 'claim' | 'discard' | 'sweep'>;
  limits: Pick<PhotoLimits, 'maxMegapixels' | 'maxPhotosPerProduct'>;
}

/**
 * A product's photos (decision 18): files are written first and the rows after, in one
 * transaction that holds the product; no file outlives its row and no row lacks its files.
 */
export function createProductPhotosService({
  db,
  media,
  products,
  mediaCleanup,
  limits,
}: ProductPhotosDeps) {
  const imageLimits: ImageLimits = { maxPixels: limits.maxMegapixels * 1_000_000 };
  const tooManyPhotos = () =>
    new AppError('UNPROCESSABLE', messages.photo.tooManyPhotos(limits.maxPhotosPerProduct));

  /** Runs one file through a step of the pipeline, a refusal worded with its name. */
  async function judged<Result>(
    upload: PhotoUpload,
    index: number,
    step: (bytes: Buffer, limits: ImageLimits) => Promise<Result>,
  ): Promise<Result> {
    try {
      return await step(upload.bytes, imageLimits);
    } catch (error) {
      if (!(error instanceof ImageRefusedError)) throw error;
      const { code, detail } = REFUSALS[error.refusal](
        quotedFileName(upload.fileName, index),
        imageLimits,
      );
      throw new AppError(code, detail);
    }
  }

  return {
    /**
     * Before the files are read: 404 unless the product is the caller's, and 422 when its
     * gallery is already full. The count is checked again, under the product's lock, on `add`.
     */
    async checkRoom(shopId: number, productId: number): Promise<void> {
      const { photos } = await products.get(shopId, productId);
      if (photos.length >= limits.maxPhotosPerProduct) throw tooManyPhotos();
    },

    /**
     * Adds the uploads after the product's photos, in their order. Every file is judged before
     * any is encoded, and every one encoded before any is stored: one refused file refuses the
     * request, and nothing is kept.
     */
    async add(shopId: number, productId: number, uploads: PhotoUpload[]): Promise<Product> {
      for (const [index, upload] of uploads.entries()) await judged(upload, index, inspectImage);
      const encoded: EncodedPhoto[] = [];
      // One at a time: each holds a decoded image of up to the pixel limit while it works.
      for (const [index, upload] of uploads.entries()) {
        encoded.push(await judged(upload, index, encodePhoto));
      }
      const photos = encoded.map(() => newPhotoFiles());
      const keys = photos.flatMap(keysOf);
      const reservation = await mediaCleanup.reserve(keys);
      try {
        const stored = photos.flatMap((files, index) => filesToStore(files, encoded[index]!));
        await allWritten(stored.map(({ key, body }) => media.put(key, body, WEBP_TYPE)));
        await db.transaction(async (tx) => {
          await products.lock(tx, shopId, productId);
          const gallery = await galleryOf(tx, productId);
          if (gallery.photos + photos.length > limits.maxPhotosPerProduct) throw tooManyPhotos();
          await insertPhotos(tx, { shopId, productId }, gallery.nextPosition, photos);
          await mediaCleanup.claim(tx, reservation);
        });
      } catch (error) {
        await mediaCleanup.discard(keys, reservation);
        throw error;
      }
      return products.get(shopId, productId);
    },

    /**
     * Encodes and stores the images' files ahead of their rows (an import's photos); an image
     * the pipeline refuses is null. Claim them in the transaction that writes their rows, or
     * discard them.
     */
    stage: (images: Buffer[]) => stagePhotos({ media, mediaCleanup, imageLimits }, images),

    /** Inside `tx`, which holds the product: its gallery becomes `gallery`; the photos' ids. */
    replaceGallery: (tx: Db, shopId: number, productId: number, gallery: GalleryEntry[]) =>
      replaceGallery(tx, { shopId, productId }, gallery),

    /** Inside the transaction that wrote the staged photos' rows: their files are kept. */
    claim: (tx: Db, staged: StagedPhotos) => mediaCleanup.claim(tx, staged.reservation),

    /** After a write of staged photos failed: their files go now. */
    discard: (staged: StagedPhotos) => mediaCleanup.discard(staged.keys, staged.reservation),

    /** After a write that deleted photos committed: their files go now. */
    sweep: () => mediaCleanup.sweep(),

    /** 404 unless the photo is one of the caller's product's; its files go after the commit. */
    async delete(shopId: number, productId: number, photoId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await products.lock(tx, shopId, productId);
        if (!(await deletePhoto(tx, shopId, productId, photoId))) throw new NotFoundError();
      });
      await mediaCleanup.sweep();
    },
  };
}

export type ProductPhotosService = ReturnType<typeof createProductPhotosService>;

export type { GalleryEntry, StagedPhotos } from './staged-photos';
