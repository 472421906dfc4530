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
