import { useState } from 'react';

/** The ids ticked in a checklist, in the order they were ticked, and how to tick them. */
export function useCheckedIds(initial: () => Iterable<number> = () => []) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set(initial()));

  const toggle = (id: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const check = (id: number) => setChecked((current) => new Set(current).add(id));

  return { checked, toggle, check };
}
