import { messages } from '@vitrina/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCollection } from '../../testing/catalog';
import { createSite, createWidget, platformRowCounts } from '../../testing/platform';
import { expectOneOf, inRounds } from '../../testing/races';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * Writes racing the delete of what they name. Each answer is one that running the two calls in
 * either order would give, and nothing is left half-written.
 */
describe('widget and showcase writes racing deletes', () => {
  const session = useSignedInApp();
  let siteId: number;
  let toys: number;

  beforeAll(async () => {
    siteId = (await createSite(session.app, session.merchant)).id;
    toys = (await createCollection(session.app, session.merchant, 'Игрушки')).id;
  });

  const { call } = session;
  const newWidget = (site = siteId) => createWidget(session.app, session.merchant, site);
  const putContent = (identifier: string, ids: number[]) =>
    call('PUT', `platform/showcase/${identifier}/content/`, { ids });
  /** The ids the showcase of the widget shows, in order. */
  const shown = async (widgetId: number): Promise<number[]> => {
    const tags = (await call('GET', `platform/widget/${widgetId}/?tree=TAGS`)).json().data.tags;
    return tags.map((tag: { collection_id: number; category_id?: number }) =>
      tag.category_id === undefined ? tag.collection_id : tag.category_id,
    );
  };
  const rowCounts = () => platformRowCounts(session.testApp.database.db);

  it('content naming a category being deleted is saved before the delete or refused with 404', async () => {
    const widget = await newWidget();
    const clothes = (await createCollection(session.app, session.merchant)).id;
    await inRounds(async () => {
      await putContent(widget.showcases[0]!, []);
      const category = (await createCategory(session.app, session.merchant, clothes)).id;

      const [put, deleted] = await Promise.all([
        putContent(widget.showcases[0]!, [toys, category]),
        call('DELETE', `catalog/category/${category}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(put, { 200: null, 404: messages.widget.contentNotFound });
      // Saved, then the delete took its category out; or refused, the old content kept.
      expect(await shown(widget.id)).toEqual(put.statusCode === 200 ? [toys] : []);
    });
  });

  it('content naming a collection being deleted is saved before the delete or refused with 404', async () => {
    const widget = await newWidget();
    await inRounds(async () => {
      await putContent(widget.showcases[0]!, []);
      const collection = (await createCollection(session.app, session.merchant)).id;
      const category = (await createCategory(session.app, session.merchant, collection)).id;

      const [put, deleted] = await Promise.all([
        putContent(widget.showcases[0]!, [toys, collection, category]),
        call('DELETE', `catalog/collection/${collection}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(put, { 200: null, 404: messages.widget.contentNotFound });
      expect(await shown(widget.id)).toEqual(put.statusCode === 200 ? [toys] : []);
    });
  });

  it.each([
    ['widget', (ids: { widget: number; site: number }) => `platform/widget/${ids.widget}/`],
    ['site', (ids: { widget: number; site: number }) => `platform/site/${ids.site}/`],
  ])('content of a showcase whose %s is being deleted answers 200 or 404', async (_, path) => {
    const before = await rowCounts();
    await inRounds(async () => {
      const site = (await createSite(session.app, session.merchant)).id;
      const widget = await newWidget(site);

      const [put, deleted] = await Promise.all([
        putContent(widget.showcases[0]!, [toys]),
        call('DELETE', path({ widget: widget.id, site })),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(put, { 200: null, 404: messages.http.notFound });
      await call('DELETE', `platform/site/${site}/`);
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('two contents saved at once: one of them is shown whole', async () => {
    const widget = await newWidget();
    const clothes = (await createCollection(session.app, session.merchant)).id;
    await inRounds(async () => {
      const answers = await Promise.all([
        putContent(widget.showcases[0]!, [toys, clothes]),
        putContent(widget.showcases[0]!, [clothes]),
      ]);

      for (const answer of answers) expectOneOf(answer, { 200: null });
      expect([[toys, clothes], [clothes]]).toContainEqual(await shown(widget.id));
    });
  });

  it('a widget created on a site being deleted is created first or refused with 404', async () => {
    const before = await rowCounts();
    await inRounds(async () => {
      const site = (await createSite(session.app, session.merchant)).id;

      const [created, deleted] = await Promise.all([
        call('POST', 'platform/widget/', { title: 'Витрина', site_id: site }),
        call('DELETE', `platform/site/${site}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(created, { 200: null, 404: messages.http.notFound });
    });
    // Created widgets went with their site, each with its showcase: nothing is left behind.
    expect(await rowCounts()).toEqual(before);
  });

  it('a widget changed while its site is being deleted answers 200 or 404', async () => {
    const before = await rowCounts();
    await inRounds(async () => {
      const site = (await createSite(session.app, session.merchant)).id;
      const widget = await newWidget(site);

      const [changed, deleted] = await Promise.all([
        call('PATCH', `platform/widget/${widget.id}/`, { title: 'Новая витрина' }),
        call('DELETE', `platform/site/${site}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(changed, { 200: null, 404: messages.http.notFound });
    });
    expect(await rowCounts()).toEqual(before);
  });
});
