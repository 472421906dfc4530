import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFresh } from './is-fresh';

/** The answer with its ETag, or 304 with no body when the client holds that very answer. */
export function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  answer: unknown,
) {
  reply.header('etag', etag);
  if (isFresh(request, etag)) return reply.code(304).send();
  return reply.send(answer);
}
