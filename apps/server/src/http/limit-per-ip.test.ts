import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { RateLimits } from '../config';
import { login, uniqueEmail } from '../testing/accounts';
import { captureLogs } from '../testing/capture-logs';
import { uniqueKeyPrefix, unreachableRedisUrl } from '../testing/redis';
import { useTestApp } from '../testing/signed-in-app';

const twoPerMinute = { max: 2, windowSeconds: 60 };
const limits: Partial<RateLimits> = { loginPerIp: twoPerMinute };

/** A failed sign-in from `address`: 401 while the limits allow it, 429 after. */
const signInFrom = (app: App, address: string, email = uniqueEmail()) =>
  login(app, email, 'не-тот-пароль', address);

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(55);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
}

describe('per-IP limits', () => {
  describe('of an IPv6 client', () => {
    const testApp = useTestApp({ rateLimits: limits });

    it('count every address of its /64 as one client', async () => {
      const { app } = testApp;
      expect((await signInFrom(app, '2001:db8:1:2::1')).statusCode).toBe(401);
      expect((await signInFrom(app, '2001:db8:1:2:ffff:abcd:1234:5678')).statusCode).toBe(401);

      expectTooMany(await signInFrom(app, '2001:db8:1:2::9'));
      expect((await signInFrom(app, '2001:db8:1:3::1')).statusCode).toBe(401);
    });
  });

  describe('with REDIS_URL set but Redis unreachable', () => {
    const logs = captureLogs();
    let redisUrl: string;
    beforeAll(async () => {
      redisUrl = (await unreachableRedisUrl()).replace('//', '//:a-redis-password@');
    });
    const testApp = useTestApp(() => ({
      config: { storage: { redisUrl, redisKeyPrefix: uniqueKeyPrefix() } },
      rateLimits: limits,
      logger: logs.logger,
    }));

    it("sign-in still answers, limited by this process's own counters, with a warning", async () => {
      const { app } = testApp;
      expect((await signInFrom(app, '203.0.113.1')).statusCode).toBe(401);
      expect((await signInFrom(app, '203.0.113.1')).statusCode).toBe(401);

      expectTooMany(await signInFrom(app, '203.0.113.1'));
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
