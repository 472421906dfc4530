// The names the console's style tab gives the order flows and the cart's corners. A module of
// their own: widget-style.ts is loaded with `messages` by every first load, these by the style
// tab alone.
import type { CartPosition, OrderFlow } from './widget-style';

export const ORDER_FLOW_LABELS: Record<OrderFlow, string> = {
  cart: 'Корзина',
  direct: 'Сразу заявка',
};

export const CART_POSITION_LABELS: Record<CartPosition, string> = {
  'bottom-right': 'Справа внизу',
  'bottom-left': 'Слева внизу',
  'top-right': 'Справа вверху',
  'top-left': 'Слева вверху',
};

/** The style tab's switch of online payment, and why it may be off. */
export const ONLINE_PAYMENT_LABEL = 'Оплата онлайн';
export const ONLINE_PAYMENT_HINT =
  'Кнопка формы заказа станет «Перейти к оплате», покупатель оплатит заказ через ЮKassa';
export const ONLINE_PAYMENT_UNAVAILABLE_HINT =
  'Чтобы включить, подключите ЮKassa в настройках, раздел «Оплата»';
