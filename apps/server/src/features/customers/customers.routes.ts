import { messageResponseSchema } from '@vitrina/contracts/auth';
import {
  CUSTOMER_LIMITS,
  customerDetailSchema,
  customersExportQuerySchema,
  customersPageSchema,
  customersQuerySchema,
  customerTexts,
  customerUpdateSchema,
} from '@vitrina/contracts/customers';
import { z } from 'zod';
import { actingOf } from '../../http/authorize';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import { CSV_TYPE, sendFile, XLSX_TYPE } from '../../http/send-file';
import { toCsv } from '../../infra/spreadsheets/csv';
import { toXlsx } from '../../infra/spreadsheets/xlsx';
import type { FeatureRoutes } from '../feature-routes';
import { customersSheets, customersTable } from './customer-export';
import type { CustomersService } from './customers.service';

const tags = ['customers'];
const customerAnswer = z.object({ data: customerDetailSchema });

/**
 * The shop's buyers (decision 61): the searched list a page at a time and as a file, one buyer
 * with their orders, the merchant's note on them, and the erasure of their personal data.
 * Reading them is reading orders' buyers; changing them, writing orders.
 */
export const customersRoutes: FeatureRoutes<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/customers',
    {
      config: { access: 'orders.read' },
      schema: {
        summary:
          "The shop's buyers, newest last order first, with their orders' count, the total of " +
          'those not cancelled, and their first and last order; a search by a piece of the ' +
          'name, the phone or the e-mail; `before` continues a page',
        tags,
        security: bearerAuth,
        querystring: customersQuerySchema,
        response: { 200: customersPageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: await customers.list(request.shop.id, request.query) }),
  );

  app.get(
    '/customers/export',
    {
      config: { access: 'orders.read' },
      schema: {
        summary:
          `The searched list as CSV for Excel (UTF-8 with a BOM, \`;\`, CRLF) or an XLSX ` +
          `workbook: the ${CUSTOMER_LIMITS.exportMax} buyers with the newest last orders at most`,
        tags,
        security: bearerAuth,
        querystring: customersExportQuerySchema,
        response: errorResponses(401, 422),
      },
    },
    async (request, reply) => {
      const { format, search } = request.query;
      const rows = await customers.exportRows(request.shop.id, search);
      return format === 'csv'
        ? sendFile(reply, CSV_TYPE, 'customers.csv', toCsv(customersTable(rows)))
        : sendFile(reply, XLSX_TYPE, 'customers.xlsx', toXlsx(customersSheets(rows)));
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { access: 'orders.read' },
      schema: {
        summary: 'One buyer of the shop with the merchant’s note and their orders, newest first',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: customerAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await customers.get(request.shop.id, request.params.id) }),
  );

  app.patch(
    '/customers/:id',
    {
      config: { access: 'orders.write' },
      schema: {
        summary: "Sets the merchant's private note on the buyer (null or empty clears it)",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: customerUpdateSchema,
        response: { 200: customerAnswer, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await customers.setNote(request.shop.id, request.params.id, request.body.note),
    }),
  );

  app.delete(
    '/customers/:id/personal-data',
    {
      config: { access: 'orders.write' },
      schema: {
        summary:
          "Erases the buyer's personal data (152-ФЗ) in one transaction: every order of theirs " +
          `keeps its lines, totals and statuses, is named «${customerTexts.erased}» and loses ` +
          'the phone, e-mail and comment; the buyer and the note are deleted; the shop’s ' +
          'journal records it',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await customers.erase(actingOf(request), request.params.id);
      return { message: customerTexts.erasedDone };
    },
  );
};
