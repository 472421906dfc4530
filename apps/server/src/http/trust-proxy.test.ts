import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const twoPerMinute = { max: 2, windowSeconds: 60 };
const PROXY = '10.0.0.2';

describe('the client address behind a reverse proxy', () => {
  let testApp: TestApp | undefined;

  afterEach(async () => {
    await testApp?.close();
  });

  async function statusesOf(trustProxy: Config['http']['trustProxy'], clients: string[]) {
    testApp = await buildTestApp({
      config: { http: { trustProxy } },
      rateLimits: { emailCheckPerIp: twoPerMinute },
    });
    const statuses: number[] = [];
    for (const client of clients) {
      const response = await testApp.app.inject({
        url: '/api/user/email?email=a%40shop.ru',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': client },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  const threeClients = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];

  it.each<[string, Config['http']['trustProxy']]>([
    ['one trusted hop', 1],
    ['the proxy network', ['10.0.0.0/8']],
  ])('limits each client on its own with %s', async (_, trustProxy) => {
    expect(await statusesOf(trustProxy, threeClients)).toEqual([200, 200, 200]);
  });

  it('ignores X-Forwarded-For from an untrusted peer: the forged addresses share one limit', async () => {
    expect(await statusesOf(false, threeClients)).toEqual([200, 200, 429]);
  });

  it('ignores X-Forwarded-For from a peer outside the trusted networks', async () => {
    expect(await statusesOf(['192.168.0.0/16'], threeClients)).toEqual([200, 200, 429]);
  });
});
