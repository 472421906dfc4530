import { arrayMove } from '@dnd-kit/sortable';
import type { Product, ProductPhoto } from '@vitrina/contracts/products';
import { useState } from 'react';
import { itemsInOrder } from '../sortable/items-in-order';
import { useDeleteProductPhotoMutation, useSetProductPhotoOrderMutation } from './photos-api';

/** The photo ids to show in place of the product's own, until newer product data arrives. */
interface Shown {
  basis: readonly ProductPhoto[];
  ids: readonly number[];
}

/**
 * A product's photos as the grid shows them, with their changes. A new order shows at once and
 * is sent at once; a refusal puts the old order back. A deleted photo goes when the server has
 * deleted it. Either way the shown list stands until the product is loaded again. A refused
 * change is only logged, as spec §8 has it for every product update: the grid shows the truth.
 */
export function useProductPhotoList(product: Product) {
  const [setOrder] = useSetProductPhotoOrderMutation();
  const [deletePhoto, { isLoading: removing }] = useDeleteProductPhotoMutation();
  const [shown, setShown] = useState<Shown | null>(null);
  const target = { productId: product.id };

  // Newer product data (the refetch after a change) replaces what was shown in its place.
  const photos =
    shown && shown.basis === product.photos
      ? itemsInOrder(product.photos, shown.ids)
      : product.photos;

  async function move(from: number, to: number) {
    const ids = arrayMove(
      photos.map(({ id }) => id),
      from,
      to,
    );
    const moved: Shown = { basis: product.photos, ids };
    setShown(moved);
    try {
      await setOrder({ ...target, photoIds: ids }).unwrap();
    } catch (error) {
      setShown((current) => (current === moved ? null : current));
      console.error('The photo order was not saved', error);
    }
  }

  async function remove(photo: ProductPhoto) {
    const photosAfter = photos.filter(({ id }) => id !== photo.id);
    try {
      await deletePhoto({ ...target, photoId: photo.id, photosAfter }).unwrap();
      setShown({ basis: product.photos, ids: photosAfter.map(({ id }) => id) });
    } catch (error) {
      console.error('The photo was not deleted', error);
    }
  }

  return { photos, move, remove, removing };
}
