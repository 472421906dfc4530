import { verificationComment } from '@vitrina/contracts/embedding';
import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../db/schema';
import { anyAddressPolicy, publicInternetPolicy } from '../../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../../infra/page-fetcher/create-page-fetcher';
import type { Resolver } from '../../infra/page-fetcher/resolve-address';
import { registerAccount, type Account } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { callApi } from '../../testing/catalog';
import { startPageServer, type PageServer } from '../../testing/page-server';
import { createSite } from '../../testing/platform';
import { useTestApp } from '../../testing/signed-in-app';

/** Every name is this machine: the merchant's site is the local page server. */
const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

describe('domain verification against a page served locally', () => {
  let server: PageServer;
  let anna: Account;

  beforeAll(async () => {
    server = await startPageServer();
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await server.close();
  });

  const testApp = useTestApp({
    pageFetcher: createPageFetcher({ policy: anyAddressPolicy, resolve: toLoopback }),
    rateLimits: { domainVerificationsPerAccount: { max: 1000, windowSeconds: 60 } },
  });

  beforeAll(async () => {
    anna = await registerAccount(testApp.app);
  });

  const verify = (account: Account, domainId: number, link: unknown) =>
    callApi(testApp.app, account, 'POST', `platform/domain/${domainId}/verify/`, { link });
  const pageOf = (host: string, path = '/about') => `http://${host}:${server.port}${path}`;
  const storedDomain = async (id: number) =>
    (await testApp.database.db.select().from(domains).where(eq(domains.id, id)))[0]!;

  it('confirms the domain when the page carries its code', async () => {
    const site = await createSite(testApp.app, anna, ['verified.example.ru']);
    const domain = site.domains[0]!;
    server.setPage(200, `<html><head>${verificationComment(domain.code_confirmed)}</head></html>`);

    const response = await verify(anna, domain.id, pageOf('www.verified.example.ru'));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { ...domain, is_confirmed: true },
      message: messages.domain.verified,
    });
    expect(server.requested.at(-1)).toBe('/about');
    expect((await storedDomain(domain.id)).confirmedAt).toBeInstanceOf(Date);
  });

  it('finds the code however the comment is spaced', async () => {
    const site = await createSite(testApp.app, anna, ['spaced.example.ru']);
    const domain = site.domains[0]!;
    server.setPage(200, `<p>Hi</p><!--\n  VITRINA-verification :  ${domain.code_confirmed}\n-->`);

    const response = await verify(anna, domain.id, pageOf('spaced.example.ru', '/'));

    expect(response.statusCode).toBe(200);
    expect(response.json().data.is_confirmed).toBe(true);
  });

  it('refuses a page without the code, or with another domain’s code', async () => {
    const site = await createSite(testApp.app, anna, ['nocode.example.ru', 'other.example.ru']);
    const [domain, other] = site.domains;

    server.setPage(200, '<html><body>Магазин</body></html>');
    const without = await verify(anna, domain!.id, pageOf('nocode.example.ru'));
    server.setPage(200, verificationComment(other!.code_confirmed));
    const otherCode = await verify(anna, domain!.id, pageOf('nocode.example.ru'));

    for (const response of [without, otherCode]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(messages.verification.codeNotFound);
    }
    expect((await storedDomain(domain!.id)).isConfirmed).toBe(false);
  });

  it('refuses a page on another host or a subdomain before fetching it', async () => {
    const site = await createSite(testApp.app, anna, ['host.example.ru']);
    const domain = site.domains[0]!;
    const requestsBefore = server.requested.length;

    for (const host of ['elsewhere.example.ru', 'blog.host.example.ru', '127.0.0.1']) {
      const response = await verify(anna, domain.id, pageOf(host));
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(messages.verification.hostMismatch);
    }
    expect(server.requested.length).toBe(requestsBefore);
  });

  it.each([
    ['an empty link', '', messages.verification.linkInvalid],
    ['a relative link', '/about', messages.verification.linkInvalid],
    ['no URL at all', 'магазин', messages.verification.linkInvalid],
    ['a link that is not text', 42, messages.verification.linkInvalid],
    [
      'a link with credentials',
      'https://user:secret@link.example.ru/',
      messages.verification.linkInvalid,
    ],
    ['another scheme', 'ftp://link.example.ru/about', messages.verification.schemeNotAllowed],
  ])('refuses %s with 422', async (name, link, detail) => {
    const site = await createSite(testApp.app, anna, [`${name.replaceAll(' ', '-')}.example.ru`]);

    const response = await verify(anna, site.domains[0]!.id, link);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
  });

  it('lets the first of two claimants win, and tells the other the domain is taken', async () => {
    const boris = await registerAccount(testApp.app);
    const annas = (await createSite(testApp.app, anna, ['race.example.ru'])).domains[0]!;
    const boriss = (await createSite(testApp.app, boris, ['race.example.ru'])).domains[0]!;
    server.setPage(
      200,
      verificationComment(annas.code_confirmed) + verificationComment(boriss.code_confirmed),
    );

    const [first, second] = await Promise.all([
      verify(anna, annas.id, pageOf('race.example.ru')),
      verify(boris, boriss.id, pageOf('race.example.ru')),
    ]);

    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const loser = first.statusCode === 400 ? first : second;
    expect(loser.json().detail).toBe(messages.site.domainTaken);
    const later = await verify(boris, boriss.id, pageOf('race.example.ru'));
    const winnerIsAnna = first.statusCode === 200;
    expect(later.statusCode).toBe(winnerIsAnna ? 400 : 200);
  });

  it('answers an already confirmed domain without fetching again', async () => {
    const site = await createSite(testApp.app, anna, ['again.example.ru']);
    const domain = site.domains[0]!;
    server.setPage(200, verificationComment(domain.code_confirmed));
    await verify(anna, domain.id, pageOf('again.example.ru'));
    const requestsBefore = server.requested.length;

    const response = await verify(anna, domain.id, pageOf('again.example.ru'));

    expect(response.json().data.is_confirmed).toBe(true);
    expect(server.requested.length).toBe(requestsBefore);
  });

  it('answers 404 for a missing domain', async () => {
    const response = await verify(anna, 999999, pageOf('missing.example.ru'));

    expect(response.statusCode).toBe(404);
  });
});

