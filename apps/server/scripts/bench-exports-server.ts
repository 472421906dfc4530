// The server of the exports benchmark (`bench-exports.ts`), in a process of its own so that its
// resident set is the server's alone: the real app on a database the parent seeded (a PGlite
// data folder, or a PostgreSQL database by its URL), listening on a free port, with the seeded
// merchants signed in. Beside the app's exports it serves the export as it was before decision
// 70 (`/bench/held-whole.{csv,xlsx}?shop={id}`), rebuilt from today's pieces: the whole list in
// one query, the lines and payments of all its orders in one statement each, then the table and
// the file built whole and sent as one body. Sends the parent its URL and the merchants' tokens
// over IPC; closes when the parent disconnects.
import type { Order } from '@vitrina/contracts/orders';
import type { Db } from '../src/db/client';
import { openPgliteInFolder } from '../src/db/pglite';
import { connectPostgres } from '../src/db/postgres';
import { shopTimeZone } from '../src/db/shop-days';
import { sendFile, CSV_TYPE, XLSX_TYPE } from '../src/http/send-file';
import { toCsv } from '../src/infra/spreadsheets/csv';
import type { Cell, StreamedTable, Table } from '../src/infra/spreadsheets/table';
import { toXlsx, type Sheet } from '../src/infra/spreadsheets/xlsx';
import {
  orderLinesTable,
  ordersSheets,
  type OrdersExport,
} from '../src/features/orders/order-export';
import { linesOfOrders } from '../src/features/orders/order-items.repository';
import { orderJson } from '../src/features/orders/order-json';
import { orderLineJson } from '../src/shared/order-line-json';
import { listOrders } from '../src/features/orders/order-reads.repository';
import { paymentsOfOrders } from '../src/features/payments/order-payments.repository';
import { orderPaymentJson } from '../src/features/payments/order-payments.service';
import { createLogger } from '../src/logger';
import { signIn } from '../src/testing/accounts';
import { buildTestApp } from '../src/testing/build-test-app';

/** Where the seeded database is, and the merchants to sign in. */
export interface ExportsServerSpec {
  pgliteDir?: string;
  databaseUrl?: string;
  emails: string[];
}

/** What the parent is sent once the server listens: its URL and a token per merchant. */
export interface ExportsServerReady {
  url: string;
  tokens: string[];
}

/** The cap of the exports before decision 70. */
const HELD_WHOLE_MAX = 10_000;

/** Every row of the table, in one array. */
async function wholeTable({ header, pages }: StreamedTable): Promise<Table> {
  const rows: Cell[][] = [];
  for await (const page of pages) for (const row of page) rows.push(row);
  return { header, rows };
}

/** The shop's orders as the export read them before decision 70: all at once. */
async function ordersAtOnce(db: Db, shopId: number): Promise<OrdersExport> {
  const rows = await listOrders(db, shopId, {}, HELD_WHOLE_MAX);
  const ids = rows.map((row) => row.id);
  const [lines, paid] = await Promise.all([linesOfOrders(db, ids), paymentsOfOrders(db, ids)]);
  const orders: Order[] = rows.map((row) => {
    const payment = paid.get(row.id);
    return orderJson(row, lines.get(row.id) ?? [], payment ? orderPaymentJson(payment) : null);
  });
  return {
    pages: (async function* () {
      yield orders;
    })(),
    timeZone: (await shopTimeZone(db, shopId))!,
    linesOf: async (orderIds) =>
      new Map(orderIds.map((id) => [id, (lines.get(id) ?? []).map(orderLineJson)])),
  };
}

async function heldWholeXlsx(source: OrdersExport): Promise<Buffer> {
  const sheets: Sheet[] = [];
  for (const { name, table } of ordersSheets(source)) {
    sheets.push({ name, table: await wholeTable(table) });
  }
  return toXlsx(sheets);
}

const spec = JSON.parse(process.argv[2]!) as ExportsServerSpec;
const database = spec.databaseUrl
  ? connectPostgres(spec.databaseUrl, createLogger('silent'))
  : await openPgliteInFolder(spec.pgliteDir!);
// As the server's start does: on PGlite it gathers the planner's statistics too.
await database.migrate();
const testApp = await buildTestApp({ database });
const { app } = testApp;
app.get<{ Params: { format: string }; Querystring: { shop: string } }>(
  '/bench/held-whole.:format',
  async (request, reply) => {
    const source = await ordersAtOnce(database.db, Number(request.query.shop));
    if (request.params.format === 'csv') {
      return sendFile(
        reply,
        CSV_TYPE,
        'orders.csv',
        toCsv(await wholeTable(orderLinesTable(source))),
      );
    }
    return sendFile(reply, XLSX_TYPE, 'orders.xlsx', await heldWholeXlsx(source));
  },
);
const url = await app.listen({ host: '127.0.0.1', port: 0 });
const tokens: string[] = [];
for (const email of spec.emails) tokens.push((await signIn(app, email)).accessToken);
process.send!({ url, tokens } satisfies ExportsServerReady);
process.on('disconnect', () => void testApp.close().then(() => process.exit(0)));
