import type http from 'node:http';
import { VERIFICATION_FETCH_LIMITS } from '@vitrina/contracts/limits';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { anyAddressPolicy } from './address-policy';
import { createPageFetcher } from './create-page-fetcher';
import type { PageFetchRefusal } from './page-fetcher';
import {
  closedPort,
  expectRefusal,
  startTestServer,
  type TestServer,
} from '../../testing/page-fetch-server';

const MAX_BYTES = VERIFICATION_FETCH_LIMITS.maxBodyBytes;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
const PAGE = '<p>Код подтверждения: vitrina-7f3a</p>';
/** Delay of each answer under /slow/: 4 of them pass the 200 ms deadline, 1 alone does not. */
const SLOW_HOP_MS = 120;

type Route = (response: http.ServerResponse, request: http.IncomingMessage) => void;

/** Writes `bytes` bytes in chunks, without a Content-Length unless one was set. */
function writeBytes(response: http.ServerResponse, bytes: number): void {
  for (let left = bytes; left > 0; left -= CHUNK.length) {
    response.write(CHUNK.subarray(0, Math.min(left, CHUNK.length)));
  }
  response.end();
}

/** /slow/N redirects N times, each answer late. */
function slowRoute(left: number): Route {
  return (response) => {
    setTimeout(() => {
      if (left === 0) response.end('late');
      else response.writeHead(302, { Location: `/slow/${left - 1}` }).end();
    }, SLOW_HOP_MS);
  };
}

const routes: Record<string, Route> = {
  '/page': (response) =>
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE),
  '/headers': (response, request) => response.end(JSON.stringify(request.headers)),
  '/to-page': (response) => response.writeHead(302, { Location: '/page' }).end(),
  // Bodies larger than socket buffers: left unread, they would hold the connection open.
  '/to-page-with-body': (response) => {
    response.writeHead(302, { Location: '/page' });
    writeBytes(response, 4 * MAX_BYTES);
  },
  '/missing-with-body': (response) => {
    response.writeHead(404);
    writeBytes(response, 4 * MAX_BYTES);
  },
  '/exactly-max': (response) => writeBytes(response, MAX_BYTES),
  '/over-chunked': (response) => writeBytes(response, MAX_BYTES + 1),
  '/over-declared': (response) => {
    response.setHeader('Content-Length', MAX_BYTES + 1);
    writeBytes(response, MAX_BYTES + 1);
  },
  '/over-declared-then-silent': (response) =>
    response.writeHead(200, { 'Content-Length': MAX_BYTES + 1 }).flushHeaders(),
  '/silent': () => {},
  '/stalled-body': (response) => response.writeHead(200).write('<p>partial'),
  '/broken': (response) => response.writeHead(500).end('broken'),
  ...Object.fromEntries([0, 1, 2, 3].map((left) => [`/slow/${left}`, slowRoute(left)])),
};

function pageHandler(request: http.IncomingMessage, response: http.ServerResponse): void {
  const route = routes[request.url ?? ''] ?? ((notFound) => notFound.writeHead(404).end());
  route(response, request);
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('127.0.0.1', pageHandler);
});
afterAll(() => server.close());

const fetcher = createPageFetcher({ policy: anyAddressPolicy });
const quickFetcher = createPageFetcher({
  policy: anyAddressPolicy,
  limits: { ...VERIFICATION_FETCH_LIMITS, timeoutMs: 200 },
});
const local = (path: string) => new URL(`http://127.0.0.1:${server.port}${path}`);

describe('with anyAddressPolicy', () => {
  it('returns the page decoded as UTF-8, with the URL that answered', async () => {
    const page = await fetcher.fetchPage(local('/page'));

    expect(page).toEqual({ url: local('/page'), body: PAGE });
  });

  it('identifies itself and asks for HTML', async () => {
    const page = await fetcher.fetchPage(local('/headers'));

    expect(JSON.parse(page.body)).toMatchObject({
      'user-agent': 'VitrinaVerifier/1.0 (+domain ownership check)',
      accept: 'text/html',
      host: `127.0.0.1:${server.port}`,
    });
  });

  it('accepts a body of exactly the cap', async () => {
    const page = await fetcher.fetchPage(local('/exactly-max'));

    expect(page.body).toHaveLength(MAX_BYTES);
  });

  it.each<[string, PageFetchRefusal, number?]>([
    ['/over-chunked', 'TOO_LARGE'],
    ['/over-declared', 'TOO_LARGE'],
    ['/missing', 'HTTP_STATUS', 404],
    ['/broken', 'HTTP_STATUS', 500],
  ])('%s → %s %s', async (path, reason, status) => {
    await expectRefusal(fetcher.fetchPage(local(path)), reason, status);
  });

  it('refuses a declared Content-Length over the cap before any body arrives', async () => {
    await expectRefusal(fetcher.fetchPage(local('/over-declared-then-silent')), 'TOO_LARGE');
  });

  it.each(['/silent', '/stalled-body', '/slow/3'])('%s → TIMEOUT', async (path) => {
    await expectRefusal(quickFetcher.fetchPage(local(path)), 'TIMEOUT');
  });

  it('times out while the name is still resolving', async () => {
    const stuck = createPageFetcher({
      policy: anyAddressPolicy,
      resolve: () => new Promise(() => {}),
      limits: { ...VERIFICATION_FETCH_LIMITS, timeoutMs: 50 },
    });

    await expectRefusal(stuck.fetchPage(new URL('http://stuck.test/')), 'TIMEOUT');
  });

  it.each([
    ['a name that does not resolve', () => Promise.reject(new Error('ENOTFOUND'))],
    ['a name without addresses', () => Promise.resolve([])],
  ])('%s → UNREACHABLE', async (_name, resolve) => {
    const unresolved = createPageFetcher({ policy: anyAddressPolicy, resolve });

    await expectRefusal(unresolved.fetchPage(new URL('http://nowhere.test/')), 'UNREACHABLE');
  });

  it('a closed port → UNREACHABLE', async () => {
    const port = await closedPort('127.0.0.1');

    await expectRefusal(fetcher.fetchPage(new URL(`http://127.0.0.1:${port}/`)), 'UNREACHABLE');
  });

  it('https against a plain HTTP port → UNREACHABLE', async () => {
    const url = new URL(`https://127.0.0.1:${server.port}/page`);

    await expectRefusal(fetcher.fetchPage(url), 'UNREACHABLE');
  });

  it('reaches an IPv6 literal', async ({ skip }) => {
    const server6 = await startTestServer('::1').catch(() => skip('no IPv6 loopback here'));
    const url = new URL(`http://[::1]:${server6.port}/`);

    const page = await fetcher.fetchPage(url);

    expect(page.body).toBe('ok');
    expect(server6.hostHeaders).toEqual([`[::1]:${server6.port}`]);
    await server6.close();
  });
});

describe('cleanup', () => {
  it.each([
    '/page',
    '/to-page',
    '/to-page-with-body',
    '/over-chunked',
    '/over-declared',
    '/missing',
    '/missing-with-body',
  ])(
    'after %s no timer is pending and every connection is closed',
    async (path) => {
      // Only the global timer functions are faked: sockets keep their own clock.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await fetcher.fetchPage(local(path)).catch(() => undefined);

        expect(vi.getTimerCount()).toBe(0);
      } finally {
        vi.useRealTimers();
      }
      await server.allClosed();
    },
    // A connection left open shows as this timeout.
    3000,
  );

  it('after a TIMEOUT every connection is closed', async () => {
    await expectRefusal(quickFetcher.fetchPage(local('/silent')), 'TIMEOUT');

    await server.allClosed();
  });
});
