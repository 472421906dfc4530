import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFresh } from './is-fresh';

/** A weak ETag of a text: the same text, the same tag. */
export function weakEtagOf(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

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
