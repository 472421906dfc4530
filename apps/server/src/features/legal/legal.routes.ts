import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { NotFoundError } from '../../errors/app-error';
import { errorResponses } from '../../http/error-responses';
import { isFresh } from '../../http/is-fresh';
import type { FeatureRoutes } from '../feature-routes';
import { readLegalDocument, type LegalDocument } from './legal-documents';

/** The Markdown with its ETag, or 304 with no body when the browser holds that very text. */
function sendDocument(request: FastifyRequest, reply: FastifyReply, document: LegalDocument) {
  reply.header('etag', document.etag).header('cache-control', 'no-cache');
  if (isFresh(request, document.etag)) return reply.code(304).send();
  return reply.type('text/markdown; charset=utf-8').send(document.markdown);
}

/**
 * GET /api/v1/legal/{privacy|license}: the privacy policy and the licence agreement as Markdown,
 * open to anyone (they are read before signing up), revalidated by ETag on every use.
 */
export const legalRoutes: FeatureRoutes<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/legal/:name',
    {
      schema: {
        summary: 'A legal page as Markdown (text/markdown): `privacy` or `license`',
        tags: ['legal'],
        params: z.object({ name: z.string() }),
        response: { 200: z.string(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const document = await readLegalDocument(config.http.legalDir, request.params.name);
      if (!document) throw new NotFoundError();
      return sendDocument(request, reply, document);
    },
  );
};
