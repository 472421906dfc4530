import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';

/** In memory for one process; the Redis limiter when REDIS_URL names a shared store. */
export function createRateLimiter(
  config: Pick<Config, 'rateLimits' | 'storage'>,
  now: Clock,
  _logger: Logger,
): RateLimiter {
  return new MemoryRateLimiter(config.rateLimits, now);
}
