import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const { palette } = theme;
const SHADES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
/** WCAG AA for text of normal size. */
const TEXT_CONTRAST = 4.5;

/** `color` under black at `opacity`: how MUI's hovered and selected rows are drawn on it. */
function darkened(color: string, opacity: number) {
  const { type, values } = decomposeColor(color);
  return recomposeColor({
    type,
    values: values.map((value, index) =>
      index < 3 ? value * (1 - opacity) : value,
    ) as typeof values,
  });
}

describe('theme', () => {
  it.each(SHADES)('writes %s text on paper and on the page, and white on it, at 4.5:1', (shade) => {
    const { main, contrastText } = palette[shade];
    expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('writes secondary text on paper and on the page, hovered or selected, at 4.5:1', () => {
    const { hoverOpacity, selectedOpacity } = palette.action;
    for (const surface of [palette.background.paper, palette.background.default])
      for (const opacity of [0, hoverOpacity, selectedOpacity])
        expect(
          getContrastRatio(palette.text.secondary, darkened(surface, opacity)),
        ).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
