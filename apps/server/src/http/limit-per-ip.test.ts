import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimits } from '../config';
import { login, uniqueEmail } from '../testing/accounts';
import { buildTestApp, type TestApp, type TestAppOptions } from '../testing/build-test-app';
import { captureLogs } from '../testing/capture-logs';
import { uniqueKeyPrefix, unreachableRedisUrl } from '../testing/redis';

const twoPerMinute = { max: 2, windowSeconds: 60 };
const limits: Partial<RateLimits> = { loginPerIp: twoPerMinute };

/** A failed sign-in from `address`: 401 while the limits allow it, 429 after. */
const signInFrom = (testApp: TestApp, address: string, email = uniqueEmail()) =>
  login(testApp.app, email, 'не-тот-пароль', address);

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(55);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
}

/** One app for the tests of a describe block, closed after them. */
function useApp(options: () => Promise<TestAppOptions> | TestAppOptions) {
  const holder = {} as { testApp: TestApp };
  beforeAll(async () => {
    holder.testApp = await buildTestApp(await options());
  });
  afterAll(async () => {
    await holder.testApp?.close();
  });
  return holder;
}

describe('per-IP limits', () => {
  describe('of an IPv6 client', () => {
    const held = useApp(() => ({ rateLimits: limits }));

    it('count every address of its /64 as one client', async () => {
      const { testApp } = held;
      expect((await signInFrom(testApp, '2001:db8:1:2::1')).statusCode).toBe(401);
      expect((await signInFrom(testApp, '2001:db8:1:2:ffff:abcd:1234:5678')).statusCode).toBe(401);

      expectTooMany(await signInFrom(testApp, '2001:db8:1:2::9'));
      expect((await signInFrom(testApp, '2001:db8:1:3::1')).statusCode).toBe(401);
    });
  });

  describe('with REDIS_URL set but Redis unreachable', () => {
    const logs = captureLogs();
    const held = useApp(async () => ({
      config: {
        storage: {
          redisUrl: (await unreachableRedisUrl()).replace('//', '//:a-redis-password@'),
          redisKeyPrefix: uniqueKeyPrefix(),
        },
      },
      rateLimits: limits,
      logger: logs.logger,
    }));

    it("sign-in still answers, limited by this process's own counters, with a warning", async () => {
      const { testApp } = held;
      expect((await signInFrom(testApp, '203.0.113.1')).statusCode).toBe(401);
      expect((await signInFrom(testApp, '203.0.113.1')).statusCode).toBe(401);

      expectTooMany(await signInFrom(testApp, '203.0.113.1'));
      const said = (start: string) => logs.lines.filter((line) => line.msg.startsWith(start));
      const { host } = new URL(testApp.config.storage.redisUrl ?? '');
      expect(said('Rate limits:').map((line) => line.msg)).toEqual([
        `Rate limits: shared in Redis at redis://${host}`,
      ]);
      expect(JSON.stringify(logs.lines)).not.toContain('a-redis-password');
      expect(said('Redis does not answer')).toHaveLength(1);
    });
  });
});
