import Typography, { type TypographyProps } from '@mui/material/Typography';
import { DeferredTooltip } from './deferred-tooltip';

/**
 * Lets a title of any length stay inside its box: a word longer than the line breaks, which suits
 * headings that show the whole title.
 */
export const WRAP_LONG_WORDS = { overflowWrap: 'anywhere' } as const;

/** Cuts the text after `lines` lines with an ellipsis (long words broken first). */
export const clampLines = (lines: number) =>
  ({
    ...WRAP_LONG_WORDS,
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

interface LongTitleProps extends Omit<TypographyProps, 'children'> {
  title: string;
  /** Lines shown before the ellipsis. */
  lines?: number;
}

/**
 * The title of a site, collection, widget or product on a card or a row: at most `lines` lines,
 * ending in an ellipsis when longer, with the whole title in a tooltip. Spec limits allow titles
 * far longer than a card (200 «Ж» in one word), which would otherwise run out of it.
 */
export function LongTitle({ title, lines = 2, sx, ...typography }: LongTitleProps) {
  return (
    <DeferredTooltip title={title} describeChild enterDelay={500}>
      <Typography {...typography} sx={[clampLines(lines), ...(Array.isArray(sx) ? sx : [sx])]}>
        {title}
      </Typography>
    </DeferredTooltip>
  );
}
