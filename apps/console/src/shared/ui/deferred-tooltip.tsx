import type { TooltipProps } from '@mui/material/Tooltip';
import { type ComponentType, useEffect, useState } from 'react';

type TooltipComponent = ComponentType<TooltipProps>;

let loadedTooltip: TooltipComponent | undefined;
let loadingTooltip: Promise<TooltipComponent> | undefined;

/** Fetches the tooltip once; resolves when deferred tooltips can show. */
export function loadTooltip(): Promise<TooltipComponent> {
  loadingTooltip ??= import('@mui/material/Tooltip').then(({ default: Tooltip }) => {
    loadedTooltip = Tooltip;
    return Tooltip;
  });
  return loadingTooltip;
}

/**
 * MUI's Tooltip, fetched once after the first screen has drawn: it brings Popper, ≈ 12 KB gzip
 * that no first paint needs (decision 0038). Until then the child renders alone, so a child
 * whose only name is the tooltip's title must carry that name itself (aria-label). The child is
 * drawn anew inside the tooltip when it arrives: fit for the side menu's entries, not for
 * content a merchant may be reading or measuring (cards' and rows' titles fetch it beside their
 * data, `LongTitle`).
 */
export function DeferredTooltip({ children, ...tooltip }: TooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loadedTooltip);

  useEffect(() => {
    if (Tooltip) return;
    let isMounted = true;
    void loadTooltip().then((loaded) => {
      if (isMounted) setTooltip(() => loaded);
    });
    return () => {
      isMounted = false;
    };
  }, [Tooltip]);

  return Tooltip ? <Tooltip {...tooltip}>{children}</Tooltip> : children;
}
