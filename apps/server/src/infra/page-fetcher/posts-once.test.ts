import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicInternetPolicy, type AddressPolicy } from './address-policy';
import { createPageFetcher } from './create-page-fetcher';
import { isPublicAddress } from './is-public-address';
import {
  expectRefusal,
  startTestServer,
  tableResolver,
  type TestServer,
} from '../../testing/page-fetch-server';

// 127.0.0.2 stands in for a public host, as in follows-redirects.test; the canary on 127.0.0.1
// stays forbidden, so a post that reached it would show in its count.
const testPolicy: AddressPolicy = {
  isAllowedAddress: (ip) => ip === '127.0.0.2' || isPublicAddress(ip),
  isAllowedPort: () => true,
};

interface Received {
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let canary: TestServer;
let receiver: TestServer;
const received: Received[] = [];

function receiverHandler(request: http.IncomingMessage, response: http.ServerResponse) {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const { method = '', headers, url = '/' } = request;
    received.push({ method, headers, body: Buffer.concat(chunks).toString('utf8') });
    if (url === '/fails') response.writeHead(500).end('Внутренняя ошибка');
    else if (url === '/busy') response.writeHead(503, { 'Retry-After': '60' }).end();
    else if (url === '/moved') response.writeHead(301, { Location: '/hook' }).end();
    else if (url === '/long') response.end('x'.repeat(100_000));
    else if (url === '/silent') return;
    else response.end('{"ok":true}');
  });
}

beforeAll(async () => {
  canary = await startTestServer('127.0.0.1');
  receiver = await startTestServer('127.0.0.2', receiverHandler);
});
afterAll(async () => {
  await canary.close();
  await receiver.close();
});

const resolve = tableResolver({ 'hooks.test': ['127.0.0.2'], 'inside.test': ['127.0.0.1'] });
const fetcher = createPageFetcher({ policy: testPolicy, resolve });
const request = { body: '{"event":"webhook.test"}', timeoutMs: 2000, maxAnswerBytes: 1024 };
const at = (host: string, path: string, port = receiver.port) =>
  new URL(`http://${host}:${port}${path}`);

describe('a post to an address a merchant gave', () => {
  it('sends the body with its headers and answers the status and the body', async () => {
    const answer = await fetcher.post(at('hooks.test', '/hook'), {
      ...request,
      headers: { 'Content-Type': 'application/json', 'X-Signature': 'sha256=ab' },
    });

    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('{"ok":true}');
    const last = received.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.body).toBe(request.body);
    expect(last.headers).toMatchObject({
      'content-type': 'application/json',
      'x-signature': 'sha256=ab',
      'content-length': String(request.body.length),
      host: `hooks.test:${receiver.port}`,
    });
  });

  it('answers a failure status as an answer, and a redirect without following it', async () => {
    const before = received.length;

    const failed = await fetcher.post(at('hooks.test', '/fails'), { ...request, headers: {} });
    const moved = await fetcher.post(at('hooks.test', '/moved'), { ...request, headers: {} });

    expect(failed).toEqual({
      status: 500,
      body: Buffer.from('Внутренняя ошибка'),
      retryAfter: null,
    });
    expect(moved.status).toBe(301);
    expect(received.length - before).toBe(2);
  });

  it('answers the receiver’s Retry-After as sent', async () => {
    const busy = await fetcher.post(at('hooks.test', '/busy'), { ...request, headers: {} });

    expect(busy).toMatchObject({ status: 503, retryAfter: '60' });
  });

  it('reads no more of an answer than asked', async () => {
    const answer = await fetcher.post(at('hooks.test', '/long'), { ...request, headers: {} });

    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(request.maxAnswerBytes);
  });

  it('gives up on a receiver that never answers', async () => {
    const silent = fetcher.post(at('hooks.test', '/silent'), {
      ...request,
      headers: {},
      timeoutMs: 300,
    });

    await expectRefusal(silent, 'TIMEOUT');
  });

  it('refuses an address inside before connecting, by name or literal', async () => {
    const connections = canary.connections;

    await expectRefusal(
      fetcher.post(at('inside.test', '/', canary.port), { ...request, headers: {} }),
      'ADDRESS',
    );
    await expectRefusal(
      fetcher.post(at('127.0.0.1', '/', canary.port), { ...request, headers: {} }),
      'ADDRESS',
    );
    expect(canary.connections).toBe(connections);
  });
});

describe('an address checked before it is kept', () => {
  const guarded = createPageFetcher({
    policy: publicInternetPolicy,
    resolve: tableResolver({ 'crm.example.com': ['93.184.215.14'], 'inside.test': ['127.0.0.1'] }),
  });

  it('passes a public name on the web port, and connects to nothing', async () => {
    const connections = canary.connections + receiver.connections;

    await expect(guarded.checkAddress(new URL('https://crm.example.com/hook'))).resolves.toBe(
      undefined,
    );
    expect(canary.connections + receiver.connections).toBe(connections);
  });

  it('refuses a name inside, another port and a name that does not resolve', async () => {
    await expectRefusal(guarded.checkAddress(new URL('https://inside.test/hook')), 'ADDRESS');
    await expectRefusal(guarded.checkAddress(new URL('https://[::1]/hook')), 'ADDRESS');
    await expectRefusal(guarded.checkAddress(new URL('https://crm.example.com:8443/hook')), 'PORT');
    await expectRefusal(guarded.checkAddress(new URL('https://nowhere.test/hook')), 'UNREACHABLE');
  });
});
