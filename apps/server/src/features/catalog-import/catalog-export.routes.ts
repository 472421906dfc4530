import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import { CSV_TYPE, sendFile, XLSX_TYPE } from '../../http/send-file';
import { toCsv } from '../../infra/spreadsheets/csv';
import { toXlsx } from '../../infra/spreadsheets/xlsx';
import type { FeatureRoutes } from '../feature-routes';
import type { CatalogExportService } from './catalog-export.service';

const schemaOf = (format: string) => ({
  summary:
    `The collection's products as ${format}, in the columns the import reads: a row a ` +
    'product, or its row and a row a variant under one «Группа вариантов»',
  tags: ['catalog'],
  security: bearerAuth,
  params: idParamsSchema,
  response: errorResponses(401, 404),
});

/** GET catalog/collection/{id}/export.csv and export.xlsx. */
export const catalogExportRoutes: FeatureRoutes<{ catalogExport: CatalogExportService }> = async (
  app,
  { catalogExport },
) => {
  app.get(
    '/catalog/collection/:id/export.csv',
    {
      config: { access: 'catalog.read' },
      schema: schemaOf('CSV for Excel (UTF-8 with a BOM, `;`, CRLF)'),
    },
    async (request, reply) => {
      const table = await catalogExport.table(request.shop.id, request.params.id);
      return sendFile(reply, CSV_TYPE, `collection-${request.params.id}.csv`, toCsv(table));
    },
  );

  app.get(
    '/catalog/collection/:id/export.xlsx',
    { config: { access: 'catalog.read' }, schema: schemaOf('an XLSX workbook of one sheet') },
    async (request, reply) => {
      const table = await catalogExport.table(request.shop.id, request.params.id);
      const workbook = toXlsx([{ name: 'Товары', table }]);
      return sendFile(reply, XLSX_TYPE, `collection-${request.params.id}.xlsx`, workbook);
    },
  );
};
