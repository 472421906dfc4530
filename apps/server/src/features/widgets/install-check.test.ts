import {
  verificationComment,
  widgetContainer,
  widgetScriptTag,
} from '@vitrina/contracts/embedding';
import { messages } from '@vitrina/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyAddressPolicy } from '../../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../../infra/page-fetcher/create-page-fetcher';
import type { Resolver } from '../../infra/page-fetcher/resolve-address';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { startPageServer, type PageServer } from '../../testing/page-server';
import { createSite, createWidget, type CreatedWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';

/** Every name is this machine: the merchant's site is the local page server. */
const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];

describe('install check: POST /api/v1/platform/widget/{id}/install-check/', () => {
  const session = useSignedInApp({
    pageFetcher: createPageFetcher({ policy: anyAddressPolicy, resolve: toLoopback }),
    rateLimits: { installChecksPerAccount: { max: 1000, windowSeconds: 60 } },
  });
  let server: PageServer;
  let widget: CreatedWidget;
  let siteId: number;

  beforeAll(async () => {
    server = await startPageServer();
    const site = await createSite(session.app, session.merchant, [
      'shop.example.ru',
      'other.example.ru',
    ]);
    siteId = site.id;
    const domain = site.domains[0]!;
    server.setPage(200, verificationComment(domain.code_confirmed));
    await session.call('POST', `platform/domain/${domain.id}/verify/`, {
      link: pageOf('shop.example.ru'),
    });
    widget = await createWidget(session.app, session.merchant, siteId);
  });

  afterAll(async () => {
    await server.close();
  });

  const pageOf = (host: string, path = '/catalog') => `http://${host}:${server.port}${path}`;
  const check = (link: unknown, account?: Account) =>
    callApi(
      session.app,
      account ?? session.merchant,
      'POST',
      `platform/widget/${widget.id}/install-check/`,
      {
        link,
      },
    );
  const script = () => widgetScriptTag('https://vitrina.example', siteId);

  it.each([
    [
      'both snippets',
      () => `<head>${script()}</head><body>${widgetContainer(widget.tag_div)}</body>`,
      true,
      true,
      () => messages.installCheck.installed,
    ],
    [
      'the script alone',
      () => script(),
      true,
      false,
      () => messages.installCheck.containerMissing(widget.tag_div),
    ],
    [
      'the container alone',
      () => widgetContainer(widget.tag_div),
      false,
      true,
      () => messages.installCheck.scriptMissing,
    ],
    ['neither', () => '<p>Магазин</p>', false, false, () => messages.installCheck.nothingFound],
    [
      'another site’s script and a container of a longer id',
      () =>
        `${widgetScriptTag('https://vitrina.example', siteId * 10 + 1)}<div id="${widget.tag_div}x"></div>`,
      false,
      false,
      () => messages.installCheck.nothingFound,
    ],
    [
      'snippets written by hand, with other attributes and quotes',
      () =>
        `<script async defer src='/widget.js?v=2&amp;site_id=${siteId}'></script><section class="a" id=${widget.tag_div}>`,
      true,
      true,
      () => messages.installCheck.installed,
    ],
  ])(
    'finds on a page with %s what is there',
    async (_, page, scriptFound, containerFound, detail) => {
      server.setPage(200, page());

      const response = await check(pageOf('www.shop.example.ru'));

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        script_found: scriptFound,
        container_found: containerFound,
        detail: detail(),
      });
    },
  );

  it('refuses a page on an unconfirmed domain, or elsewhere, without fetching it', async () => {
    const requests = server.requested.length;

    const unconfirmed = await check(pageOf('other.example.ru'));
    const elsewhere = await check(pageOf('example.com'));

    for (const response of [unconfirmed, elsewhere]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(messages.installCheck.hostNotConfirmed);
    }
    expect(server.requested.length).toBe(requests);
  });

  it('refuses a page a redirect led to off the confirmed domains', async () => {
    const elsewhere = await startPageServer();
    elsewhere.setPage(200, script());
    server.setPage(302, '', { location: `http://other.example.ru:${elsewhere.port}/` });

    const response = await check(pageOf('shop.example.ru'));
    await elsewhere.close();

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.installCheck.hostNotConfirmed);
    expect(elsewhere.requested).toEqual(['/']);
  });

  it('tells why the page could not be fetched', async () => {
    server.setPage(500, 'Ошибка');

    const response = await check(pageOf('shop.example.ru'));

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.verification.httpError(500));
  });

  it.each([
    ['no link', undefined, messages.verification.linkInvalid],
    ['text that is no link', 'магазин', messages.verification.linkInvalid],
    ['another scheme', 'ftp://shop.example.ru/', messages.verification.schemeNotAllowed],
  ])('refuses %s with 422', async (_, link, detail) => {
    const response = await check(link);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
  });

  it('answers 404 for another merchant’s widget, fetching nothing', async () => {
    const boris = await registerAccount(session.app);
    const requests = server.requested.length;

    const response = await check(pageOf('shop.example.ru'), boris);

    expect(response.statusCode).toBe(404);
    expect(server.requested.length).toBe(requests);
  });
});

describe('install checks are counted per account', () => {
  const session = useSignedInApp({
    pageFetcher: createPageFetcher({ policy: anyAddressPolicy, resolve: toLoopback }),
    rateLimits: { installChecksPerAccount: { max: 2, windowSeconds: 60 } },
  });

  it('answers 429 past the limit, refused checks included', async () => {
    const site = await createSite(session.app, session.merchant);
    const widget = await createWidget(session.app, session.merchant, site.id);
    const check = () =>
      session.call('POST', `platform/widget/${widget.id}/install-check/`, {
        link: 'http://shop.example.ru/',
      });

    const answers = [await check(), await check(), await check()];

    expect(answers.map((response) => response.statusCode)).toEqual([400, 400, 429]);
  });
});
