import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  accountRowCounts,
  login,
  PASSWORD,
  registerAccount,
  uniqueEmail,
} from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';
import { testClock } from '../../testing/test-clock';

const twoPerMinute = { max: 2, windowSeconds: 60 };
const plenty = { max: 1000, windowSeconds: 60 };

function expectTooMany(
  response: LightMyRequestResponse,
  retryAfterSeconds: number,
  detail = 'Слишком много попыток. Попробуйте позже.',
) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ detail });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

const LOCKED_OUT =
  'Слишком много неудачных попыток входа. Если это ваш аккаунт, войдите по ссылке из письма, которое мы отправили на его адрес.';

describe('rate limits', () => {
  const clock = testClock();
  let ip = 0;
  const nextIp = () => `203.0.113.${(ip += 1)}`;

  describe('per IP', () => {
    const testApp = useTestApp({
      now: clock.now,
      rateLimits: {
        emailCheckPerIp: twoPerMinute,
        loginPerIp: twoPerMinute,
        registerPerIp: twoPerMinute,
        passwordResetPerIp: twoPerMinute,
        passwordApplyPerIp: twoPerMinute,
      },
    });

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const calls = {
      'the e-mail check': (remoteAddress: string) =>
        testApp.app.inject({ url: '/api/user/email?email=a%40shop.ru', remoteAddress }),
      'sign-in': (remoteAddress: string) =>
        login(testApp.app, 'a@shop.ru', PASSWORD, remoteAddress),
      'sign-up': (remoteAddress: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/user/register',
          payload: { email: uniqueEmail(), password: PASSWORD, confirm_password: PASSWORD },
          remoteAddress,
        }),
      'the reset request': (remoteAddress: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/user/password/reset',
          payload: { email: uniqueEmail() },
          remoteAddress,
        }),
      'the password apply': (remoteAddress: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/user/password/apply',
          headers: form,
          payload: `password=${PASSWORD}&confirm_password=${PASSWORD}&token=unknown`,
          remoteAddress,
        }),
    };

    it.each(Object.entries(calls))(
      'limits %s, per address, until the window ends',
      async (_name, call) => {
        const address = nextIp();
        await call(address);
        await call(address);
        clock.advanceSeconds(15);
        const before = await accountRowCounts(testApp.database.db);

        expectTooMany(await call(address), 45);
        expect(await accountRowCounts(testApp.database.db)).toEqual(before);
        expect((await call(nextIp())).statusCode).not.toBe(429);
        clock.advanceSeconds(45);
        expect((await call(address)).statusCode).not.toBe(429);
      },
    );
  });

  describe('per account', () => {
    const testApp = useTestApp({
      now: clock.now,
      rateLimits: {
        failedLoginsPerAccount: twoPerMinute,
        resetLettersPerAccount: twoPerMinute,
        loginPerIp: plenty,
        passwordResetPerIp: plenty,
      },
    });

    it('stops sign-in to an account after its failures, from any address, even with the password', async () => {
      const { email } = await registerAccount(testApp.app);
      const other = await registerAccount(testApp.app);
      expect((await login(testApp.app, email, 'не-тот', nextIp())).statusCode).toBe(401);
      expect((await login(testApp.app, email.toUpperCase(), 'не-тот', nextIp())).statusCode).toBe(
        401,
      );

      // The account's lock tells of the owner's letter to sign in by (decision 52).
      expectTooMany(await login(testApp.app, email, PASSWORD, nextIp()), 60, LOCKED_OUT);
      expect((await login(testApp.app, other.email, PASSWORD, nextIp())).statusCode).toBe(200);
      clock.advanceSeconds(60);
      expect((await login(testApp.app, email, PASSWORD, nextIp())).statusCode).toBe(200);
    });

    it('counts failures only: successful sign-ins never reach the limit', async () => {
      const { email } = await registerAccount(testApp.app);

      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login(testApp.app, email, PASSWORD, nextIp())).statusCode).toBe(200);
      }
    });

    it.each([
      ['an account', true],
      ['an unknown address, alike', false],
    ])('limits reset letters to %s', async (_case, exists) => {
      const email = exists ? (await registerAccount(testApp.app)).email : uniqueEmail('nobody');
      const requestReset = (address: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/user/password/reset',
          payload: { email: address },
          remoteAddress: nextIp(),
        });
      await requestReset(email);
      await requestReset(email);

      expectTooMany(await requestReset(email.toUpperCase()), 60);
      expect((await requestReset(uniqueEmail())).statusCode).toBe(200);
    });
  });
});
