import type { onRequestAsyncHookHandler } from 'fastify';

/**
 * For answers about one account — its data, its tokens, its cookies: no cache along the way may
 * keep them. Set on request, so error answers carry it too.
 */
export const noStore: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', 'no-store');
};
