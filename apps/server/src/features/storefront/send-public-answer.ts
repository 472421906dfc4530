import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { weakEtagOf } from '../../shared/etag';
import { acceptedEncoding, encodeBody, type EncodedBody } from './encoded-body';

/** A public read's answer as it is kept: its body in each encoding and its weak ETag. */
export interface PublicAnswer {
  body: EncodedBody;
  etag: string;
}

/** A JSON text as a public answer: its forms and ETag, made once when it is read. */
export const publicAnswerOf = (text: string): PublicAnswer => ({
  body: encodeBody(text),
  etag: weakEtagOf(text),
});

/** The request headers a public read looks at: the page's origin and the ETag the browser holds. */
export const publicReadHeaders = z.object({
  origin: z.string().optional(),
  'if-none-match': z.string().optional(),
});

/**
 * Browsers (and any CDN) keep the answer but ask again on every use: a buyer always sees today's
 * prices, and the asking costs a 304 with no body while nothing changed.
 */
const REVALIDATE = 'no-cache';

/**
 * The answer with its ETag, compressed as the client accepts from the forms kept with it, or
 * 304 with no body when the browser holds that very answer.
 */
export function sendPublicAnswer(
  reply: FastifyReply,
  answer: PublicAnswer,
  headers: { 'if-none-match'?: string; 'accept-encoding'?: string },
) {
  reply
    .header('cache-control', REVALIDATE)
    .header('etag', answer.etag)
    .header('vary', 'Origin, Accept-Encoding');
  if (headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const encoding = acceptedEncoding(headers['accept-encoding']);
  // With Content-Encoding set, the app's compression leaves the body as it is.
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(answer.body[encoding ?? 'identity']);
}
