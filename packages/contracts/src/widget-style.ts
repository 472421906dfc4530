// A showcase's look (the style tab of spec §2.6): the few settings a merchant may change, and
// their defaults. Plain values (no zod) so the widget can import them.

export interface WidgetStyle {
  /** Buttons, prices and focus rings: `#rrggbb`. */
  accent_color: string;
  /** Cards in a row on a desktop-wide container; narrower ones take fewer. */
  columns: number;
  show_description: boolean;
  /** The card's buy button. */
  button_text: string;
}

/** The form an accent colour is written in: `#rrggbb`. */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

export const WIDGET_STYLE_LIMITS = {
  columnsMin: 1,
  columnsMax: 4,
  buttonTextMaxLength: 30,
} as const;

export const WIDGET_STYLE_DEFAULTS: WidgetStyle = {
  accent_color: '#2563eb',
  columns: 3,
  show_description: true,
  button_text: 'Купить',
};

/** A stored style over the defaults: settings saved before a setting existed get its default. */
export const widgetStyleOf = (stored: Partial<WidgetStyle>): WidgetStyle => ({
  ...WIDGET_STYLE_DEFAULTS,
  ...stored,
});
