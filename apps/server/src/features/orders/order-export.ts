import { ORDER_STATUS_LABELS, type Order } from '@vitrina/contracts/orders';
import { variantTitle } from '@vitrina/contracts/variants';
import type { Cell, Table } from '../../infra/spreadsheets/table';

/** 23.11.2026 18:05, in Moscow time: the time the merchant's filters speak of. */
const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The export's columns, in order: the header and what each order puts under it. */
const COLUMNS: [header: string, cell: (order: Order) => Cell][] = [
  ['Номер', (order) => order.number],
  ['Дата', (order) => moscowTime.format(new Date(order.created_at)).replace(',', '')],
  ['Статус', (order) => ORDER_STATUS_LABELS[order.status]],
  ['Товар', (order) => variantTitle(order.product.title, order.product.variant)],
  ['Артикул', (order) => order.product.sku],
  ['Количество', (order) => order.quantity],
  ['Сумма, ₽', (order) => order.total],
  ['Покупатель', (order) => order.customer.name],
  // As stored (E.164), not as formatPhone writes it for people: in a spreadsheet a phone is data
  // to sort, match, dedupe and import into a dialler or CRM, one spelling per number.
  ['Телефон', (order) => order.customer.phone],
  ['Почта', (order) => order.customer.email],
  ['Комментарий', (order) => order.comment],
  ['Виджет', (order) => order.widget_title],
  ['Сайт', (order) => order.site_title],
  ['Страница', (order) => order.page_url],
  ['Заметка', (order) => order.note],
];

/** The orders as the table both exports write. */
export function ordersTable(orders: Order[]): Table {
  return {
    header: COLUMNS.map(([header]) => header),
    rows: orders.map((order) => COLUMNS.map(([, cell]) => cell(order))),
  };
}
