import { ORDER_STATUS_LABELS, type Order, type OrderLine } from '@vitrina/contracts/orders';
import { discountLabel } from '@vitrina/contracts/pricing';
import type { Cell, Table } from '../../infra/spreadsheets/table';
import type { Sheet } from '../../infra/spreadsheets/xlsx';

/** 23.11.2026 18:05, in Moscow time: the time the merchant's filters speak of. */
const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A column of an export: its header and what each row puts under it. */
type Column<Row> = [header: string, cell: (row: Row) => Cell];

/** What names an order: every sheet's first columns. */
const ORDER_COLUMNS: Column<Order>[] = [
  ['Номер', (order) => order.number],
  ['Дата', (order) => moscowTime.format(new Date(order.created_at)).replace(',', '')],
  ['Статус', (order) => ORDER_STATUS_LABELS[order.status]],
];

/** The buyer, the page and the merchant's note: an order's last columns. */
const BUYER_COLUMNS: Column<Order>[] = [
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

/** A line as ordered: the product, its variant and SKU, the unit price, discount and total. */
const LINE_COLUMNS: Column<OrderLine>[] = [
  ['Товар', (line) => line.title],
  ['Вариант', (line) => line.variant],
  ['Артикул', (line) => line.sku],
  ['Цена, ₽', (line) => line.price],
  // «−10 %» or «−150 ₽»: its minus sign is no formula's.
  ['Скидка', (line) => discountLabel(line.discount_value, line.discount_type)],
  ['Количество', (line) => line.quantity],
  ['Сумма, ₽', (line) => line.total],
];

/** What the order holds in all: units and rubles. */
const TOTAL_COLUMNS: Column<Order>[] = [
  ['Товаров', (order) => order.units],
  ['Сумма, ₽', (order) => order.total],
];

/** A line beside its order. */
interface OrderAndLine {
  order: Order;
  line: OrderLine;
}

const ofOrder = ([header, cell]: Column<Order>): Column<OrderAndLine> => [
  header,
  ({ order }) => cell(order),
];
const ofLine = ([header, cell]: Column<OrderLine>): Column<OrderAndLine> => [
  header,
  ({ line }) => cell(line),
];

function tableOf<Row>(columns: Column<Row>[], rows: Row[]): Table {
  return {
    header: columns.map(([header]) => header),
    rows: rows.map((row) => columns.map(([, cell]) => cell(row))),
  };
}

const linesOf = (orders: Order[]): OrderAndLine[] =>
  orders.flatMap((order) => order.lines.map((line) => ({ order, line })));

/** One row per line, each carrying its order's number, date, status and buyer: the CSV. */
export function orderLinesTable(orders: Order[]): Table {
  const columns = [
    ...ORDER_COLUMNS.map(ofOrder),
    ...LINE_COLUMNS.map(ofLine),
    ...BUYER_COLUMNS.map(ofOrder),
  ];
  return tableOf(columns, linesOf(orders));
}

/** The workbook's sheets: «Заявки», one row per order, and «Позиции», one row per line. */
export function ordersSheets(orders: Order[]): Sheet[] {
  const orderNumber = ofOrder(ORDER_COLUMNS[0]!);
  return [
    {
      name: 'Заявки',
      table: tableOf([...ORDER_COLUMNS, ...TOTAL_COLUMNS, ...BUYER_COLUMNS], orders),
    },
    {
      name: 'Позиции',
      table: tableOf([orderNumber, ...LINE_COLUMNS.map(ofLine)], linesOf(orders)),
    },
  ];
}
