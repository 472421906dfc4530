// A showcase's settings (the style and settings tabs of spec §2.6): its look and how it takes an
// order, the few a merchant may change, and their defaults. Stored and published as one object.
// Plain values (no zod) so the widget can import them.

/**
 * How 'Купить' orders (issue 30): into the site's cart, ordered at once for the whole cart, or
 * straight to a one-product form as before the cart.
 */
export const ORDER_FLOWS = ['cart', 'direct'] as const;
export type OrderFlow = (typeof ORDER_FLOWS)[number];

/** The page corner the cart's floating button sits in. */
export const CART_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left'] as const;
export type CartPosition = (typeof CART_POSITIONS)[number];

export interface WidgetStyle {
  /** Buttons, prices and focus rings: `#rrggbb`. */
  accent_color: string;
  /** Cards in a row on a desktop-wide container; narrower ones take fewer. */
  columns: number;
  show_description: boolean;
  /** The card's buy button. */
  button_text: string;
  order_flow: OrderFlow;
  cart_position: CartPosition;
  /**
   * The order form sends the buyer to pay online (issue 33); takes effect only while the shop
   * has a payment provider connected, and may be switched on only then.
   */
  online_payment: boolean;
  /**
   * The shop's privacy policy (an https address) that the order form's consent text links to;
   * null: the consent text links nowhere (Vitrina's own policy is not the shop's).
   */
  policy_url: string | null;
  /**
   * What the buyer reads once the order is sent, instead of «Продавец свяжется с вами по
   * телефону …»; null keeps that line.
   */
  confirmation_text: string | null;
}

/** The form an accent colour is written in: `#rrggbb`. */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

export const WIDGET_STYLE_LIMITS = {
  columnsMin: 1,
  columnsMax: 4,
  buttonTextMaxLength: 30,
  confirmationTextMaxLength: 500,
} as const;

export const WIDGET_STYLE_DEFAULTS: WidgetStyle = {
  accent_color: '#2563eb',
  columns: 3,
  show_description: true,
  button_text: 'Купить',
  // New widgets get the cart; those saved before it keep 'direct' (migration 0024).
  order_flow: 'cart',
  cart_position: 'bottom-right',
  online_payment: false,
  policy_url: null,
  confirmation_text: null,
};

/** A stored style over the defaults: settings saved before a setting existed get its default. */
export const widgetStyleOf = (stored: Partial<WidgetStyle>): WidgetStyle => ({
  ...WIDGET_STYLE_DEFAULTS,
  ...stored,
});
