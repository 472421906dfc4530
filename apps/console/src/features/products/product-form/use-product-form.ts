import { zodResolver } from '@hookform/resolvers/zod';
import type { Product } from '@vitrina/contracts/products';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useUpdateProductMutation } from '../api/products-api';
import { isDeepEqual } from './is-deep-equal';
import {
  comparableValues,
  formValuesOf,
  productFormSchema,
  productUpdateOf,
  type ProductFormOutput,
  type ProductFormValues,
} from './product-form-values';
import { useCharacteristicOrder } from './use-characteristic-order';

/**
 * The product form over the last loaded product (spec §4): changed while its values or its
 * order of characteristics differ from that product's, deep compared. New data from the server
 * (after a photo, category or characteristic change) replaces the fields the merchant has not
 * touched and keeps the others; a dragged order keeps its rows' places.
 */
export function useProductForm(product: Product) {
  const loaded = useMemo(() => formValuesOf(product), [product]);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    mode: 'onChange',
    values: loaded,
    resetOptions: { keepDirtyValues: true, keepErrors: true },
  });
  const characteristicOrder = useCharacteristicOrder(product.characteristics);
  const changed = useValuesChanged(form, loaded) || characteristicOrder.changed;
  const [updateProduct, { isLoading: saving }] = useUpdateProductMutation();
  // `reset` would otherwise apply the resetOptions above and keep what was typed.
  const resetTo = (values: ProductFormValues) =>
    form.reset(values, { keepDirtyValues: false, keepErrors: false });

  /** Sends the product back; resolves whether it was saved. Invalid fields show their messages. */
  const save = async () => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      const update = productUpdateOf(product, values, characteristicOrder.ids);
      const { data, error } = await updateProduct(update);
      if (!data) {
        console.error('The product was not saved', error); // spec §8: only logged
        return;
      }
      // The answer is the new baseline, also for what the server may have normalised. It holds
      // the order sent, so the dragged order merges into it and is no longer a change.
      resetTo(formValuesOf(data));
      saved = true;
    })();
    return saved;
  };

  return {
    control: form.control,
    changed,
    saving,
    save,
    reset: () => {
      resetTo(loaded);
      characteristicOrder.reset();
    },
    /** The characteristics' ids in the form's order, and how a drag changes it. */
    characteristicIds: characteristicOrder.ids,
    arrangeCharacteristics: characteristicOrder.arrange,
  };
}

/**
 * Whether the form's values differ from `loaded`. It follows the values through a subscription
 * and renders only when the answer changes, so a keystroke re-renders its own field, not the
 * whole editor (whose description field measures its height on every render).
 */
function useValuesChanged(
  { watch, getValues }: UseFormReturn<ProductFormValues, unknown, ProductFormOutput>,
  loaded: ProductFormValues,
) {
  const subscribe = useCallback(
    (onValuesChange: () => void) => {
      const subscription = watch(() => onValuesChange());
      return () => subscription.unsubscribe();
    },
    [watch],
  );
  return useSyncExternalStore(
    subscribe,
    () => !isDeepEqual(comparableValues(getValues()), comparableValues(loaded)),
  );
}
