import type { TooltipProps } from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { type ComponentType, Suspense } from 'react';
import { lazyBesideData } from './load-when-idle';
import { clampLines } from './long-words';

// Tooltip and Popper (≈ 11 KB gzip) stay off the first load: a title shows only with its screen's
// data, so they are fetched beside its read and have mostly come before it (decision 0072).
const Tooltip = lazyBesideData(
  () => import('@mui/material/Tooltip') as Promise<{ default: ComponentType<TooltipProps> }>,
);

interface LongTitleProps extends Omit<TypographyProps, 'children'> {
  title: string;
  /** Lines shown before the ellipsis. */
  lines?: number;
}

/**
 * The title of a site, collection, widget or product on a card or a row: at most `lines` lines,
 * ending in an ellipsis when longer, with the whole title in a tooltip. Spec limits allow titles
 * far longer than a card (200 «Ж» in one word), which would otherwise run out of it. Should the
 * data come before the tooltip's code, the title is drawn alone meanwhile: a card or a link that
 * it names is never empty.
 */
export function LongTitle({ title, lines = 2, sx, ...typography }: LongTitleProps) {
  const text = (
    <Typography {...typography} sx={[clampLines(lines), ...(Array.isArray(sx) ? sx : [sx])]}>
      {title}
    </Typography>
  );
  return (
    <Suspense fallback={text}>
      <Tooltip title={title} describeChild enterDelay={500}>
        {text}
      </Tooltip>
    </Suspense>
  );
}
