import { ORDERS_EXPORT_MAX, ordersFilterSchema } from '@vitrina/contracts/orders';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import { CSV_TYPE, sendFile, XLSX_TYPE } from '../../http/send-file';
import { csvStream } from '../../infra/spreadsheets/csv';
import { xlsxStream } from '../../infra/spreadsheets/xlsx';
import type { FeatureRoutes } from '../feature-routes';
import { orderLinesTable, ordersSheets } from './order-export';
import type { OrdersService } from './orders.service';

const schemaOf = (format: string) => ({
  summary:
    `The merchant's orders the list's filters let through, as ${format}: the newest ` +
    `${ORDERS_EXPORT_MAX} at most, newest first, dated in the shop's time zone`,
  tags: ['orders'],
  security: bearerAuth,
  querystring: ordersFilterSchema,
  response: errorResponses(401, 422),
});

/**
 * GET /orders/export.csv and /orders/export.xlsx: the filtered list to open in Excel, streamed:
 * its orders (with their lines) are read a page at a time as the file is written, so neither
 * the rows nor the file are ever held whole. An error once the file has begun cuts the
 * connection: a download cut short fails, it never ends as a file that looks whole.
 */
export const ordersExportRoutes: FeatureRoutes<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/orders/export.csv',
    {
      config: { access: 'orders.read' },
      schema: schemaOf(
        'CSV for Excel (UTF-8 with a BOM, `;`, CRLF, dates as `2026-11-23 18:05`), a row per ' +
          'line with its order',
      ),
    },
    async (request, reply) => {
      const table = orderLinesTable(await orders.exportRows(request.shop.id, request.query));
      return sendFile(reply, CSV_TYPE, 'orders.csv', csvStream(table));
    },
  );

  app.get(
    '/orders/export.xlsx',
    {
      config: { access: 'orders.read' },
      schema: schemaOf(
        'an XLSX workbook (dates as dates): «Заявки», a row per order, and «Позиции», a row ' +
          'per line',
      ),
    },
    async (request, reply) => {
      const sheets = ordersSheets(await orders.exportRows(request.shop.id, request.query));
      return sendFile(reply, XLSX_TYPE, 'orders.xlsx', xlsxStream(sheets));
    },
  );
};
