import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

// noSsr: the console renders only in the browser, so the first render already knows the width.
const OPTIONS = { noSsr: true };

export function useViewport(): Viewport {
  const isDesktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), OPTIONS);
  const isMobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), OPTIONS);
  if (isDesktop) return 'desktop';
  return isMobile ? 'mobile' : 'tablet';
}
