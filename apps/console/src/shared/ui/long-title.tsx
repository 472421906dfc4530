import Tooltip from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { clampLines } from './long-words';

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
    <Tooltip title={title} describeChild enterDelay={500}>
      <Typography {...typography} sx={[clampLines(lines), ...(Array.isArray(sx) ? sx : [sx])]}>
        {title}
      </Typography>
    </Tooltip>
  );
}
