import { useState } from 'react';

/**
 * True from the first render in which `open` is, and from then on: a lazily loaded overlay mounts
 * when it is first wanted and stays mounted, so that it can play its closing transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [openedOnce, setOpenedOnce] = useState(open);
  if (open && !openedOnce) setOpenedOnce(true);
  return open || openedOnce;
}
