import type { VariantOption, Variants } from '@vitrina/contracts/variants';
import { useCallback, useMemo, useState } from 'react';
import { isDeepEqual } from '../product-form/is-deep-equal';
import {
  BLANK_ROW,
  draftOf,
  matrixOf,
  overLimit,
  saveOf,
  type RowDraft,
  type VariantsDraft,
} from './variant-draft';

const bodyText = (draft: VariantsDraft) =>
  JSON.stringify(saveOf(draft.options, matrixOf(draft)).body);

/**
 * The tab's draft over the last loaded variants: changed while what a save would send differs
 * from what was loaded. New variants from the server (after a save, or a characteristic's edit
 * that took some) replace the draft; the same ones read again leave it.
 */
export function useVariantsDraft(loaded: Variants) {
  const [base, setBase] = useState(loaded);
  const [draft, setDraft] = useState(() => draftOf(loaded));
  if (loaded !== base) {
    setBase(loaded);
    if (!isDeepEqual(loaded, base)) setDraft(draftOf(loaded));
  }
  const matrix = useMemo(() => matrixOf(draft), [draft]);
  const save = useMemo(() => saveOf(draft.options, matrix), [draft.options, matrix]);
  const baseline = useMemo(() => bodyText(draftOf(base)), [base]);
  const changed = overLimit(draft.options) || JSON.stringify(save.body) !== baseline;

  /** The same change to each of the rows of `keys`. */
  const editRows = useCallback(
    (keys: readonly string[], patch: Partial<RowDraft>) =>
      setDraft(({ options, rows }) => {
        const next = new Map(rows);
        for (const key of keys) next.set(key, { ...(rows.get(key) ?? BLANK_ROW), ...patch });
        return { options, rows: next };
      }),
    [],
  );
  const editOptions = useCallback(
    (change: (options: VariantOption[]) => VariantOption[]) =>
      setDraft(({ options, rows }) => ({ options: change(options), rows })),
    [],
  );

  return {
    options: draft.options,
    matrix,
    save,
    changed,
    editRows,
    editOptions,
    reset: () => setDraft(draftOf(base)),
  };
}

export type VariantsDraftState = ReturnType<typeof useVariantsDraft>;
