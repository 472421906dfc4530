import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const { palette } = theme;
const SHADES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
/** WCAG AA for text of normal size. */
const TEXT_CONTRAST = 4.5;

describe('theme', () => {
  it.each(SHADES)('writes %s text on paper and on the page, and white on it, at 4.5:1', (shade) => {
    const { main, contrastText } = palette[shade];
    expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('writes secondary text on paper and on the page at 4.5:1', () => {
    for (const background of [palette.background.paper, palette.background.default])
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(
        TEXT_CONTRAST,
      );
  });
});
