import { widgetStyleSchema, type Widget } from '@vitrina/contracts/platform';
import { widgetStyleOf, type WidgetStyle } from '@vitrina/contracts/widget-style';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';

// The widget's settings are one object on the server, saved whole by one call (decision 78); the
// editor shows them in two tabs: «Стиль» holds the look, «Настройки» the behaviour.

/** The style tab's settings: how the showcase looks. */
export const lookSchema = widgetStyleSchema
  .pick({ accent_color: true, columns: true, show_description: true, button_text: true })
  .required();

/** The settings tab's: how the showcase takes an order and what its form says around it. */
export const behaviourSchema = widgetStyleSchema
  .pick({
    order_flow: true,
    cart_position: true,
    online_payment: true,
    policy_url: true,
    confirmation_text: true,
  })
  .required();

export type WidgetLook = z.output<typeof lookSchema>;
/** The behaviour as its form holds it: an empty text field is a setting left unset. */
export type BehaviourFields = z.input<typeof behaviourSchema>;
export type WidgetBehaviour = z.output<typeof behaviourSchema>;
export type BehaviourControl = Control<BehaviourFields, unknown, WidgetBehaviour>;

/** The widget's saved settings, every one of them (the defaults filling those never saved). */
export const savedStyleOf = (widget: Widget): WidgetStyle => widgetStyleOf(widget.style);

export const lookOf = (widget: Widget): WidgetLook => {
  const { accent_color, columns, show_description, button_text } = savedStyleOf(widget);
  return { accent_color, columns, show_description, button_text };
};

export const behaviourFieldsOf = (widget: Widget): BehaviourFields => {
  const saved = savedStyleOf(widget);
  return {
    order_flow: saved.order_flow,
    cart_position: saved.cart_position,
    online_payment: saved.online_payment,
    policy_url: saved.policy_url ?? '',
    confirmation_text: saved.confirmation_text ?? '',
  };
};
