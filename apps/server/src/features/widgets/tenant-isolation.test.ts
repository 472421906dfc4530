import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { useSignedInApp } from '../../testing/signed-in-app';
import { callApi, createCategory, createCollection } from '../../testing/catalog';
import {
  createSite,
  createWidget,
  platformRowCounts,
  type CreatedWidget,
} from '../../testing/platform';

/** Another merchant's widgets and showcases answer exactly as missing ones do. */
describe('widgets and showcases belong to their merchant', () => {
  const session = useSignedInApp();
  let boris: Account;
  let annasWidget: CreatedWidget;
  let annas: { site: number; collection: number; category: number };
  let borisWidget: CreatedWidget;
  let borisSite: number;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    const site = (await createSite(session.app, session.merchant)).id;
    const collection = (await createCollection(session.app, session.merchant)).id;
    const category = (await createCategory(session.app, session.merchant, collection)).id;
    annas = { site, collection, category };
    annasWidget = await createWidget(session.app, session.merchant, site);
    await callApi(
      session.app,
      session.merchant,
      'PUT',
      `platform/showcase/${annasWidget.showcases[0]}/content/`,
      {
        ids: [collection],
      },
    );
    // Published, so an unpublish by the other merchant would show.
    await callApi(
      session.app,
      session.merchant,
      'POST',
      `platform/widget/${annasWidget.id}/publish/`,
    );
    borisSite = (await createSite(session.app, boris)).id;
    borisWidget = await createWidget(session.app, boris, borisSite);
  });

  const asBoris = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
  ) => callApi(session.app, boris, method, path, payload);
  const annasView = async () =>
    (
      await callApi(
        session.app,
        session.merchant,
        'GET',
        `platform/widget/${annasWidget.id}/?tree=TAGS`,
      )
    ).json().data;

  it.each([
    ['GET', () => `platform/widget/${annasWidget.id}/?tree=TAGS&tree=PRODUCT`, undefined],
    ['PATCH', () => `platform/widget/${annasWidget.id}/`, { title: 'Чужая витрина' }],
    ['DELETE', () => `platform/widget/${annasWidget.id}/`, undefined],
    ['PUT', () => `platform/showcase/${annasWidget.showcases[0]}/content/`, { ids: [] }],
    ['PUT', () => `platform/widget/${annasWidget.id}/style/`, { columns: 1 }],
    ['PUT', () => `platform/widget/${annasWidget.id}/contacts/`, { contacts_id: [] }],
    ['POST', () => `platform/widget/${annasWidget.id}/publish/`, undefined],
    ['DELETE', () => `platform/widget/${annasWidget.id}/publish/`, undefined],
    ['POST', () => `platform/widget/${annasWidget.id}/install-check/`, { link: 'http://a.ru/' }],
  ] as const)('answers 404 to %s %s of the other merchant', async (method, path, payload) => {
    const before = await platformRowCounts(session.testApp.database.db);
    const viewBefore = await annasView();

    const response = await asBoris(method, path(), payload);

    expect(response.statusCode).toBe(404);
    expect(await platformRowCounts(session.testApp.database.db)).toEqual(before);
    expect(await annasView()).toEqual(viewBefore);
  });

  it('refuses a widget on the other merchant’s site and writes nothing', async () => {
    const before = await platformRowCounts(session.testApp.database.db);

    const response = await asBoris('POST', 'platform/widget/', {
      title: 'Подброшенная',
      site_id: annas.site,
    });

    expect(response.statusCode).toBe(404);
    expect(await platformRowCounts(session.testApp.database.db)).toEqual(before);
  });

  it('refuses the other merchant’s collections and categories as content, changing nothing', async () => {
    const showcase = `platform/showcase/${borisWidget.showcases[0]}/content/`;
    const borisCollection = (await createCollection(session.app, boris)).id;
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
