import { messages } from '@vitrina/contracts/messages';
import { describe, expect, it } from 'vitest';
import { useSignedInApp, useTestApp } from '../../testing/signed-in-app';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCategory, createCollection } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { createSite, createWidget, platformRowCounts } from '../../testing/platform';

describe('sites: /api/v1/platform/site/', () => {
  const session = useSignedInApp();

  const { call } = session;
  const rowCounts = () => platformRowCounts(session.testApp.database.db);

  it('creates a site with its domains, each unconfirmed with its own code', async () => {
    const response = await call('POST', 'platform/site/', {
      title: ' Магазин ',
      description: 'Одежда',
      domains: [{ link_domain: 'https://www.shop-one.example.ru/' }, { link_domain: 'магазин.рф' }],
    });

    expect(response.statusCode).toBe(200);
    const site = response.json().data;
    expect(site).toEqual({
      id: expect.any(Number),
      title: 'Магазин',
      description: 'Одежда',
      domains: [
        {
          id: expect.any(Number),
          link_domain: 'shop-one.example.ru',
          is_confirmed: false,
          code_confirmed: expect.stringMatching(/^[\w-]{32}$/),
        },
        {
          id: expect.any(Number),
          link_domain: 'магазин.рф',
          is_confirmed: false,
          code_confirmed: expect.stringMatching(/^[\w-]{32}$/),
        },
      ],
    });
    expect(site.domains[0].code_confirmed).not.toBe(site.domains[1].code_confirmed);
  });

  it('creates a site without domains, and answers it on the paths without a slash too', async () => {
    const response = await call('POST', 'platform/site', { title: 'Без домена' });
    const { id } = response.json().data;

    expect(response.json().data).toEqual({
      id,
      title: 'Без домена',
      description: null,
      domains: [],
    });
    expect((await call('GET', `platform/site/${id}`)).json().data).toEqual({
      id,
      title: 'Без домена',
      description: null,
    });
  });

  it.each([
    ['a blank title', { title: '  ' }, messages.site.titleRequired],
    ['no title', {}, messages.site.titleRequired],
    ['a title of 256 characters', { title: 'с'.repeat(256) }, messages.platform.titleTooLong],
    [
      'a description of 1001 characters',
      { title: 'Сайт', description: 'о'.repeat(1001) },
      messages.platform.descriptionTooLong,
    ],
    [
      'a blank domain',
      { title: 'Сайт', domains: [{ link_domain: ' ' }] },
      messages.site.linkRequired,
    ],
    [
      'a domain that is not text',
      { title: 'Сайт', domains: [{ link_domain: 7 }] },
      messages.site.linkRequired,
    ],
    [
      'a malformed domain',
      { title: 'Сайт', domains: [{ link_domain: 'localhost' }] },
      messages.site.domainInvalid,
    ],
  ])('refuses %s with 422 and writes nothing', async (_, payload, detail) => {
    const before = await rowCounts();

    const response = await call('POST', 'platform/site/', payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses more domains than a site may have, and a title of the wrong type', async () => {
    const many = Array.from({ length: 11 }, (_, index) => ({
      link_domain: `s${index}.example.ru`,
    }));

    const tooMany = await call('POST', 'platform/site/', { title: 'Сайт', domains: many });
    const numeric = await call('POST', 'platform/site/', { title: 5 });

    expect([tooMany.statusCode, numeric.statusCode]).toEqual([422, 422]);
  });

  it('lists the sites, with their domains only when asked', async () => {
    const first = await createSite(session.app, session.merchant, ['list-one.example.ru']);

    const bare = (await call('GET', 'platform/sites/')).json().data;
    const withDomains = (await call('GET', 'platform/sites/?tree=DOMAIN')).json().data;

    const listed = bare.find((site: { id: number }) => site.id === first.id);
    expect(listed).toEqual({ id: first.id, title: 'Магазин одежды', description: null });
    expect(withDomains.find((site: { id: number }) => site.id === first.id).domains).toEqual(
      first.domains,
    );
    expect((await call('GET', 'platform/sites/?tree=PAGES')).statusCode).toBe(422);
  });

  it('answers a site with its domains, widgets and their tags as asked', async () => {
    const site = await createSite(session.app, session.merchant, ['tree.example.ru']);
    const widget = await createWidget(session.app, session.merchant, site.id);
    const collection = await createCollection(session.app, session.merchant, 'Обувь и одежда');
    await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
      ids: [collection.id],
    });

    const widgetsOnly = (await call('GET', `platform/site/${site.id}/?tree=WIDGET`)).json().data;
    const all = (
      await call('GET', `platform/site/${site.id}/?tree=DOMAIN&tree=WIDGET&tree=TAGS`)
    ).json().data;

    expect(widgetsOnly.domains).toBeUndefined();
    expect(widgetsOnly.widgets).toHaveLength(1);
    expect(widgetsOnly.widgets[0].tags).toBeUndefined();
    expect(all.domains).toEqual(site.domains);
    expect(all.widgets[0]).toMatchObject({
      id: widget.id,
      site_id: site.id,
      tags: [{ collection_id: collection.id, collection_title: 'Обувь и одежда' }],
    });
  });

  it('changes the title and description, keeping a description left out', async () => {
    const site = await createSite(session.app, session.merchant, ['patch.example.ru']);
    await call('PATCH', `platform/site/${site.id}/`, { title: 'Первое', description: 'Текст' });

    const response = await call('PATCH', `platform/site/${site.id}/`, { title: 'Второе' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: site.id,
      title: 'Второе',
      description: 'Текст',
      domains: site.domains,
    });
  });

  it('refuses a blank title on edit with its own message', async () => {
    const site = await createSite(session.app, session.merchant);

    const response = await call('PATCH', `platform/site/${site.id}/`, { title: '' });

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.site.editTitleRequired);
  });

  it('deletes a site with its domains, widgets, showcases and their items', async () => {
    const before = await rowCounts();
    const site = await createSite(session.app, session.merchant, [
      'gone.example.ru',
      'gone-too.example.ru',
    ]);
    const widget = await createWidget(session.app, session.merchant, site.id);
    await createWidget(session.app, session.merchant, site.id);
    const collection = await createCollection(session.app, session.merchant);
    const category = await createCategory(session.app, session.merchant, collection.id);
    await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
      ids: [collection.id, category.id],
    });

    const response = await call('DELETE', `platform/site/${site.id}/`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.site.deleted });
    expect(await rowCounts()).toEqual(before);
    expect((await call('GET', `platform/site/${site.id}/`)).statusCode).toBe(404);
    expect((await call('GET', `platform/widget/${widget.id}/`)).statusCode).toBe(404);
  });

  it('answers 404 for a missing site on every verb, and 422 for an id out of range', async () => {
    const responses = await Promise.all([
      call('GET', 'platform/site/999999/'),
      call('PATCH', 'platform/site/999999/', { title: 'Сайт' }),
      call('DELETE', 'platform/site/999999/'),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    expect((await call('GET', 'platform/site/99999999999/')).statusCode).toBe(422);
  });

  it('needs a signed-in merchant', async () => {
    const response = await session.app.inject({ method: 'GET', url: '/api/v1/platform/sites/' });

    expect(response.statusCode).toBe(401);
  });
});

