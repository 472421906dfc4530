import {
  ACCENT_COLOR_PATTERN,
  WIDGET_STYLE_DEFAULTS,
  WIDGET_STYLE_LIMITS,
  type WidgetStyle,
} from '@vitrina/contracts/widget-style';
import { inkOnWhite, ringFor, textOn } from './contrast';

/**
 * Puts a showcase's look on `element` as CSS variables, each value checked first, so a value
 * from the answer never becomes CSS it was not meant to be: `--accent` fills the main buttons,
 * `--on-accent` is their text (white or black, 4.5:1 on any accent), `--ink` is the accent
 * darkened where needed to read on white (text and borders), `--ring` the focus ring (3:1 on
 * white and on the accent), `--columns` the grid.
 */
export function applyLook(element: HTMLElement, style: WidgetStyle): void {
  const accent = ACCENT_COLOR_PATTERN.test(style.accent_color)
    ? style.accent_color
    : WIDGET_STYLE_DEFAULTS.accent_color;
  const columns = Math.min(
    Math.max(
      Math.trunc(style.columns) || WIDGET_STYLE_DEFAULTS.columns,
      WIDGET_STYLE_LIMITS.columnsMin,
    ),
    WIDGET_STYLE_LIMITS.columnsMax,
  );
  element.style.setProperty('--accent', accent);
  element.style.setProperty('--on-accent', textOn(accent));
  element.style.setProperty('--ink', inkOnWhite(accent));
  element.style.setProperty('--ring', ringFor(accent));
  element.style.setProperty('--columns', String(columns));
}
