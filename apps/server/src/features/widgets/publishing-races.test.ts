import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetPublications } from '../../db/schema';
import { createCollection } from '../../testing/catalog';
import { insertEmailContact } from '../../testing/contacts';
import { createSite, createWidget } from '../../testing/platform';
import { expectOneOf, inRounds } from '../../testing/races';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * Publications and choices of services racing the edits and deletes they read. Each outcome is
 * one that running the two calls in either order would give.
 */
describe('widget publishing racing edits', () => {
  const session = useSignedInApp();
  let siteId: number;

  beforeAll(async () => {
    siteId = (await createSite(session.app, session.merchant)).id;
  });

  const { call } = session;
  const db = () => session.testApp.database.db;
  const publishedContent = async (widgetId: number) => {
    const [row] = await db()
      .select({ content: widgetPublications.content })
      .from(widgetPublications)
      .where(eq(widgetPublications.widgetId, widgetId));
    return row?.content.map((node) => node.collection_id);
  };

  it('a publication taken while the content changes holds the old content or the new, whole', async () => {
    const widget = await createWidget(session.app, session.merchant, siteId);
    const [toys, books, games] = [
      (await createCollection(session.app, session.merchant, 'Игрушки')).id,
      (await createCollection(session.app, session.merchant, 'Книги')).id,
      (await createCollection(session.app, session.merchant, 'Игры')).id,
    ];
    await inRounds(async () => {
      await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: [toys] });

      const [put, published] = await Promise.all([
        call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, { ids: [books, games] }),
        call('POST', `platform/widget/${widget.id}/publish/`),
      ]);

      expectOneOf(put, { 200: null });
      expectOneOf(published, { 200: null });
      expect([[toys], [books, games]]).toContainEqual(await publishedContent(widget.id));
    });
  });

  it('a service chosen while it is deleted is refused with 404, or chosen and then forgotten', async () => {
    const widget = await createWidget(session.app, session.merchant, siteId);
    await inRounds(async () => {
      const contact = await insertEmailContact(db(), session.merchant);

      const [chosen, deleted] = await Promise.all([
        call('PUT', `platform/widget/${widget.id}/contacts/`, { contacts_id: [contact] }),
        call('DELETE', `platform/service/notifier/contact/${contact}/`),
      ]);

      expectOneOf(deleted, { 200: null });
      expectOneOf(chosen, { 200: null, 404: messages.widget.contactNotFound });
      const current = await call('GET', `platform/widget/${widget.id}/`);
      expect(current.json().data.contacts_id).toEqual([]);
    });
  });
});
