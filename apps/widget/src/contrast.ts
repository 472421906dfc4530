// WCAG 2 contrast of `#rrggbb` colours: a merchant may pick any accent, and the widget derives
// from it colours a buyer can read (AA: 4.5:1 for text, 3:1 for borders and focus rings).

/** AA for text of any size. */
export const TEXT_CONTRAST = 4.5;
/** AA for what is not text: borders of controls, focus rings. */
export const NON_TEXT_CONTRAST = 3;

export const WHITE = '#ffffff';
export const BLACK = '#000000';

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = channels(hex).map((value) => {
    const unit = value / 255;
    return unit <= 0.04045 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrast(one: string, other: string): number {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Text on `background`: white or black, whichever reads better (one is always 4.58:1 or more). */
export function textOn(background: string): string {
  return contrast(background, WHITE) >= contrast(background, BLACK) ? WHITE : BLACK;
}

/** `hex` darkened in steps until it reads as text on white: the accent itself when it does. */
export function inkOnWhite(hex: string): string {
  for (let share = 1; ; share -= 0.05) {
    const ink = `#${channels(hex)
      .map((value) =>
        Math.round(value * Math.max(share, 0))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrast(ink, WHITE) >= TEXT_CONTRAST) return ink;
  }
}

/**
 * The focus ring around a control on white or filled with `accent`, drawn on a white halo: black
 * where it also stands out from the accent, else (a very dark accent) the accent's ink, which the
 * halo parts from the accent and which reads 7:1 or more on white.
 */
export function ringFor(accent: string): string {
  return contrast(BLACK, accent) >= NON_TEXT_CONTRAST ? BLACK : inkOnWhite(accent);
}
