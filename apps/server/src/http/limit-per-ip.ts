import type { FastifyRequest } from 'fastify';
import { addressKey } from '../infra/rate-limits/address-key';
import type { RateLimiter, RateLimitName } from '../infra/rate-limits/rate-limiter';

/** An onRequest hook counting the call against the client's limit, before the body is read. */
export function limitPerIp(rateLimiter: RateLimiter, name: RateLimitName) {
  return async (request: FastifyRequest) => rateLimiter.hit(name, addressKey(request.ip));
}
