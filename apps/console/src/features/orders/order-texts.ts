import type { OrderStatusSource } from '@vitrina/contracts/order-statuses';
import type { RefundStatus } from '@vitrina/contracts/payment-texts';

// The orders screen's own texts; those the server shares (refusals, labels) are in contracts.

export const ORDERS_TITLE = 'Заказы';

export const NO_ORDERS_TEXT =
  'Здесь появятся заказы, которые покупатели отправят через опубликованную витрину на вашем сайте.';

export const LOAD_FAILED_TEXT = 'Не удалось загрузить заказы';
export const ORDER_NOT_FOUND_TEXT = 'Заказ не найден';
export const EXPORT_FAILED_TEXT = 'Не удалось скачать файл';
export const SAVE_FAILED_TEXT = 'Не удалось сохранить изменения';

export const orderTitle = (number: number) => `Заказ #${number}`;

export const SOURCE_LABELS = {
  console: 'в консоли',
  telegram: 'в Telegram',
} as const satisfies Record<OrderStatusSource, string>;

export const ORDER_DONE_TEXTS = {
  status: 'Статус изменён',
  note: 'Заметка сохранена',
  sentAgain: 'Сообщение отправлено повторно',
} as const;

/** The order's online payment in the drawer, and its refunds. */
export const PAYMENT_TEXTS = {
  title: 'Оплата',
  amount: 'Сумма',
  refunded: 'Возвращено',
  paidAt: 'Дата оплаты',
  paymentId: (provider: string) => `Платёж ${provider}`,
  test: 'тестовый режим',
  refund: 'Вернуть деньги',
  refundTitle: 'Возврат денег',
  refundAmount: 'Сумма возврата, ₽',
  refundLeft: (left: string) => `Можно вернуть до ${left}`,
  refundSubmit: 'Оформить возврат',
  refundFailed: 'Не удалось оформить возврат',
  /** A refund's line in the order's history. */
  refundEntry: (amount: string) => `Возврат ${amount}`,
} as const;

/** Where a refund stands, said in the history while it is not made. */
export const REFUND_STATUS_TEXTS = {
  pending: 'в обработке',
  canceled: 'отклонён',
} as const satisfies Record<Exclude<RefundStatus, 'succeeded'>, string>;
