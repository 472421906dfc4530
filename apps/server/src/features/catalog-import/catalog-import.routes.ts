import multipart from '@fastify/multipart';
import { importJobSchema } from '@vitrina/contracts/catalog-import/jobs';
import { IMPORT_LIMITS } from '@vitrina/contracts/catalog-import/limits';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import { CSV_TYPE, sendFile } from '../../http/send-file';
import { toCsv } from '../../infra/spreadsheets/csv';
import type { FeatureRoutes } from '../feature-routes';
import type { CatalogImportService } from './catalog-import.service';
import { IMPORT_FILE_FIELD, importMultipartOptions, readImportUpload } from './read-import-upload';

const tags = ['catalog'];
const jobResponse = z.object({ data: importJobSchema });

/**
 * POST catalog/collection/{id}/import/, GET|DELETE catalog/import/{id}/ and the CSV of its
 * refused rows (issue 31).
 */
export const catalogImportRoutes: FeatureRoutes<{ catalogImport: CatalogImportService }> = async (
  app,
  { catalogImport },
) => {
  // Multipart bodies are parsed for this route alone, within the import's limits.
  await app.register(async (scope) => {
    await scope.register(multipart, importMultipartOptions);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/catalog/collection/:id/import/',
      {
        config: { access: 'catalog.write' },
        schema: {
          summary: 'Import a file into the collection, as a dry run or for real',
          description:
            `multipart/form-data: \`${IMPORT_FILE_FIELD}\` (CSV, XLSX, YML, or CommerceML's ` +
            `import.xml with offers.xml, or a zip of them; ${IMPORT_LIMITS.fileBytesMax} bytes at ` +
            'most, told by content), `mapping` (JSON: `{sheet?, columns: [target | null]}` for a ' +
            'table; guessed from its headers, or the one kept for them, when left out), `mode` ' +
            '(`dry_run`, the default, or `apply`), `only_valid` (`true`: apply the valid rows ' +
            'though some are refused). One import of a collection at a time (409). Answers the ' +
            "job's id at once; GET catalog/import/{id}/ follows it.",
          tags,
          security: bearerAuth,
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: {
            202: z.object({ data: z.object({ id: z.number().int() }) }),
            ...errorResponses(400, 401, 404, 409, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const upload = await readImportUpload(request);
        try {
          const id = await catalogImport.start(request.shop.id, request.params.id, upload);
          return reply.code(202).send({ data: { id } });
        } finally {
          await upload.remove();
        }
      },
    );
  });

  app.get(
    '/catalog/import/:id/',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: "An import's status, progress, summary and, for a table, its columns as mapped",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: jobResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await catalogImport.get(request.shop.id, request.params.id) }),
  );

  app.delete(
    '/catalog/import/:id/',
    {
      config: { access: 'catalog.write' },
      schema: {
        summary: 'Cancel an import not over; what it has written stays',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: jobResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ data: await catalogImport.cancel(request.shop.id, request.params.id) }),
  );

  app.get(
    '/catalog/import/:id/refused.csv',
    {
      config: { access: 'catalog.read' },
      schema: {
        summary: "The import's refused rows and why, as CSV for Excel",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const table = await catalogImport.refusals(request.shop.id, request.params.id);
      return sendFile(reply, CSV_TYPE, `import-${request.params.id}-refused.csv`, toCsv(table));
    },
  );
};
