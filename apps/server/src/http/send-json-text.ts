import type { FastifyReply } from 'fastify';

/**
 * Sends an answer the handler already holds as JSON text: Fastify passes a string with a JSON
 * content type on as it is, without the route's serializer. The route's schema still
 * documents the answer; the route's tests check the text against it.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
