import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetPublications } from '../../db/schema';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi, createCategory, createCollection } from '../../testing/catalog';
import { insertEmailContact } from '../../testing/contacts';
import { createSite, createWidget, platformRowCounts } from '../../testing/platform';
import { useSignedInApp } from '../../testing/signed-in-app';
import { testClock } from '../../testing/test-clock';

describe('widget style, contacts and publication: /api/v1/platform/widget/{id}/', () => {
  const clock = testClock();
  const session = useSignedInApp({ now: clock.now });
  const { call } = session;
  let siteId: number;
  let boris: Account;

  beforeAll(async () => {
    siteId = (await createSite(session.app, session.merchant)).id;
    boris = await registerAccount(session.app);
  });

  const db = () => session.testApp.database.db;
  const rowCounts = () => platformRowCounts(db());
  const newWidget = () => createWidget(session.app, session.merchant, siteId);
  const widgetOf = async (id: number) => (await call('GET', `platform/widget/${id}/`)).json().data;
  const contact = (isConfirmed = true) => insertEmailContact(db(), session.merchant, isConfirmed);
  const publicationOf = async (widgetId: number) =>
    (
      await db().select().from(widgetPublications).where(eq(widgetPublications.widgetId, widgetId))
    )[0];

  describe('style', () => {
    it('replaces the saved settings with the given ones', async () => {
      const widget = await newWidget();
      await call('PUT', `platform/widget/${widget.id}/style/`, {
        columns: 2,
        button_text: 'В корзину',
      });

      const response = await call('PUT', `platform/widget/${widget.id}/style/`, {
        accent_color: '#FF0000',
        button_text: ' Заказать ',
      });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.style).toEqual({
        accent_color: '#FF0000',
        button_text: 'Заказать',
      });
      expect((await widgetOf(widget.id)).style).toEqual(response.json().data.style);
    });

    it.each([
      ['a colour by name', { accent_color: 'red' }, messages.widget.accentColorInvalid],
      ['a blank button text', { button_text: '  ' }, messages.widget.buttonTextRequired],
      [
        'a button text of 31 characters',
        { button_text: 'к'.repeat(31) },
        messages.widget.buttonTextTooLong,
      ],
    ])('refuses %s with 422 and keeps the style', async (_, style, detail) => {
      const widget = await newWidget();
      await call('PUT', `platform/widget/${widget.id}/style/`, { columns: 2 });

      const response = await call('PUT', `platform/widget/${widget.id}/style/`, style);

      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(detail);
      expect((await widgetOf(widget.id)).style).toEqual({ columns: 2 });
    });

    it.each([
      ['5 columns', { columns: 5 }],
      ['no columns', { columns: 0 }],
      ['a setting that does not exist', { font: 'Arial' }],
    ])('refuses %s with 422', async (_, style) => {
      const widget = await newWidget();

      const response = await call('PUT', `platform/widget/${widget.id}/style/`, style);

      expect(response.statusCode).toBe(422);
      expect((await widgetOf(widget.id)).style).toEqual({});
    });
  });

  describe('contacts', () => {
    it('chooses confirmed contacts, once each and in ascending order, and clears them', async () => {
      const widget = await newWidget();
      const [first, second] = [await contact(), await contact()];

      const chosen = await call('PUT', `platform/widget/${widget.id}/contacts/`, {
        contacts_id: [second, first, second],
      });
      expect(chosen.statusCode).toBe(200);
      expect(chosen.json().data.contacts_id).toEqual([first, second]);

      const cleared = await call('PUT', `platform/widget/${widget.id}/contacts/`, {
        contacts_id: [],
      });
      expect(cleared.json().data.contacts_id).toEqual([]);
    });

    it('refuses an unconfirmed contact, or another merchant’s, with 404, changing nothing', async () => {
      const widget = await newWidget();
      const kept = await contact();
      await call('PUT', `platform/widget/${widget.id}/contacts/`, { contacts_id: [kept] });
      const before = await rowCounts();

      const unconfirmed = await call('PUT', `platform/widget/${widget.id}/contacts/`, {
        contacts_id: [kept, await contact(false)],
      });
      const foreign = await call('PUT', `platform/widget/${widget.id}/contacts/`, {
        contacts_id: [await insertEmailContact(db(), boris)],
      });

      for (const response of [unconfirmed, foreign]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().detail).toBe(messages.widget.contactNotFound);
      }
      expect(await rowCounts()).toEqual(before);
      expect((await widgetOf(widget.id)).contacts_id).toEqual([kept]);
    });

    it.each([
      ['no list', {}],
      ['ids that are text', { contacts_id: ['one'] }],
      ['51 contacts', { contacts_id: Array.from({ length: 51 }, (_, index) => index + 1) }],
    ])('refuses %s with 422', async (_, body) => {
      const widget = await newWidget();

      const response = await call('PUT', `platform/widget/${widget.id}/contacts/`, body);

      expect(response.statusCode).toBe(422);
    });

    it('forgets a contact the merchant deletes', async () => {
      const widget = await newWidget();
      const gone = await contact();
      await call('PUT', `platform/widget/${widget.id}/contacts/`, { contacts_id: [gone] });

      await call('DELETE', `platform/service/notifier/contact/${gone}/`);

      expect((await widgetOf(widget.id)).contacts_id).toEqual([]);
    });
  });

  describe('publication', () => {
    it('is none for a new widget', async () => {
      const widget = await widgetOf((await newWidget()).id);

      expect(widget).toMatchObject({ published_at: null, has_unpublished_changes: false });
    });

    it('copies the content, style and contacts as they are when published', async () => {
      const widget = await newWidget();
      const collection = (await createCollection(session.app, session.merchant)).id;
      const category = (await createCategory(session.app, session.merchant, collection)).id;
      const chosen = await contact();
      await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
        ids: [category, collection],
      });
      await call('PUT', `platform/widget/${widget.id}/style/`, { columns: 2 });
      await call('PUT', `platform/widget/${widget.id}/contacts/`, { contacts_id: [chosen] });

      const response = await call('POST', `platform/widget/${widget.id}/publish/`);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        published_at: clock.now().toISOString(),
        has_unpublished_changes: false,
      });
      expect(await publicationOf(widget.id)).toEqual({
        widgetId: widget.id,
        content: [
          { collection_id: null, category_id: category },
          { collection_id: collection, category_id: null },
        ],
        style: { columns: 2 },
        contactsId: [chosen],
        publishedAt: clock.now(),
      });
    });

    it.each([
      [
        'content',
        (id: number, showcase: string) =>
          call('PUT', `platform/showcase/${showcase}/content/`, { ids: [] }),
      ],
      ['style', (id: number) => call('PUT', `platform/widget/${id}/style/`, { columns: 4 })],
      [
        'contacts',
        (id: number) => call('PUT', `platform/widget/${id}/contacts/`, { contacts_id: [] }),
      ],
    ])(
      'tells of unpublished changes after an edit of its %s, until republished',
      async (_, edit) => {
        const widget = await newWidget();
        const collection = (await createCollection(session.app, session.merchant)).id;
        await call('PUT', `platform/showcase/${widget.showcases[0]}/content/`, {
          ids: [collection],
        });
        await call('PUT', `platform/widget/${widget.id}/contacts/`, {
          contacts_id: [await contact()],
        });
        await call('POST', `platform/widget/${widget.id}/publish/`);
        const published = await publicationOf(widget.id);

        await edit(widget.id, widget.showcases[0]!);
        const edited = await widgetOf(widget.id);
        clock.advanceSeconds(60);
        const republished = (await call('POST', `platform/widget/${widget.id}/publish/`)).json()
          .data;

        expect(edited.has_unpublished_changes).toBe(true);
        expect(edited.published_at).toBe(published!.publishedAt.toISOString());
        expect(republished).toMatchObject({
          published_at: clock.now().toISOString(),
          has_unpublished_changes: false,
        });
      },
    );

    it('sees an edit undone as no change', async () => {
      const widget = await newWidget();
      await call('PUT', `platform/widget/${widget.id}/style/`, { columns: 2 });
      await call('POST', `platform/widget/${widget.id}/publish/`);

      await call('PUT', `platform/widget/${widget.id}/style/`, { columns: 3 });
      await call('PUT', `platform/widget/${widget.id}/style/`, { columns: 2 });

      expect((await widgetOf(widget.id)).has_unpublished_changes).toBe(false);
    });

    it('unpublishes, keeping the widget’s settings, and unpublishing again changes nothing', async () => {
      const widget = await newWidget();
      await call('PUT', `platform/widget/${widget.id}/style/`, { columns: 1 });
      await call('POST', `platform/widget/${widget.id}/publish/`);
      await call('PUT', `platform/widget/${widget.id}/style/`, { columns: 2 });

      const unpublished = await call('DELETE', `platform/widget/${widget.id}/publish/`);
      const again = await call('DELETE', `platform/widget/${widget.id}/publish/`);

      for (const response of [unpublished, again]) {
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toMatchObject({
          style: { columns: 2 },
          published_at: null,
          has_unpublished_changes: false,
        });
      }
      expect(await publicationOf(widget.id)).toBeUndefined();
    });

    it('answers 404 for a missing widget and writes nothing', async () => {
      const before = await rowCounts();

      const publish = await call('POST', 'platform/widget/2147483647/publish/');
      const unpublish = await call('DELETE', 'platform/widget/2147483647/publish/');

      expect([publish.statusCode, unpublish.statusCode]).toEqual([404, 404]);
      expect(await rowCounts()).toEqual(before);
    });

    it('goes with its widget', async () => {
      const widget = await newWidget();
      await call('POST', `platform/widget/${widget.id}/publish/`);

      await call('DELETE', `platform/widget/${widget.id}/`);

      expect(await publicationOf(widget.id)).toBeUndefined();
    });
  });

  it('lists each widget of a site with its publication state', async () => {
    const site = (await createSite(session.app, session.merchant)).id;
    const [published, draft] = [
      await createWidget(session.app, session.merchant, site),
      await createWidget(session.app, session.merchant, site),
    ];
    await call('POST', `platform/widget/${published.id}/publish/`);

    const response = await callApi(
      session.app,
      session.merchant,
      'GET',
      `platform/site/${site}/?tree=WIDGET`,
    );

    expect(
      response
        .json()
        .data.widgets.map((widget: { id: number; published_at: string | null }) => [
          widget.id,
          widget.published_at,
        ]),
    ).toEqual([
      [published.id, clock.now().toISOString()],
      [draft.id, null],
    ]);
  });
});
