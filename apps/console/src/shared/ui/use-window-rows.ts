import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useState } from 'react';

interface WindowRowsOptions {
  /** The rows loaded so far. */
  count: number;
  /** Every row has this one height, px. */
  rowHeight: number;
  keyOf: (index: number) => number | string;
  /**
   * The last loaded rows have come into view (or near it): time to load the next page. None for
   * a list that is all there.
   */
  onLastRowsShown?: () => void;
}

/**
 * Rows of one height virtualised against the page's own scroll: only the rows in view (and a few
 * around them) are in the document, so 100 000 products cost as much as a screenful. Place each
 * row at `row.start - listTop` inside the list element, whose `ref` is `setList`.
 */
export function useWindowRows({ count, rowHeight, keyOf, onLastRowsShown }: WindowRowsOptions) {
  // Kept as state, so the list is placed anew once its element is there.
  const [list, setList] = useState<HTMLElement | null>(null);
  const listTop = list?.offsetTop ?? 0;

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan: 8,
    scrollMargin: listTop,
    getItemKey: keyOf,
  });
  // The rows change height when the window crosses the phone width: place them anew.
  useLayoutEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;
  const lastRowsShown = count > 0 && lastShown >= count - 1;
  useEffect(() => {
    if (lastRowsShown) onLastRowsShown?.();
  }, [lastRowsShown, count, onLastRowsShown]);

  return { setList, listTop, rows, totalHeight: virtualizer.getTotalSize() };
}