describe('domain verification refusing hostile destinations with the default policy', () => {
  const addressOf: Record<string, string> = {
    'loopback.hostile.ru': '127.0.0.1',
    'private.hostile.ru': '10.0.0.5',
    'metadata.hostile.ru': '169.254.169.254',
    'v6.hostile.ru': '::1',
    'mapped.hostile.ru': '::ffff:7f00:1',
  };
  const testApp = useTestApp({
    pageFetcher: createPageFetcher({
      policy: publicInternetPolicy,
      resolve: async (hostname) => [{ address: addressOf[hostname]!, family: 0 }],
    }),
  });
  let anna: Account;

  beforeAll(async () => {
    anna = await registerAccount(testApp.app);
  });

  it.each(Object.entries(addressOf))('refuses %s, which resolves to %s', async (host) => {
    const domain = (await createSite(testApp.app, anna, [host])).domains[0]!;

    const response = await callApi(
      testApp.app,
      anna,
      'POST',
      `platform/domain/${domain.id}/verify/`,
      {
        link: `https://${host}/`,
      },
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.verification.addressNotAllowed);
  });

  it('fetches through the real fetcher when none is given: a name that does not resolve', async () => {
    const defaultApp = await buildTestApp();
    try {
      const merchant = await registerAccount(defaultApp.app);
      const site = await createSite(defaultApp.app, merchant, ['shop.vitrina-test.invalid']);

      const response = await callApi(
        defaultApp.app,
        merchant,
        'POST',
        `platform/domain/${site.domains[0]!.id}/verify/`,
        { link: 'https://shop.vitrina-test.invalid/' },
      );

      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(messages.verification.unreachable);
    } finally {
      await defaultApp.close();
    }
  });
});
