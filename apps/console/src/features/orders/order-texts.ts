import type { OrderStatusSource } from '@vitrina/contracts/order-statuses';

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
