import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { login, uniqueEmail } from '../../testing/accounts';
import type { TestApp } from '../../testing/build-test-app';
import { inspectRedis, testRedisUrl, uniqueKeyPrefix } from '../../testing/redis';
import { useTestApp } from '../../testing/signed-in-app';

const twoPerMinute = { max: 2, windowSeconds: 60 };

const failedSignIn = ({ app }: Pick<TestApp, 'app'>, address: string, email = uniqueEmail()) =>
  login(app, email, 'не-тот-пароль', address);

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(55);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
}

describe.skipIf(!testRedisUrl)(
  'two app instances, each on its own database, sharing one Redis (skipped without TEST_REDIS_URL)',
  () => {
    const redisUrl = testRedisUrl ?? '';
    const keyPrefix = uniqueKeyPrefix();
    const options = {
      config: { storage: { redisUrl, redisKeyPrefix: keyPrefix } },
      rateLimits: { loginPerIp: twoPerMinute, failedLoginsPerAccount: twoPerMinute },
    };

    // After hooks run last to first: this one once both apps are closed.
    afterAll(async () => {
      await inspectRedis(redisUrl, keyPrefix).close();
    });

    const first = useTestApp(options);
    const second = useTestApp(options);

    it('reach the per-IP sign-in limit together', async () => {
      expect((await failedSignIn(first, '203.0.113.7')).statusCode).toBe(401);
      expect((await failedSignIn(second, '203.0.113.7')).statusCode).toBe(401);

      expectTooMany(await failedSignIn(first, '203.0.113.7'));
      expectTooMany(await failedSignIn(second, '203.0.113.7'));
      expect((await failedSignIn(second, '203.0.113.8')).statusCode).toBe(401);
    });

    it('count an IPv6 client by its /64 across both', async () => {
      expect((await failedSignIn(first, '2001:db8:5:6::1')).statusCode).toBe(401);
      expect((await failedSignIn(second, '2001:db8:5:6::2')).statusCode).toBe(401);

      expectTooMany(await failedSignIn(first, '2001:db8:5:6:1:2:3:4'));
    });

    it("reach an account's failed sign-in limit together, from any address", async () => {
      const email = uniqueEmail('shared');
      expect((await failedSignIn(first, '203.0.113.21', email)).statusCode).toBe(401);
      expect((await failedSignIn(second, '203.0.113.22', email)).statusCode).toBe(401);

      expectTooMany(await failedSignIn(first, '203.0.113.23', email));
    });
  },
);
