import type { FastifyRequest } from 'fastify';
import type { RateLimiter, RateLimitName } from '../infra/rate-limiter';

/** An onRequest hook counting the call against the client IP's limit, before the body is read. */
export function limitPerIp(rateLimiter: RateLimiter, name: RateLimitName) {
  return async (request: FastifyRequest) => rateLimiter.hit(name, request.ip);
}
