import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { Clock } from '../clock';
import { MemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';

/** Where Redis is, for the log: its address and database, never its password. */
function describeRedis(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

/**
 * In memory for one process; in Redis when REDIS_URL names a store that several processes
 * share, with this process's memory counting whenever Redis does not answer. The Redis client
 * loads only then (decision 68).
 */
export async function createRateLimiter(
  config: Pick<Config, 'rateLimits' | 'storage'>,
  now: Clock,
  logger: Logger,
): Promise<RateLimiter> {
  const memory = new MemoryRateLimiter(config.rateLimits, now);
  const { redisUrl, redisKeyPrefix } = config.storage;
  if (!redisUrl) {
    logger.info('Rate limits: counted in this process (REDIS_URL would share them)');
    return memory;
  }
  logger.info(`Rate limits: shared in Redis at ${describeRedis(redisUrl)}`);
  const { RedisRateLimiter } = await import('./redis-rate-limiter');
  return new RedisRateLimiter({
    url: redisUrl,
    keyPrefix: redisKeyPrefix,
    limits: config.rateLimits,
    fallback: memory,
    logger,
  });
}
