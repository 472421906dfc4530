import type { FastifyRequest } from 'fastify';

/** Whether the client already holds this version: `If-None-Match` names its ETag, or `*`. */
export function isFresh(request: FastifyRequest, etag: string | undefined): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (!etag || !ifNoneMatch) return false;
  const weakless = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || weakless(tag) === weakless(etag));
}