describe('reading sites with a fixed number of queries', () => {
  const testApp = useTestApp();

  /** A merchant with `size` sites, each with two domains and two widgets showing two nodes. */
  async function merchantWith(size: number) {
    const account = await registerAccount(testApp.app);
    const collection = await createCollection(testApp.app, account);
    const category = await createCategory(testApp.app, account, collection.id);
    let lastSite = 0;
    for (let index = 0; index < size; index += 1) {
      const name = `q${index}-${account.email.split('@')[0]}`;
      const site = await createSite(testApp.app, account, [
        `${name}.example.ru`,
        `${name}.example.com`,
      ]);
      for (const title of ['Первая', 'Вторая']) {
        const widget = await createWidget(testApp.app, account, site.id, title);
        await callApi(
          testApp.app,
          account,
          'PUT',
          `platform/showcase/${widget.showcases[0]}/content/`,
          {
            ids: [collection.id, category.id],
          },
        );
      }
      lastSite = site.id;
    }
    return { account, lastSite };
  }

  it('whatever the number of sites, domains, widgets and tags', async () => {
    const small = await merchantWith(1);
    const large = await merchantWith(6);
    const queries = (account: Account, path: string) =>
      countQueries(testApp.database.db, () => callApi(testApp.app, account, 'GET', path));
    const list = 'platform/sites/?tree=DOMAIN&tree=WIDGET&tree=TAGS';
    const one = (id: number) => `platform/site/${id}/?tree=DOMAIN&tree=WIDGET&tree=TAGS`;

    // The sites, their domains, their widgets, the widgets' tags.
    expect(await queries(small.account, list)).toBe(4);
    expect(await queries(large.account, list)).toBe(4);
    expect(await queries(small.account, one(small.lastSite))).toBe(4);
    expect(await queries(large.account, one(large.lastSite))).toBe(4);
    const listed = (await callApi(testApp.app, large.account, 'GET', list)).json().data;
    expect(listed).toHaveLength(6);
    expect(listed[5].domains).toHaveLength(2);
    expect(listed[5].widgets[1].tags).toHaveLength(2);
  });
});
