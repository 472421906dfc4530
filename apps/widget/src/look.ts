import {
  ACCENT_COLOR_PATTERN,
  WIDGET_STYLE_DEFAULTS,
  WIDGET_STYLE_LIMITS,
  type WidgetStyle,
} from '@vitrina/contracts/widget-style';

/**
 * Puts a showcase's accent colour and columns on its element as CSS variables, each checked
 * first: a value from the answer never becomes CSS it was not meant to be.
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
  element.style.setProperty('--columns', String(columns));
}
