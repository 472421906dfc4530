import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, PASSWORD, refresh, registerAccount } from '../testing/accounts';
import {
  callApi,
  createCategory,
  createCollection,
  createProduct,
  type Method,
} from '../testing/catalog';
import { createSite, createWidget } from '../testing/platform';
import { useSignedInApp } from '../testing/signed-in-app';

const expectNoStore = (response: LightMyRequestResponse, status: number) => {
  expect(response.statusCode).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
};

describe('Cache-Control: no-store on answers about one account', () => {
  const session = useSignedInApp();
  const ids = { collection: 0, category: 0, product: 0, site: 0, domain: 0, widget: 0 };
  let showcase = '';

  beforeAll(async () => {
    const { app, merchant } = session;
    ids.collection = (await createCollection(app, merchant)).id;
    ids.category = (await createCategory(app, merchant, ids.collection)).id;
    ids.product = (await createProduct(app, merchant, ids.collection)).id;
    const site = await createSite(app, merchant, ['shop.example.ru']);
    ids.site = site.id;
    ids.domain = site.domains[0]?.id ?? 0;
    const widget = await createWidget(app, merchant, site.id);
    ids.widget = widget.id;
    showcase = widget.showcases[0] ?? '';
  });

  // One route of every signed-in plugin, by the plugin it belongs to.
  it.each<[string, Method, () => string, object | undefined]>([
    ['collections', 'GET', () => 'catalog/collections', undefined],
    ['collection view', 'GET', () => `catalog/collection/${ids.collection}`, undefined],
    ['categories', 'PUT', () => `catalog/category/${ids.category}`, { title: 'Рубашки' }],
    ['products', 'GET', () => `catalog/product/${ids.product}`, undefined],
    ['product photos', 'POST', () => `catalog/product/${ids.product}/copy`, undefined],
    ['site tree', 'GET', () => 'platform/sites', undefined],
    ['sites', 'PATCH', () => `platform/site/${ids.site}`, { title: 'Магазин обуви' }],
    ['domains', 'PATCH', () => `platform/domain/${ids.domain}`, { link_domain: 'b.example.ru' }],
    ['widgets', 'GET', () => `platform/widget/${ids.widget}`, undefined],
    ['showcases', 'PUT', () => `platform/showcase/${showcase}/content`, { ids: [] }],
    ['notifier contacts', 'GET', () => 'platform/service/notifier/contacts', undefined],
    [
      'e-mail contacts',
      'POST',
      () => 'platform/service/notifier/email/verify/send',
      { title: 'Заявки', email: 'orders@shop.example.ru' },
    ],
    ['telegram contacts', 'GET', () => 'platform/service/notifier/telegram', undefined],
  ])('marks the answer of %s (%s)', async (_plugin, method, path, payload) => {
    expectNoStore(await session.call(method, path(), payload), 200);
  });

  it('marks the answer of the profile (GET /api/user/me)', async () => {
    const response = await session.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(session.merchant.accessToken),
    });

    expectNoStore(response, 200);
  });

  it.each([
    ['404 of a missing row', 'GET', 'catalog/product/2147483647', undefined, 404],
    ['422 of a refused body', 'POST', 'catalog/collection', { title: '' }, 422],
  ] as const)('marks the %s', async (_case, method, path, payload, status) => {
    expectNoStore(await session.call(method, path, payload), status);
  });

  it.each(['/api/v1/platform/sites', '/api/user/me'])(
    'marks the 401 of a call without a token to %s',
    async (url) => {
      expectNoStore(await session.app.inject({ method: 'GET', url }), 401);
    },
  );

  it('marks the 401 of a call with a wrong token', async () => {
    const response = await callApi(
      session.app,
      { ...session.merchant, accessToken: 'not.a.jwt' },
      'GET',
      'catalog/collections',
    );

    expectNoStore(response, 401);
  });

  describe('answers that carry tokens', () => {
    it('marks the sign-up', async () => {
      const response = await session.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: {
          email: 'no-store@shop.example.ru',
          password: PASSWORD,
          confirm_password: PASSWORD,
        },
      });

      expectNoStore(response, 200);
    });

    it('marks the sign-in', async () => {
      expectNoStore(await login(session.app, session.merchant.email, PASSWORD), 200);
    });

    it('marks the refresh, and its refusal', async () => {
      const account = await registerAccount(session.app);

      expectNoStore(await refresh(session.app, account.refreshToken), 200);
      expectNoStore(await refresh(session.app, undefined), 403);
    });

    it('marks the sign-out, which clears the cookie', async () => {
      const response = await session.app.inject({ method: 'POST', url: '/api/user/logout' });

      expectNoStore(response, 200);
    });
  });
});
