import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/signed-in-app';
import { useSignedInApp } from '../../testing/signed-in-app';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCategory, createCollection, createProduct } from '../../testing/catalog';
import { countQueries } from '../../testing/count-queries';
import { createSite, createWidget, platformRowCounts } from '../../testing/platform';

describe('widgets: /api/v1/platform/widget/', () => {
  const session = useSignedInApp();
  let siteId: number;

  beforeAll(async () => {
    siteId = (await createSite(session.app, session.merchant)).id;
  });

  const { call } = session;
  const rowCounts = () => platformRowCounts(session.testApp.database.db);

  it('creates a showcase widget with its container id and one showcase', async () => {
    const response = await call('POST', 'platform/widget/', {
      title: ' Витрина ',
      description: 'На главной',
      site_id: siteId,
    });

    expect(response.statusCode).toBe(200);
    const widget = response.json().data;
    expect(widget).toEqual({
      id: expect.any(Number),
      title: 'Витрина',
      description: 'На главной',
      type_widget: 'SHOWCASE',
      site_id: siteId,
      site: { id: siteId },
      tag_div: expect.stringMatching(/^vitrina-[a-z0-9]{10}$/),
      style: {},
      showcases: [expect.stringMatching(/^[0-9a-f-]{36}$/)],
      contacts_id: [],
      published_at: null,
      has_unpublished_changes: false,
    });
    const other = await createWidget(session.app, session.merchant, siteId);
    expect(other.tag_div).not.toBe(widget.tag_div);
    expect(other.showcases[0]).not.toBe(widget.showcases[0]);
  });

  it.each([
    ['a blank title', { title: ' ', site_id: 1 }, messages.widget.titleRequired],
    ['no title', { site_id: 1 }, messages.widget.titleRequired],
    [
      'a title of 256 characters',
      { title: 'в'.repeat(256), site_id: 1 },
      messages.platform.titleTooLong,
    ],
    [
      'a description of 1001 characters',
      { title: 'Витрина', description: 'о'.repeat(1001), site_id: 1 },
      messages.platform.descriptionTooLong,
    ],
    ['no site id', { title: 'Витрина' }, messages.widget.siteIdMissing],
    ['a site id that is text', { title: 'Витрина', site_id: 'one' }, messages.widget.siteIdMissing],
  ])('refuses %s with 422 and writes nothing', async (_, payload, detail) => {
    const before = await rowCounts();

    const response = await call('POST', 'platform/widget/', payload);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(detail);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an unknown widget type, a site id out of range and a missing site', async () => {
    const before = await rowCounts();
    const outOfRange = await call('POST', 'platform/widget/', {
      title: 'Витрина',
      site_id: 2_147_483_648,
    });

    const unknownType = await call('POST', 'platform/widget/', {
      title: 'Витрина',
      type_widget: 'SLIDER',
      site_id: siteId,
    });
    const missingSite = await call('POST', 'platform/widget/', {
      title: 'Витрина',
      site_id: 999999,
    });

    expect(unknownType.statusCode).toBe(422);
    expect(outOfRange.statusCode).toBe(422);
    expect(missingSite.statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });

  it('changes the title and description, keeping a description left out', async () => {
    const widget = await createWidget(session.app, session.merchant, siteId);
    await call('PATCH', `platform/widget/${widget.id}/`, { title: 'Первая', description: 'Текст' });

    const response = await call('PATCH', `platform/widget/${widget.id}`, { title: 'Вторая' });
    const blank = await call('PATCH', `platform/widget/${widget.id}/`, { title: '' });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: widget.id,
      title: 'Вторая',
      description: 'Текст',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe(messages.widget.editTitleRequired);
  });

  it('answers a widget with its tags and products only when asked', async () => {
    const widget = await createWidget(session.app, session.merchant, siteId);
    const collection = await createCollection(session.app, session.merchant);
    const product = await createProduct(session.app, session.merchant, collection.id);
    await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
      ids: [collection.id],
    });

    const bare = (await call('GET', `platform/widget/${widget.id}/`)).json().data;
    const tags = (await call('GET', `platform/widget/${widget.id}/?tree=TAGS`)).json().data;
    const both = (await call('GET', `platform/widget/${widget.id}/?tree=TAGS&tree=PRODUCT`)).json()
      .data;

    expect(bare).toEqual(widget);
    expect(tags.products).toBeUndefined();
    expect(tags.tags).toEqual([
      { collection_id: collection.id, collection_title: 'Одежда и обувь' },
    ]);
    expect(both.products.map((item: { id: number }) => item.id)).toEqual([product.id]);
    expect((await call('GET', `platform/widget/${widget.id}/?tree=STYLE`)).statusCode).toBe(422);
  });

  it('deletes a widget with its showcase and items', async () => {
    const before = await rowCounts();
    const widget = await createWidget(session.app, session.merchant, siteId);
    const collection = await createCollection(session.app, session.merchant);
    await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
      ids: [collection.id],
    });

    const response = await call('DELETE', `platform/widget/${widget.id}/`);

    expect(response.json()).toEqual({ message: messages.widget.deleted });
    expect(await rowCounts()).toEqual(before);
    expect((await call('GET', `platform/widget/${widget.id}/`)).statusCode).toBe(404);
  });

  it('answers 404 for a missing widget on every verb', async () => {
    const responses = await Promise.all([
      call('GET', 'platform/widget/999999/'),
      call('PATCH', 'platform/widget/999999/', { title: 'Витрина' }),
      call('DELETE', 'platform/widget/999999/'),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([404, 404, 404]);
  });
});

describe('reading a widget with a fixed number of queries', () => {
  let anna: Account;

  const testApp = useTestApp();

  beforeAll(async () => {
    anna = await registerAccount(testApp.app);
  });

  /** A widget showing `size` collections and `size` categories with a product each. */
  async function widgetShowing(size: number) {
    const site = await createSite(testApp.app, anna);
    const widget = await createWidget(testApp.app, anna, site.id);
    const ids: number[] = [];
    for (let index = 0; index < size; index += 1) {
      const collection = await createCollection(testApp.app, anna);
      const category = await createCategory(testApp.app, anna, collection.id);
      const product = await createProduct(testApp.app, anna, collection.id);
      await callApi(testApp.app, anna, 'PUT', `catalog/product/${product.id}/`, {
        categories_id: [category.id],
      });
      await createProduct(testApp.app, anna, collection.id);
      ids.push(collection.id, category.id);
    }
    await callApi(testApp.app, anna, 'PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
      ids,
    });
    return widget.id;
  }

  it('whatever the number of tags and products', async () => {
    const small = await widgetShowing(1);
    const large = await widgetShowing(8);
    const queriesFor = (id: number) =>
      countQueries(testApp.database.db, () =>
        callApi(testApp.app, anna, 'GET', `platform/widget/${id}/?tree=TAGS&tree=PRODUCT`),
      );

    // The widget, its tags, the categories' subtrees, the products.
    expect(await queriesFor(small)).toBe(4);
    expect(await queriesFor(large)).toBe(4);
    const view = (
      await callApi(testApp.app, anna, 'GET', `platform/widget/${large}/?tree=TAGS&tree=PRODUCT`)
    ).json();
    expect(view.data.tags).toHaveLength(16);
    expect(view.data.products).toHaveLength(16);
  });
});
