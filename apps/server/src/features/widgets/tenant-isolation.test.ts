import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { callApi, createCategory, createCollection } from '../../testing/catalog';
import {
  createSite,
  createWidget,
  platformRowCounts,
  type CreatedWidget,
} from '../../testing/platform';

/** Another merchant's widgets and showcases answer exactly as missing ones do. */
describe('widgets and showcases belong to their merchant', () => {
  let testApp: TestApp;
  let anna: Account;
  let boris: Account;
  let annasWidget: CreatedWidget;
  let annas: { site: number; collection: number; category: number };
  let borisWidget: CreatedWidget;
  let borisSite: number;

  beforeAll(async () => {
    testApp = await buildTestApp();
    anna = await registerAccount(testApp.app);
    boris = await registerAccount(testApp.app);
    const site = (await createSite(testApp.app, anna)).id;
    const collection = (await createCollection(testApp.app, anna)).id;
    const category = (await createCategory(testApp.app, anna, collection)).id;
    annas = { site, collection, category };
    annasWidget = await createWidget(testApp.app, anna, site);
    await callApi(
      testApp.app,
      anna,
      'PUT',
      `platform/showcase/${annasWidget.showcases[0]}/content/`,
      {
        ids: [collection],
      },
    );
    borisSite = (await createSite(testApp.app, boris)).id;
    borisWidget = await createWidget(testApp.app, boris, borisSite);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const asBoris = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ) => callApi(testApp.app, boris, method, path, payload);
  const annasView = async () =>
    (await callApi(testApp.app, anna, 'GET', `platform/widget/${annasWidget.id}/?tree=TAGS`)).json()
      .data;

  it.each([
    ['GET', () => `platform/widget/${annasWidget.id}/?tree=TAGS&tree=PRODUCT`, undefined],
    ['PATCH', () => `platform/widget/${annasWidget.id}/`, { title: 'Чужая витрина' }],
    ['DELETE', () => `platform/widget/${annasWidget.id}/`, undefined],
    ['PUT', () => `platform/showcase/${annasWidget.showcases[0]}/content/`, { ids: [] }],
  ] as const)('answers 404 to %s %s of the other merchant', async (method, path, payload) => {
    const before = await platformRowCounts(testApp.database.db);
    const viewBefore = await annasView();

    const response = await asBoris(method, path(), payload);

    expect(response.statusCode).toBe(404);
    expect(await platformRowCounts(testApp.database.db)).toEqual(before);
    expect(await annasView()).toEqual(viewBefore);
  });

  it('refuses a widget on the other merchant’s site and writes nothing', async () => {
    const before = await platformRowCounts(testApp.database.db);

    const response = await asBoris('POST', 'platform/widget/', {
      title: 'Подброшенная',
      site_id: annas.site,
    });

    expect(response.statusCode).toBe(404);
    expect(await platformRowCounts(testApp.database.db)).toEqual(before);
  });

  it('refuses the other merchant’s collections and categories as content, changing nothing', async () => {
    const showcase = `platform/showcase/${borisWidget.showcases[0]}/content/`;
    const borisCollection = (await createCollection(testApp.app, boris)).id;
    await asBoris('PUT', showcase, { ids: [borisCollection] });

    const collection = await asBoris('PUT', showcase, { ids: [borisCollection, annas.collection] });
    const category = await asBoris('PUT', showcase, { ids: [annas.category] });

    expect([collection.statusCode, category.statusCode]).toEqual([404, 404]);
    const view = await asBoris('GET', `platform/widget/${borisWidget.id}/?tree=TAGS&tree=PRODUCT`);
    expect(view.json().data.tags).toEqual([
      { collection_id: borisCollection, collection_title: 'Одежда и обувь' },
    ]);
  });
});
