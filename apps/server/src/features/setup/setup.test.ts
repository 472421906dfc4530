import type { SetupStep } from '@vitrina/contracts/enums';
import type { Setup } from '@vitrina/contracts/setup';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCollection, createProduct } from '../../testing/catalog';
import { insertEmailContact } from '../../testing/contacts';
import { countQueries } from '../../testing/count-queries';
import { orderFor, postOrder, publishedShowcase } from '../../testing/orders';
import { createSite, createWidget } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';
import { confirmDomain } from '../../testing/storefront';

const doneSteps = (setup: Setup) =>
  Object.entries(setup.done)
    .filter(([, done]) => done)
    .map(([step]) => step as SetupStep);

describe('the setup checklist', () => {
  const session = useSignedInApp();
  const { call } = session;
  let anna: Account;

  const setupOf = async (account: Account): Promise<Setup> => {
    const response = await callApi(session.app, account, 'GET', 'setup/');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    anna = await registerAccount(session.app);
  });

  it('has nothing done and nothing to link to for a new merchant', async () => {
    expect(await setupOf(anna)).toEqual({
      done: {
        site: false,
        domain: false,
        catalog: false,
        content: false,
        service: false,
        publication: false,
        order: false,
      },
      site_id: null,
      widget: null,
    });
  });

  it('ticks each step as the merchant takes it, and links to the site and widget', async () => {
    const { app, testApp } = session;
    await createSite(app, anna, [], 'Черновик');
    const site = await createSite(app, anna, ['anna-shop.example.ru']);
    expect(await setupOf(anna)).toMatchObject({ done: { site: true }, site_id: site.id });

    await confirmDomain(testApp.database.db, site.domains[0]!.id);
    const collection = await createCollection(app, anna);
    await createProduct(app, anna, collection.id);
    const empty = await createWidget(app, anna, site.id, 'Пустая витрина');
    expect(doneSteps(await setupOf(anna))).toEqual(['site', 'domain', 'catalog']);
    expect((await setupOf(anna)).widget).toEqual({ id: empty.id, site_id: site.id });

    const widget = await createWidget(app, anna, site.id);
    await callApi(app, anna, 'PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
      ids: [collection.id],
    });
    await insertEmailContact(testApp.database.db, anna);
    const withContent = await setupOf(anna);
    expect(doneSteps(withContent)).toEqual(['site', 'domain', 'catalog', 'content', 'service']);
    expect(withContent.widget).toEqual({ id: widget.id, site_id: site.id });

    await callApi(app, anna, 'POST', `platform/widget/${widget.id}/publish/`);
    expect((await setupOf(anna)).done.publication).toBe(true);
  });

  it('counts an order, and shows no step of one merchant to another', async () => {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    await postOrder(session.app, orderFor(showcase), { ip: '192.0.2.7' });

    const mine = (await call('GET', 'setup/')).json().data as Setup;
    expect(doneSteps(mine)).toEqual([
      'site',
      'domain',
      'catalog',
      'content',
      'publication',
      'order',
    ]);
    expect(mine.site_id).toBe(showcase.siteId);
    expect((await setupOf(anna)).done.order).toBe(false);
    expect(doneSteps(await setupOf(await registerAccount(session.app)))).toEqual([]);
  });

  it('reads the checklist in one query', async () => {
    const { db } = session.testApp.database;
    // A page with no order in it: the sign-in check and one statement.
    const signedInOnly = await countQueries(db, () => call('GET', 'orders/?limit=1&status=DONE'));

    expect(await countQueries(db, () => call('GET', 'setup/'))).toBe(signedInOnly);
  });

  it('is for signed-in merchants only', async () => {
    const response = await session.app.inject({ method: 'GET', url: '/api/v1/setup/' });
    expect(response.statusCode).toBe(401);
  });
});
