import { verificationComment } from '@vitrina/contracts/embedding';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageFetcher } from '../../infra/page-fetcher/page-fetcher';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import {
  createSite,
  createWidget,
  platformRowCounts,
  type CreatedSite,
} from '../../testing/platform';
import { useTestApp } from '../../testing/signed-in-app';

/** Another merchant's sites and domains answer exactly as missing ones do. */
describe('sites and domains belong to their merchant', () => {
  let anna: Account;
  let boris: Account;
  let annas: CreatedSite;
  let borisSite: CreatedSite;
  /** A page that would prove anything: isolation must hold before any fetch. */
  const pageWithEveryCode: PageFetcher = {
    fetchPage: async (url) => ({
      url,
      body: [annas, borisSite]
        .flatMap((site) => site.domains.map((domain) => verificationComment(domain.code_confirmed)))
        .join(''),
    }),
    fetchFile: () => Promise.reject(new Error('no file is fetched here')),
    checkAddress: () => Promise.reject(new Error('no address is checked here')),
    post: () => Promise.reject(new Error('nothing is posted here')),
  };

  const testApp = useTestApp({ pageFetcher: pageWithEveryCode });

  beforeAll(async () => {
    anna = await registerAccount(testApp.app);
    boris = await registerAccount(testApp.app);
    annas = await createSite(testApp.app, anna, ['annas-shop.example.ru']);
    await createWidget(testApp.app, anna, annas.id);
    borisSite = await createSite(testApp.app, boris, ['boris-shop.example.ru']);
  });

  const asBoris = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: unknown) =>
    callApi(testApp.app, boris, method, path, payload);

  it.each([
    ['GET', () => `platform/site/${annas.id}/?tree=DOMAIN&tree=WIDGET&tree=TAGS`, undefined],
    ['PATCH', () => `platform/site/${annas.id}/`, { title: 'Чужой сайт' }],
    ['DELETE', () => `platform/site/${annas.id}/`, undefined],
    [
      'PATCH',
      () => `platform/domain/${annas.domains[0]!.id}/`,
      { link_domain: 'boris.example.ru' },
    ],
    [
      'POST',
      () => `platform/domain/${annas.domains[0]!.id}/verify/`,
      { link: 'https://annas-shop.example.ru/' },
    ],
  ] as const)('answers 404 to %s %s of the other merchant', async (method, path, payload) => {
    const before = await platformRowCounts(testApp.database.db);

    const response = await asBoris(method, path(), payload);

    expect(response.statusCode).toBe(404);
    expect(await platformRowCounts(testApp.database.db)).toEqual(before);
    const site = await callApi(testApp.app, anna, 'GET', `platform/site/${annas.id}/?tree=DOMAIN`);
    expect(site.json().data).toEqual({ ...annas, title: 'Магазин одежды' });
  });

  it('lists only the merchant’s own sites, domains and widgets', async () => {
    const list = await asBoris('GET', 'platform/sites/?tree=DOMAIN&tree=WIDGET');

    expect(list.json().data).toEqual([{ ...borisSite, widgets: [] }]);
  });
});
