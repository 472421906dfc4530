import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productPhotos, type NewProductPhotoRow } from '../../db/schema';

export type PhotoFiles = Pick<NewProductPhotoRow, 'origKey' | 'previewKey' | 'smallKey'>;

/** How many photos the product has, and the position after its last. */
export async function galleryOf(db: Db, productId: number) {
  const [row] = await db
    .select({ photos: count(), lastPosition: max(productPhotos.position) })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId));
  return { photos: row?.photos ?? 0, nextPosition: (row?.lastPosition ?? -1) + 1 };
}

/** The product's photos in gallery order, with their files. */
export function photosOf(db: Db, productId: number) {
  return db
    .select({
      id: productPhotos.id,
      origKey: productPhotos.origKey,
      previewKey: productPhotos.previewKey,
      smallKey: productPhotos.smallKey,
    })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id));
}

/** Adds the photos after position `from - 1`, in the order given; answers their ids and files. */
export async function insertPhotos(
  db: Db,
  owner: { shopId: number; productId: number },
  from: number,
  photos: (PhotoFiles & { source?: string | null })[],
) {
  if (photos.length === 0) return [];
  return db
    .insert(productPhotos)
    .values(photos.map((files, index) => ({ ...owner, position: from + index, ...files })))
    .returning({ id: productPhotos.id, origKey: productPhotos.origKey });
}

/** Whether the merchant's product had this photo to delete. */
export async function deletePhoto(db: Db, shopId: number, productId: number, photoId: number) {
  const deleted = await db
    .delete(productPhotos)
    .where(
      and(
        eq(productPhotos.shopId, shopId),
        eq(productPhotos.productId, productId),
        eq(productPhotos.id, photoId),
      ),
    )
    .returning({ id: productPhotos.id });
  return deleted.length > 0;
}
