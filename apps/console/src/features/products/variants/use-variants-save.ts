import { variantMessages } from '@vitrina/contracts/variant-messages';
import { messages } from '@vitrina/contracts/messages';
import type { Product } from '@vitrina/contracts/products';
import {
  variantDiscountProblem,
  variantsSaveSchema,
  type Variant,
  type VariantsSave,
} from '@vitrina/contracts/variants';
import { useCallback, useState } from 'react';
import { showToast } from '../../../shared/ui/toasts/show-toast';
import { labelOf, removedBy, valueNamesOf } from './variant-draft';
import { useSaveVariantsMutation } from './variants-api';
import { NO_REFUSAL, refusalOf, type SaveRefusal } from './save-refusal';

interface PendingSave {
  body: VariantsSave;
  keys: string[];
}

/** What keeps the set from being sent, in the contract's words; null when nothing does. */
function problemOf(product: Product, { body }: PendingSave): string | null {
  const parsed = variantsSaveSchema.safeParse(body);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? messages.http.validationFailed;
  for (const variant of parsed.data.variants) {
    const problem = variantDiscountProblem(product, variant);
    if (problem) return problem;
  }
  return null;
}

/**
 * «Сохранить»: the set is checked as the server will check it, stored variants it would delete
 * are named in a question first, and a refusal is shown at the rows and options it names.
 */
export function useVariantsSave(product: Product, stored: readonly Variant[]) {
  const [saveVariants, { isLoading: pending }] = useSaveVariantsMutation();
  const [refusal, setRefusal] = useState<SaveRefusal>(NO_REFUSAL);
  const [asking, setAsking] = useState<(PendingSave & { labels: string[] }) | null>(null);

  const send = async (save: PendingSave) => {
    setAsking(null);
    const { error } = await saveVariants({ productId: product.id, ...save.body });
    if (error) {
      setRefusal(refusalOf(error, save.keys));
      return;
    }
    setRefusal(NO_REFUSAL);
    void showToast(variantMessages.saved, { variant: 'success' });
  };

  /** Forgets what the server said of a row once the row changes; the same function each time. */
  const forgetRow = useCallback(
    (key: string) =>
      setRefusal((current) => {
        if (!current.rows.has(key)) return current;
        const rows = new Map(current.rows);
        rows.delete(key);
        return { ...current, rows };
      }),
    [],
  );

  const submit = (save: PendingSave) => {
    const problem = problemOf(product, save);
    if (problem) {
      setRefusal({ ...NO_REFUSAL, detail: problem });
      return;
    }
    const removed = removedBy(save.body, stored);
    if (removed.length === 0) return void send(save);
    const names = valueNamesOf(product.characteristics);
    setAsking({ ...save, labels: removed.map((variant) => labelOf(variant.value_ids, names)) });
  };

  return {
    pending,
    refusal,
    forgetRow,
    submit,
    /** The labels of the stored variants the save would delete, while it asks. */
    asking: asking?.labels ?? null,
    confirm: () => asking && void send(asking),
    cancel: () => setAsking(null),
  };
}
