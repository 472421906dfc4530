import { messages } from '@vitrina/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicInternetPolicy } from '../../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../../infra/page-fetcher/create-page-fetcher';
import { startTestServer, tableResolver, type TestServer } from '../../testing/page-fetch-server';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { createSite } from '../../testing/platform';
import { useTestApp } from '../../testing/signed-in-app';

/** Where a merchant's domain may point: none of these is on the public internet. */
const HOSTILE_ADDRESSES = [
  ['loopback', ['127.0.0.1']],
  ['loopback elsewhere in 127/8', ['127.1.2.3']],
  ['the unspecified address', ['0.0.0.0']],
  ['10/8', ['10.0.0.1']],
  ['172.16/12, first', ['172.16.0.1']],
  ['172.16/12, last', ['172.31.255.254']],
  ['192.168/16', ['192.168.1.1']],
  ['carrier-grade NAT', ['100.64.0.1']],
  ['the cloud metadata service', ['169.254.169.254']],
  ['multicast', ['224.0.0.1']],
  ['broadcast', ['255.255.255.255']],
  ['the benchmarking range', ['198.18.0.1']],
  ['the reserved 240/4', ['240.0.0.1']],
  ['IPv6 loopback', ['::1']],
  ['the IPv6 unspecified address', ['::']],
  ['IPv4-mapped loopback', ['::ffff:7f00:1']],
  ['IPv4-mapped private', ['::ffff:10.0.0.1']],
  ['IPv6 unique local', ['fd00::1']],
  ['IPv6 link-local', ['fe80::1']],
  ['IPv6 multicast', ['ff02::1']],
  ['NAT64 of loopback', ['64:ff9b::7f00:1']],
  ['one public and one loopback answer', ['93.184.216.34', '127.0.0.1']],
] as const;

const hostOf = (index: number) => `shop-${index}.hostile.example`;
const PUBLIC_HOST = 'public.hostile.example';

describe('domain verification with the default policy: no request reaches a private address', () => {
  let canary: TestServer;
  let anna: Account;

  beforeAll(async () => {
    canary = await startTestServer('127.0.0.1');
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await canary.close();
  });

  const names = Object.fromEntries(
    HOSTILE_ADDRESSES.map(([, addresses], index) => [hostOf(index), [...addresses]]),
  );
  const testApp = useTestApp({
    pageFetcher: createPageFetcher({
      policy: publicInternetPolicy,
      resolve: tableResolver({ ...names, [PUBLIC_HOST]: ['93.184.216.34'] }),
    }),
    rateLimits: { domainVerificationsPerAccount: { max: 100, windowSeconds: 60 } },
  });

  beforeAll(async () => {
    anna = await registerAccount(testApp.app);
  });

  async function verify(host: string, link: string) {
    const domain = (await createSite(testApp.app, anna, [host])).domains[0]!;
    return callApi(testApp.app, anna, 'POST', `platform/domain/${domain.id}/verify/`, { link });
  }

  it.each(HOSTILE_ADDRESSES.map(([name], index) => [name, index] as const))(
    'refuses a domain that resolves to %s',
    async (_, index) => {
      const response = await verify(hostOf(index), `http://${hostOf(index)}:${canary.port}/`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: messages.verification.addressNotAllowed });
    },
  );

  it('refuses a port other than 80 and 443, and a scheme other than http and https', async () => {
    const port = await verify(PUBLIC_HOST, `https://${PUBLIC_HOST}:8443/`);
    const scheme = await verify('ftp.hostile.example', 'ftp://ftp.hostile.example/');

    expect(port.json()).toEqual({ detail: messages.verification.portNotAllowed });
    expect([port.statusCode, scheme.statusCode]).toEqual([400, 422]);
    expect(scheme.json().detail).toBe(messages.verification.schemeNotAllowed);
  });

  it('never let a connection reach the loopback canary', () => {
    expect(canary.connections).toBe(0);
  });
});
