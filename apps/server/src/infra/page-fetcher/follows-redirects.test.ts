import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressPolicy } from './address-policy';
import { createPageFetcher } from './create-page-fetcher';
import { isPublicAddress } from './is-public-address';
import {
  expectRefusal,
  startTestServer,
  tableResolver,
  type TestServer,
} from '../../testing/page-fetch-server';

// 127.0.0.2 stands in for a public host (Linux routes all of 127/8 to loopback); the canary
// on 127.0.0.1 stays forbidden, so a redirect that reached it would show in its count.
const testPolicy: AddressPolicy = {
  isAllowedAddress: (ip) => ip === '127.0.0.2' || isPublicAddress(ip),
  isAllowedPort: () => true,
};

let canary: TestServer;
let site: TestServer;

function redirect(response: http.ServerResponse, location: string, status = 302): void {
  response.writeHead(status, { Location: location }).end();
}

/** Routes of the stand-in public site; `/chain/N` redirects N more times before answering. */
function siteHandler(request: http.IncomingMessage, response: http.ServerResponse): void {
  const path = request.url ?? '/';
  const chain = /^\/chain\/(\d+)$/.exec(path);
  if (chain) {
    const left = Number(chain[1]);
    if (left === 0) response.end('end of chain');
    else redirect(response, `/chain/${left - 1}`);
  } else if (path === '/to-canary') redirect(response, `http://127.0.0.1:${canary.port}/`);
  else if (path === '/to-canary-by-name')
    redirect(response, `http://loopback.test:${canary.port}/`);
  else if (path === '/to-ftp') redirect(response, 'ftp://site.test/');
  else if (path === '/no-location') response.writeHead(302).end();
  else if (path.startsWith('/status/')) redirect(response, '/landing', Number(path.slice(8)));
  else if (path === '/dir/start') redirect(response, '../landing');
  else if (path === '/landing') response.end('landed');
  else response.writeHead(404).end();
}

beforeAll(async () => {
  canary = await startTestServer('127.0.0.1');
  site = await startTestServer('127.0.0.2', siteHandler);
});
afterAll(async () => {
  await canary.close();
  await site.close();
});

const fetcher = createPageFetcher({
  policy: testPolicy,
  resolve: tableResolver({ 'site.test': ['127.0.0.2'], 'loopback.test': ['127.0.0.1'] }),
});

const siteUrl = (path: string) => new URL(`http://site.test:${site.port}${path}`);

describe('redirects', () => {
  it('refuses a redirect to a forbidden literal address without connecting to it', async () => {
    await expectRefusal(fetcher.fetchPage(siteUrl('/to-canary')), 'ADDRESS');
    expect(canary.connections).toBe(0);
  });

  it('refuses a redirect to a name that resolves to a forbidden address', async () => {
    await expectRefusal(fetcher.fetchPage(siteUrl('/to-canary-by-name')), 'ADDRESS');
    expect(canary.connections).toBe(0);
  });

  it('refuses a redirect to another scheme', async () => {
    await expectRefusal(fetcher.fetchPage(siteUrl('/to-ftp')), 'SCHEME');
  });

  it('follows 3 redirects to the final page', async () => {
    const page = await fetcher.fetchPage(siteUrl('/chain/3'));

    expect(page).toEqual({ url: siteUrl('/chain/0'), body: 'end of chain' });
  });

  it('refuses a 4th redirect', async () => {
    await expectRefusal(fetcher.fetchPage(siteUrl('/chain/4')), 'TOO_MANY_REDIRECTS');
  });

  it.each([301, 302, 303, 307, 308])('follows a %s', async (status) => {
    const page = await fetcher.fetchPage(siteUrl(`/status/${status}`));

    expect(page).toEqual({ url: siteUrl('/landing'), body: 'landed' });
  });

  it('resolves a relative Location against the current URL', async () => {
    const page = await fetcher.fetchPage(siteUrl('/dir/start'));

    expect(page).toEqual({ url: siteUrl('/landing'), body: 'landed' });
  });

  it('treats a redirect without Location as a final non-2xx answer', async () => {
    await expectRefusal(fetcher.fetchPage(siteUrl('/no-location')), 'HTTP_STATUS', 302);
  });
});
