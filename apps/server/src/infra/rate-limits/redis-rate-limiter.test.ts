import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { TooManyRequestsError } from '../../errors/app-error';
import { captureLogs } from '../../testing/capture-logs';
import {
  inspectRedis,
  startRedisLink,
  testRedisUrl,
  uniqueKeyPrefix,
  unreachableRedisUrl,
} from '../../testing/redis';
import { testClock } from '../../testing/test-clock';
import { MemoryRateLimiter } from './memory-rate-limiter';
import { RedisRateLimiter } from './redis-rate-limiter';

const limits = { ...DEFAULT_RATE_LIMITS, loginPerIp: { max: 3, windowSeconds: 60 } };
const CLIENT = '192.0.2.1';

async function retryAfterOf(attempt: () => Promise<void>): Promise<number | undefined> {
  try {
    await attempt();
    return undefined;
  } catch (error) {
    if (error instanceof TooManyRequestsError) return error.retryAfterSeconds;
    throw error;
  }
}

/** How many of `attempts` were counted rather than refused. */
async function countedOf(attempts: Promise<void>[]): Promise<number> {
  const settled = await Promise.allSettled(attempts);
  for (const result of settled) {
    if (result.status === 'rejected' && !(result.reason instanceof TooManyRequestsError)) {
      throw result.reason;
    }
  }
  return settled.filter((result) => result.status === 'fulfilled').length;
}

