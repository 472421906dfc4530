import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PASSWORD, registerAccount } from '../../testing/accounts';
import { useTestApp } from '../../testing/signed-in-app';
import { testClock } from '../../testing/test-clock';

const WINDOW_SECONDS = 15 * 60;
const WRONG = 'не-тот-пароль';

/** The cookie with one character swapped for another, at `index`. */
const altered = (value: string, index: number) =>
  `${value.slice(0, index)}${value[index] === 'A' ? 'B' : 'A'}${value.slice(index + 1)}`;

const deviceCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'login_device');

describe('sign-in limits that an attacker cannot turn against the owner', () => {
  const clock = testClock();
  let ip = 0;
  const nextIp = () => `198.51.100.${(ip += 1) % 250}`;

  // The default limits: ten failures per account or device in 15 minutes.
  const testApp = useTestApp({
    now: clock.now,
    rateLimits: { loginPerIp: { max: 1000, windowSeconds: 60 } },
  });

  const login = (email: string, password: string, device?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password }).toString(),
      cookies: device === undefined ? {} : { login_device: device },
      remoteAddress: nextIp(),
    });

  /** An account, and the device cookie its owner's browser got at a sign-in. */
  const ownerWithBrowser = async () => {
    const { email } = await registerAccount(testApp.app);
    const device = deviceCookieOf(await login(email, PASSWORD))?.value ?? '';
    return { email, device };
  };

  const failTenTimes = async (email: string, device?: string) => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(email, WRONG, device)).statusCode).toBe(401);
    }
  };

  it('sets a signed, long-lived device cookie for the sign-in call alone', async () => {
    const { email } = await registerAccount(testApp.app);

    const cookie = deviceCookieOf(await login(email, PASSWORD));

    expect(cookie).toMatchObject({
      path: '/api/user/login',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 365 * 24 * 60 * 60,
    });
    expect(cookie?.value).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(cookie?.value).not.toContain(email);
  });

  it("lets the owner's browser sign in while failures from ten addresses lock the account, window after window", async () => {
    const owner = await ownerWithBrowser();

    for (let window = 0; window < 2; window += 1) {
      await failTenTimes(owner.email);
      expect((await login(owner.email, WRONG)).statusCode).toBe(429);

      const signIn = await login(owner.email, PASSWORD, owner.device);
      expect(signIn.statusCode).toBe(200);
      owner.device = deviceCookieOf(signIn)?.value ?? '';
      clock.advanceSeconds(WINDOW_SECONDS);
    }
  });

  it('keeps a caller without a device cookie locked out, even with the right password', async () => {
    const owner = await ownerWithBrowser();
    await failTenTimes(owner.email);

    const response = await login(owner.email, PASSWORD);

    expect(response.statusCode).toBe(429);
    expect(deviceCookieOf(response)).toBeUndefined();
    clock.advanceSeconds(WINDOW_SECONDS);
  });

  it.each([
    ['a forged cookie', async () => `${'A'.repeat(22)}.${'B'.repeat(43)}`],
    ["another account's cookie", async () => (await ownerWithBrowser()).device],
    [
      "the owner's cookie with its signature altered",
      async (device: string) => altered(device, 40),
    ],
    ["the owner's cookie with its nonce altered", async (device: string) => altered(device, 0)],
    ['a cookie that is no token', async () => 'garbage'],
  ])('gives %s no way past the lock', async (_case, cookieFrom) => {
    const owner = await ownerWithBrowser();
    await failTenTimes(owner.email);

    const response = await login(owner.email, PASSWORD, await cookieFrom(owner.device));

    expect(response.statusCode).toBe(429);
    clock.advanceSeconds(WINDOW_SECONDS);
  });

  it('locks a device cookie after its own ten failures, that cookie alone', async () => {
    const owner = await ownerWithBrowser();
    const otherBrowser = deviceCookieOf(await login(owner.email, PASSWORD))?.value;
    await failTenTimes(owner.email, owner.device);

    expect((await login(owner.email, PASSWORD, owner.device)).statusCode).toBe(429);
    expect((await login(owner.email, PASSWORD, otherBrowser)).statusCode).toBe(200);
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(200);
    clock.advanceSeconds(WINDOW_SECONDS);
    expect((await login(owner.email, PASSWORD, owner.device)).statusCode).toBe(200);
  });

  it('sets the device cookie at sign-up too', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { email: 'device@shop.example.ru', password: PASSWORD, confirm_password: PASSWORD },
    });

    expect(deviceCookieOf(response)).toMatchObject({ path: '/api/user/login', httpOnly: true });
  });
});
