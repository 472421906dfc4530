import { ORDER_STATUS_LABELS, type Order, type OrderLine } from '@vitrina/contracts/orders';
import { ORDER_PAYMENT_STATUS_LABELS } from '@vitrina/contracts/payment-texts';
import { discountLabel } from '@vitrina/contracts/pricing';
import type { Cell, StreamedTable } from '../../infra/spreadsheets/table';
import type { StreamedSheet } from '../../infra/spreadsheets/xlsx';
import { zoneLabel } from '../../infra/spreadsheets/zoned-time';

/** Orders an export reads at once, with their lines and payments: a page of its query. */
export const ORDERS_EXPORT_PAGE = 250;

/** The orders to export and the shop's time zone, whose clock their dates are written in. */
export interface OrdersExport {
  /** Newest first, a page at a time, each read when the file has written the ones before. */
  pages: AsyncIterable<Order[]>;
  timeZone: string;
  /** The lines of these orders, by order. */
  linesOf(orderIds: number[]): Promise<Map<number, OrderLine[]>>;
}

/** A column of an export: its header and what each row puts under it. */
type Column<Row> = [header: string, cell: (row: Row) => Cell];

const NUMBER_COLUMN: Column<Pick<Order, 'number'>> = ['Номер', (order) => order.number];

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
  ['Площадка', (order) => order.site_title],
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
interface OrderAndLine<Of = Order> {
  order: Of;
  line: OrderLine;
}

const ofOrder = <Of>([header, cell]: Column<Of>): Column<OrderAndLine<Of>> => [
  header,
  ({ order }) => cell(order),
];
const ofLine = <Of>([header, cell]: Column<OrderLine>): Column<OrderAndLine<Of>> => [
  header,
  ({ line }) => cell(line),
];

/** The table of the columns, each row's cells made as the row is written. */
function tableOf<Row>(columns: Column<Row>[], pages: AsyncIterable<Iterable<Row>>): StreamedTable {
  function* cells(rows: Iterable<Row>) {
    for (const row of rows) yield columns.map(([, cell]) => cell(row));
  }
  async function* cellPages() {
    for await (const rows of pages) yield cells(rows);
  }
  return { header: columns.map(([header]) => header), pages: cellPages() };
}

/** Each order's lines, beside it. */
function* linesBeside<Of>(orders: Iterable<Of>, linesOf: (order: Of) => OrderLine[]) {
  for (const order of orders) for (const line of linesOf(order)) yield { order, line };
}

async function* linePages(pages: AsyncIterable<Order[]>) {
  for await (const orders of pages) yield linesBeside(orders, (order) => order.lines);
}

/** One row per line, each carrying its order's number, date, status and buyer: the CSV. */
export function orderLinesTable({ pages, timeZone }: OrdersExport): StreamedTable {
  const columns = [
    ...orderColumns(timeZone).map(ofOrder),
    ...LINE_COLUMNS.map(ofLine<Order>),
    ...BUYER_COLUMNS.map(ofOrder),
  ];
  return tableOf(columns, linePages(pages));
}

type WrittenOrder = Pick<Order, 'id' | 'number'>;

/**
 * The workbook's sheets: «Заявки», one row per order, and «Позиции», one row per line. «Позиции»
 * is written after «Заявки», of the orders «Заявки» wrote (their ids kept, a page at a time),
 * their lines read again: the two sheets agree whatever the filters let through meanwhile.
 */
export function ordersSheets({ pages, timeZone, linesOf }: OrdersExport): StreamedSheet[] {
  const written: WrittenOrder[][] = [];
  async function* orderPages() {
    for await (const orders of pages) {
      written.push(orders.map(({ id, number }) => ({ id, number })));
      yield orders;
    }
  }
  async function* itemPages() {
    for (const orders of written) {
      const lines = await linesOf(orders.map((order) => order.id));
      yield linesBeside(orders, (order) => lines.get(order.id) ?? []);
    }
  }
  const orderSheet = [...orderColumns(timeZone), ...TOTAL_COLUMNS, ...BUYER_COLUMNS];
  const itemSheet = [ofOrder(NUMBER_COLUMN), ...LINE_COLUMNS.map(ofLine<WrittenOrder>)];
  return [
    { name: 'Заявки', table: tableOf(orderSheet, orderPages()) },
    { name: 'Позиции', table: tableOf(itemSheet, itemPages()) },
  ];
}