describe('RedisRateLimiter', () => {
  const opened: RedisRateLimiter[] = [];
  const cleanUps: (() => Promise<void>)[] = [];

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((limiter) => limiter.close()));
    for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  });

  async function openLimiter(url: string, keyPrefix: string, options: { now?: () => Date } = {}) {
    const logs = captureLogs();
    const clock = testClock();
    const fallback = new MemoryRateLimiter(limits, options.now ?? clock.now);
    const limiter = new RedisRateLimiter({ url, keyPrefix, limits, fallback, logger: logs.logger });
    opened.push(limiter);
    await limiter.ready();
    return { limiter, logs, hit: () => limiter.hit('loginPerIp', CLIENT) };
  }

  describe.skipIf(!testRedisUrl)('against a real Redis (skipped without TEST_REDIS_URL)', () => {
    const redisUrl = testRedisUrl ?? '';

    function inspect(prefix: string) {
      const inspector = inspectRedis(redisUrl, prefix);
      cleanUps.push(inspector.close);
      return inspector.redis;
    }

    it('allows max attempts per key in a window, then says how long Redis keeps it', async () => {
      const { limiter, hit } = await openLimiter(redisUrl, uniqueKeyPrefix());

      await hit();
      await hit();
      await hit();

      expect(await retryAfterOf(hit)).toBe(60);
      expect(await retryAfterOf(() => limiter.hit('loginPerIp', '192.0.2.2'))).toBeUndefined();
      expect(await retryAfterOf(() => limiter.hit('registerPerIp', CLIENT))).toBeUndefined();
    });

    it('keeps the count under <prefix>:rate:<limit>:<key>, expiring with the window', async () => {
      const prefix = uniqueKeyPrefix();
      const redis = inspect(prefix);
      const { hit } = await openLimiter(redisUrl, prefix);

      for (let attempt = 0; attempt < 5; attempt += 1) await retryAfterOf(hit);

      const key = `${prefix}:rate:loginPerIp:${CLIENT}`;
      expect(await redis.get(key)).toBe('3');
      const msLeft = await redis.pttl(key);
      expect(msLeft).toBeGreaterThan(55_000);
      expect(msLeft).toBeLessThanOrEqual(60_000);
    });

    it("ends the window when Redis expires the key, whatever the app's clock says", async () => {
      const prefix = uniqueKeyPrefix();
      const redis = inspect(prefix);
      const clock = testClock();
      const { hit } = await openLimiter(redisUrl, prefix, { now: clock.now });
      await hit();
      await hit();
      await hit();

      clock.advanceSeconds(3600);
      expect(await retryAfterOf(hit)).toBe(60);

      const key = `${prefix}:rate:loginPerIp:${CLIENT}`;
      await redis.pexpire(key, 1);
      while ((await redis.pttl(key)) !== -2) await new Promise((resolve) => setTimeout(resolve, 2));
      expect(await retryAfterOf(hit)).toBeUndefined();
    });

    it('takes back a refunded attempt, and never goes below none', async () => {
      const { limiter, hit } = await openLimiter(redisUrl, uniqueKeyPrefix());
      const refund = () => limiter.refund('loginPerIp', CLIENT);
      await refund();
      await refund();

      for (let attempt = 0; attempt < 5; attempt += 1) {
        await hit();
        await refund();
      }

      expect(await countedOf([hit(), hit(), hit(), hit()])).toBe(3);
    });

    it('does not count a refused attempt, so a refund after it frees exactly one', async () => {
      const { limiter, hit } = await openLimiter(redisUrl, uniqueKeyPrefix());
      await hit();
      await hit();
      await hit();
      expect(await retryAfterOf(hit)).toBe(60);

      await limiter.refund('loginPerIp', CLIENT);

      expect(await retryAfterOf(hit)).toBeUndefined();
      expect(await retryAfterOf(hit)).toBe(60);
    });

    it('counts parallel attempts from two connections exactly once each', async () => {
      const prefix = uniqueKeyPrefix();
      const first = await openLimiter(redisUrl, prefix);
      const second = await openLimiter(redisUrl, prefix);

      const attempts = Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? first : second).hit(),
      );

      expect(await countedOf(attempts)).toBe(3);
    });

    it('takes what a window has left of several attempts, exactly, from two connections at once', async () => {
      const prefix = uniqueKeyPrefix();
      const redis = inspect(prefix);
      const first = await openLimiter(redisUrl, prefix);
      const second = await openLimiter(redisUrl, prefix);
      const take = (index: number) =>
        (index % 2 ? first : second).limiter.take('loginPerIp', CLIENT, 2);

      const granted = await Promise.all(Array.from({ length: 6 }, (_, index) => take(index)));

      expect(granted.reduce((sum, each) => sum + each, 0)).toBe(3);
      expect(await redis.get(`${prefix}:rate:loginPerIp:${CLIENT}`)).toBe('3');
      expect(await redis.pttl(`${prefix}:rate:loginPerIp:${CLIENT}`)).toBeGreaterThan(55_000);
      expect(await retryAfterOf(first.hit)).toBe(60);
    });

    it('quits its connection on close', async () => {
      const prefix = uniqueKeyPrefix();
      const redis = inspect(prefix);
      const { limiter } = await openLimiter(redisUrl, prefix);
      const isConnected = async () =>
        String(await redis.client('LIST')).includes(`name=${prefix}-rate-limits `);
      expect(await isConnected()).toBe(true);

      await limiter.close();

      const deadline = Date.now() + 2000;
      while ((await isConnected()) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await isConnected()).toBe(false);
    });

    it('counts in memory while Redis is cut off, warns once, and shares again when it is back', async () => {
      const link = await startRedisLink(redisUrl);
      cleanUps.push(link.close);
      const prefix = uniqueKeyPrefix();
      const redis = inspect(prefix);
      const { limiter, logs, hit } = await openLimiter(link.url, prefix);
      await hit();

      await link.cut();
      await hit();
      await hit();
      await hit();
      expect(await retryAfterOf(hit)).toBe(60);

      expect(await limiter.take('loginPerIp', '192.0.2.9', 5)).toBe(3);

      await link.restore();
      await limiter.ready();
      await hit();
      expect(await redis.get(`${prefix}:rate:loginPerIp:${CLIENT}`)).toBe('2');
      expect(logs.lines.map((line) => [line.level, line.msg])).toEqual([
        [40, 'Redis does not answer: rate limits are counted by each server process until it does'],
        [30, 'Redis answers again: rate limits are shared again'],
      ]);
    });
  });

  describe('when Redis is unreachable', () => {
    it('starts, counts attempts in memory with the same limit, and warns once', async () => {
      const { logs, hit } = await openLimiter(await unreachableRedisUrl(), uniqueKeyPrefix());

      await hit();
      await hit();
      await hit();

      expect(await retryAfterOf(hit)).toBe(60);
      const warnings = logs.lines.filter((line) => line.level === 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.msg).toBe(
        'Redis does not answer: rate limits are counted by each server process until it does',
      );
    });
  });
});
