import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressPolicy } from './address-policy';
import { createPageFetcher } from './create-page-fetcher';
import { isPublicAddress } from './is-public-address';
import type { Resolver } from './resolve-address';
import {
  expectRefusal,
  startTestServer,
  tableResolver,
  listenTracked,
  type TestServer,
} from '../../testing/page-fetch-server';

// 127.0.0.2 stands in for a public host; 127.0.0.1 stays forbidden.
const testPolicy: AddressPolicy = {
  isAllowedAddress: (ip) => ip === '127.0.0.2' || isPublicAddress(ip),
  isAllowedPort: () => true,
};

/** A DNS-rebinding name: the checked answer first, loopback on every later lookup. */
function rebindingResolver(): Resolver & { calls: number } {
  const resolve = async () => {
    resolve.calls += 1;
    const address = resolve.calls === 1 ? '127.0.0.2' : '127.0.0.1';
    return [{ address, family: 4 }];
  };
  resolve.calls = 0;
  return resolve;
}

/**
 * The site on 127.0.0.2 and a canary on 127.0.0.1 share one port, so a connection made
 * after a second lookup would land on the canary. A port taken on 127.0.0.1 means another try.
 */
async function startSiteAndCanary(): Promise<[TestServer, TestServer]> {
  for (let attempt = 0; ; attempt += 1) {
    const site = await startTestServer('127.0.0.2', (request, response) =>
      request.url === '/again'
        ? response.writeHead(302, { Location: '/final' }).end()
        : response.end('site'),
    );
    try {
      return [site, await startTestServer('127.0.0.1', undefined, site.port)];
    } catch (error) {
      await site.close();
      if (attempt === 4) throw error;
    }
  }
}

let site: TestServer;
let canary: TestServer;
beforeAll(async () => {
  [site, canary] = await startSiteAndCanary();
});
afterAll(async () => {
  await site.close();
  await canary.close();
});

describe('the connection goes to the checked address', () => {
  it('resolves once and connects to that answer, not to a later one', async () => {
    const resolve = rebindingResolver();
    const fetcher = createPageFetcher({ policy: testPolicy, resolve });

    const page = await fetcher.fetchPage(new URL(`http://rebind.test:${site.port}/`));

    expect(page.body).toBe('site');
    expect(resolve.calls).toBe(1);
    expect(canary.connections).toBe(0);
    expect(site.hostHeaders.at(-1)).toBe(`rebind.test:${site.port}`);
  });

  it('resolves and checks again for a redirect, refusing the rebound answer', async () => {
    const resolve = rebindingResolver();
    const fetcher = createPageFetcher({ policy: testPolicy, resolve });

    await expectRefusal(
      fetcher.fetchPage(new URL(`http://rebind.test:${site.port}/again`)),
      'ADDRESS',
    );

    expect(resolve.calls).toBe(2);
    expect(canary.connections).toBe(0);
  });

  it('sends the name as TLS server name while connecting to the checked address', async () => {
    // A plain TCP listener that keeps the ClientHello: it speaks no TLS, so the fetch then fails.
    const listener = net.createServer();
    const helloSeen = new Promise<Buffer>((resolve) => {
      listener.once('connection', (socket: net.Socket) => {
        socket.once('data', (hello: Buffer) => {
          resolve(hello);
          socket.destroy();
        });
      });
    });
    const raw = await listenTracked(listener, '127.0.0.2');
    const fetcher = createPageFetcher({
      policy: testPolicy,
      resolve: tableResolver({ 'shop.test': ['127.0.0.2'] }),
    });

    await expectRefusal(
      fetcher.fetchPage(new URL(`https://shop.test:${raw.port}/`)),
      'UNREACHABLE',
    );

    expect((await helloSeen).includes('shop.test')).toBe(true);
    expect(raw.connections).toBe(1);
    await raw.close();
  });
});
