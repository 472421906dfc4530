import { customerTexts, type Customer } from '@vitrina/contracts/customers';
import type { Cell, Table } from '../../infra/spreadsheets/table';
import type { Sheet } from '../../infra/spreadsheets/xlsx';
import { zoneLabel } from '../../infra/spreadsheets/zoned-time';

/** The buyers to export with their notes, and the shop's zone their dates are written in. */
export interface CustomersExport {
  customers: (Customer & { note: string | null })[];
  timeZone: string;
}

type Row = CustomersExport['customers'][number];

const { columns } = customerTexts;

/** The export's columns: the list's, in its order, then the note; dates name their zone. */
function columnsOf(timeZone: string): [header: string, cell: (row: Row) => Cell][] {
  const zoned = (header: string) => `${header} (${zoneLabel(timeZone)})`;
  return [
    [columns.name, (row) => row.name],
    // As stored (E.164): in a spreadsheet a phone is data to sort, match and import.
    [columns.phone, (row) => row.phone],
    [columns.email, (row) => row.email],
    [columns.ordersCount, (row) => row.orders_count],
    [`${columns.totalSpent}, ₽`, (row) => row.total_spent],
    [zoned(columns.firstOrder), (row) => ({ at: new Date(row.first_order_at), timeZone })],
    [zoned(columns.lastOrder), (row) => ({ at: new Date(row.last_order_at), timeZone })],
    [columns.note, (row) => row.note],
  ];
}

/** A row a buyer, newest last order first: the CSV's table and the workbook's one sheet. */
export function customersTable({ customers, timeZone }: CustomersExport): Table {
  const all = columnsOf(timeZone);
  return {
    header: all.map(([header]) => header),
    rows: customers.map((row) => all.map(([, cell]) => cell(row))),
  };
}

export const customersSheets = (rows: CustomersExport): Sheet[] => [
  { name: customerTexts.title, table: customersTable(rows) },
];
