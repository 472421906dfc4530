import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What code deep in a request's work may know of the request without being handed it. */
interface RequestScope {
  requestId: string;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The id of the request whose work is running (its `X-Request-Id`), if any. */
export function currentRequestId(): string | undefined {
  return scopes.getStore()?.requestId;
}

/**
 * Runs every request in a scope of its own, from its first hook to its answer, so that what it
 * causes (an outbox message) can name it. Register before every other hook and route. The steps
 * after a body has arrived run from the socket's events, but Fastify's body parsing leads them
 * back into the request's context (request-scope.test.ts holds it to that).
 */
export function useRequestScope(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    scopes.run({ requestId: request.id }, done);
  });
}
