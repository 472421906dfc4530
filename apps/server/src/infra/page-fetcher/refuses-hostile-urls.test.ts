import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyAddressPolicy, publicInternetPolicy } from './address-policy';
import { createPageFetcher } from './create-page-fetcher';
import type { PageFetchRefusal } from './page-fetcher';
import { systemResolver } from './resolve-address';
import {
  expectRefusal,
  startTestServer,
  tableResolver,
  type TestServer,
} from '../../testing/page-fetch-server';

// A canary on loopback: a guard that lets anything through would be seen connecting to it.
let canary: TestServer;
beforeAll(async () => {
  canary = await startTestServer('127.0.0.1', (_request, response) => response.end('canary'));
});
afterAll(() => canary.close());

const fetcher = createPageFetcher({
  policy: publicInternetPolicy,
  resolve: tableResolver(
    {
      'example.com': ['93.184.215.14'],
      'loopback.test': ['127.0.0.1'],
      'mixed.test': ['93.184.215.14', '10.0.0.1'],
      'mapped.test': ['::ffff:127.0.0.1'],
    },
    systemResolver, // localhost goes through the real resolver
  ),
});

describe('publicInternetPolicy refuses before connecting', () => {
  it.each<[string, PageFetchRefusal]>([
    ['http://127.0.0.1:PORT/', 'ADDRESS'],
    ['http://127.1:PORT/', 'ADDRESS'],
    ['http://2130706433:PORT/', 'ADDRESS'],
    ['http://0x7f.1:PORT/', 'ADDRESS'],
    ['http://017700000001:PORT/', 'ADDRESS'],
    ['http://[::1]:PORT/', 'ADDRESS'],
    ['http://[::ffff:7f00:1]:PORT/', 'ADDRESS'],
    ['http://[::ffff:127.0.0.1]/', 'ADDRESS'],
    ['http://[::7f00:1]:PORT/', 'ADDRESS'],
    ['http://[64:ff9b::7f00:1]/', 'ADDRESS'],
    ['http://[2002:7f00:1::]/', 'ADDRESS'],
    ['http://10.0.0.1/', 'ADDRESS'],
    ['http://172.16.0.1/', 'ADDRESS'],
    ['http://172.31.255.255/', 'ADDRESS'],
    ['http://192.168.1.1/', 'ADDRESS'],
    ['http://100.64.0.1/', 'ADDRESS'],
    ['http://169.254.169.254/latest/meta-data/', 'ADDRESS'],
    ['http://[::ffff:169.254.169.254]/latest/meta-data/', 'ADDRESS'],
    ['http://0.0.0.0:PORT/', 'ADDRESS'],
    ['http://0:PORT/', 'ADDRESS'],
    ['http://[::]/', 'ADDRESS'],
    ['http://[fd00::1]/', 'ADDRESS'],
    ['http://[fe80::1]/', 'ADDRESS'],
    ['http://224.0.0.1/', 'ADDRESS'],
    ['http://255.255.255.255/', 'ADDRESS'],
    ['http://localhost:PORT/', 'ADDRESS'],
    ['http://loopback.test:PORT/', 'ADDRESS'],
    ['http://loopback.test/', 'ADDRESS'],
    ['http://mapped.test:PORT/', 'ADDRESS'],
    ['https://mixed.test/', 'ADDRESS'],
    ['ftp://example.com/', 'SCHEME'],
    ['file:///etc/passwd', 'SCHEME'],
    ['javascript:alert(1)', 'SCHEME'],
    ['data:text/html,<p>code</p>', 'SCHEME'],
    ['http://example.com:8080/', 'PORT'],
    ['https://example.com:8443/', 'PORT'],
  ])('%s → %s', async (template, reason) => {
    const url = new URL(template.replace('PORT', String(canary.port)));

    await expectRefusal(fetcher.fetchPage(url), reason);

    expect(canary.connections).toBe(0);
  });
});

describe('the canary itself', () => {
  it('counts a connection the policy lets through, so its zero above means something', async () => {
    const control = await startTestServer('127.0.0.1', (_request, response) =>
      response.end('canary'),
    );
    const open = createPageFetcher({ policy: anyAddressPolicy });

    const page = await open.fetchPage(new URL(`http://127.0.0.1:${control.port}/`));

    expect(page.body).toBe('canary');
    expect(control.connections).toBe(1);
    await control.close();
  });
});
