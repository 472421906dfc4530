import { zodResolver } from '@hookform/resolvers/zod';
import type { Product } from '@vitrina/contracts/products';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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

/**
 * The product form over the last loaded product (spec §4): changed while its values differ from
 * that product's, deep compared. New data from the server (after a photo or category change)
 * replaces the fields the merchant has not touched and keeps the others.
 */
export function useProductForm(product: Product) {
  const loaded = useMemo(() => formValuesOf(product), [product]);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    mode: 'onChange',
    values: loaded,
    resetOptions: { keepDirtyValues: true, keepErrors: true },
  });
  const current = useWatch({ control: form.control }) as ProductFormValues;
  const changed = !isDeepEqual(comparableValues(current), comparableValues(loaded));
  const [updateProduct, { isLoading: saving }] = useUpdateProductMutation();
  // `reset` would otherwise apply the resetOptions above and keep what was typed.
  const resetTo = (values: ProductFormValues) =>
    form.reset(values, { keepDirtyValues: false, keepErrors: false });

  /** Sends the product back; resolves whether it was saved. Invalid fields show their messages. */
  const save = async () => {
    let saved = false;
    await form.handleSubmit(async (values) => {
      const { data, error } = await updateProduct(productUpdateOf(product, values));
      if (!data) {
        console.error('The product was not saved', error); // spec §8: only logged
        return;
      }
      // The answer is the new baseline, also for what the server may have normalised.
      resetTo(formValuesOf(data));
      saved = true;
    })();
    return saved;
  };

  return { control: form.control, changed, saving, save, reset: () => resetTo(loaded) };
}
