import type { Product } from '@vitrina/contracts/products';
import { useUpdateProductMutation } from '../api/products-api';

/**
 * Adds characteristics to the product, removes one or all of them, saved at once with
 * `{id, characteristics_id}` (spec §7.3). The list sent is the SAVED order changed: the form's
 * dragged order is an unsaved change, which only the form's save sends (and its reset undoes);
 * the answer merges under it. A refused update is only logged (spec §8).
 */
export function useCharacteristicLinks(product: Product) {
  const [updateProduct, { isLoading: pending }] = useUpdateProductMutation();
  const saved = product.characteristics.map(({ id }) => id);

  const link = async (ids: number[], failure: string) => {
    const { error } = await updateProduct({ id: product.id, characteristics_id: ids });
    if (error) console.error(failure, error);
    return error === undefined;
  };

  return {
    pending,
    /** After the saved ones, in the order given; resolves whether it was saved. */
    add: (ids: readonly number[]) =>
      link(
        [...saved, ...ids.filter((id) => !saved.includes(id))],
        'The characteristics were not added to the product',
      ),
    remove: (id: number) =>
      link(
        saved.filter((other) => other !== id),
        'The characteristic was not removed from the product',
      ),
    /** Every one of them off the product; they stay the merchant's, on other products too. */
    clear: () => link([], 'The characteristics were not cleared from the product'),
  };
}
