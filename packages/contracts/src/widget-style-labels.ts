// The words of the console's style and settings tabs: the order flows, the cart's corners, the
// behaviour's fields. A module of their own: widget-style.ts is loaded with `messages` by every
// first load, these by the widget editor's tabs alone.
import { buyerOrderTexts } from './buyer-order-texts';
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

/** The settings tab's switch of online payment, and why it may be off. */
export const ONLINE_PAYMENT_LABEL = 'Оплата онлайн';
export const ONLINE_PAYMENT_HINT =
  'Кнопка формы заказа станет «Перейти к оплате», покупатель оплатит заказ через ЮKassa';
export const ONLINE_PAYMENT_UNAVAILABLE_HINT =
  'Чтобы включить, подключите ЮKassa в настройках, раздел «Оплата»';

/** The shop's privacy policy that the order form's consent text links to, named as the link. */
export const POLICY_URL_LABEL = buyerOrderTexts.policyLink;
export const POLICY_URL_HINT =
  'Адрес страницы вашего сайта с политикой, начиная с https://. Ссылка на неё появится под ' +
  'согласием в форме заказа; без адреса согласие показывается без ссылки';

/** What the buyer reads once the order is sent. */
export const CONFIRMATION_TEXT_LABEL = 'Текст после заявки';
export const CONFIRMATION_TEXT_HINT =
  'Покупатель увидит его после отправки заявки вместо «Продавец свяжется с вами по телефону …». ' +
  'Номер заявки и сумма останутся';

/** The saves' confirmations. */
export const STYLE_SAVED = 'Стиль сохранён';
export const SETTINGS_SAVED = 'Настройки сохранены';
