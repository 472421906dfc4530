import { ORDER_STATUS_LABELS, type Order, type OrderLine } from '@vitrina/contracts/orders';
import { ORDER_PAYMENT_STATUS_LABELS } from '@vitrina/contracts/payment-texts';
import { discountLabel } from '@vitrina/contracts/pricing';
import type { Cell, Table } from '../../infra/spreadsheets/table';
import type { Sheet } from '../../infra/spreadsheets/xlsx';
import { zoneLabel } from '../../infra/spreadsheets/zoned-time';

/** The orders to export and the shop's time zone, whose clock their dates are written in. */
export interface OrdersExport {
  orders: Order[];
  timeZone: string;
}

/** A column of an export: its header and what each row puts under it. */
type Column<Row> = [header: string, cell: (row: Row) => Cell];

const NUMBER_COLUMN: Column<Order> = ['Номер', (order) => order.number];

/** What names an order: every sheet's first columns; the date's header names its zone. */
const orderColumns = (timeZone: string): Column<Order>[] => [
  NUMBER_COLUMN,
  [`Дата (${zoneLabel(timeZone)})`, (order) => ({ at: new Date(order.created_at), timeZone })],
  ['Статус', (order) => ORDER_STATUS_LABELS[order.status]],
  // Empty for an order taken without online payment.
  ['Оплата', (order) => order.payment && ORDER_PAYMENT_STATUS_LABELS[order.payment.status]],
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
export function orderLinesTable({ orders, timeZone }: OrdersExport): Table {
  const columns = [
    ...orderColumns(timeZone).map(ofOrder),
    ...LINE_COLUMNS.map(ofLine),
    ...BUYER_COLUMNS.map(ofOrder),
  ];
  return tableOf(columns, linesOf(orders));
}

/** The workbook's sheets: «Заявки», one row per order, and «Позиции», one row per line. */
export function ordersSheets({ orders, timeZone }: OrdersExport): Sheet[] {
  return [
    {
      name: 'Заявки',
      table: tableOf([...orderColumns(timeZone), ...TOTAL_COLUMNS, ...BUYER_COLUMNS], orders),
    },
    {
      name: 'Позиции',
      table: tableOf([ofOrder(NUMBER_COLUMN), ...LINE_COLUMNS.map(ofLine)], linesOf(orders)),
    },
  ];
}
