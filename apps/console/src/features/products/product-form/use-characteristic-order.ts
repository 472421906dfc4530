import type { Characteristic } from '@vitrina/contracts/characteristics';
import { useMemo, useState } from 'react';
import { mergeOrder } from './characteristic-order';
import { isDeepEqual } from './is-deep-equal';

/** The merchant's order and the saved characteristics it was made over. */
interface Arranged {
  basis: readonly Characteristic[];
  ids: readonly number[];
}

/**
 * The order of the product's characteristics in the form: the saved one until the merchant
 * drags a row, then theirs until it is saved or reset. It is kept apart from react-hook-form,
 * whose dirty values merge an array index by index and would bring back a removed row.
 */
export function useCharacteristicOrder(characteristics: readonly Characteristic[]) {
  const saved = useMemo(() => characteristics.map(({ id }) => id), [characteristics]);
  const [arranged, setArranged] = useState<Arranged | null>(null);

  const arrange = (ids: readonly number[]) =>
    setArranged(isDeepEqual(ids, saved) ? null : { basis: characteristics, ids });

  // Newer saved data: the order is merged into it at once, so an id removed now and added
  // back later comes back at the end, as any added one does.
  if (arranged && arranged.basis !== characteristics) {
    arrange(mergeOrder(arranged.ids, saved));
  }

  const ids = arranged ? mergeOrder(arranged.ids, saved) : saved;
  return { ids, changed: !isDeepEqual(ids, saved), arrange, reset: () => setArranged(null) };
}
