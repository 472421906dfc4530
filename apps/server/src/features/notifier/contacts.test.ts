import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { uniqueEmail } from '../../testing/accounts';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  confirmedEmailContact,
  listContacts,
  NOTIFIER,
  notifierRowCounts,
  requestEmailContact,
} from '../../testing/notifier-contacts';

describe('a merchant’s contacts: list, edit, delete, test message', () => {
  const session = useSignedInApp({
    rateLimits: { testMessagesPerContact: { max: 3, windowSeconds: 60 } },
  });
  const contactPath = (id: number) => `${NOTIFIER}/contact/${id}/`;

  const confirmed = () =>
    confirmedEmailContact(session.app, session.testApp.database.db, session.merchant);

  const unconfirmed = async () => {
    const response = await requestEmailContact(session.app, session.merchant, uniqueEmail('new'));
    return response.json().data as { id: number };
  };

  /** The test messages still to deliver to a contact (its confirmation letter is one too). */
  const pendingTo = (recipientId: number) =>
    session.testApp.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipientId, recipientId),
          eq(outboxMessages.status, 'PENDING'),
          eq(outboxMessages.kind, 'notifier.test'),
        ),
      );

  describe('GET contacts/', () => {
    it('lists the merchant’s contacts in the order they were added, with and without the slash', async () => {
      const first = await confirmed();
      const second = await unconfirmed();

      const withSlash = await session.call('GET', `${NOTIFIER}/contacts/`);
      const withoutSlash = await session.call('GET', `${NOTIFIER}/contacts`);

      expect(withSlash.statusCode).toBe(200);
      expect(withoutSlash.json()).toEqual(withSlash.json());
      const ids = withSlash.json().data.map((contact: { id: number }) => contact.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
      expect(withSlash.json().data).toContainEqual({
        id: second.id,
        title: 'Заявки на почту',
        description: 'Отдел продаж',
        type: 'EMAIL',
        is_active: false,
        is_confirmed: false,
        email: expect.stringMatching(/^new-/),
        api_key: null,
        secret_key: null,
        // Its confirmation letter, which no worker sends here.
        last_delivery: { at: expect.any(String), status: 'PENDING', error: null },
      });
    });
  });

  describe('PATCH contact/{id}/', () => {
    it('changes the title and the description, trimmed, and keeps an omitted description', async () => {
      const { id } = await confirmed();

      const renamed = await session.call('PATCH', contactPath(id), {
        title: '  Почта отдела продаж ',
        description: ' Заявки с сайта ',
      });
      const retitled = await session.call('PATCH', contactPath(id), { title: 'Почта склада' });
      const cleared = await session.call('PATCH', contactPath(id), {
        title: 'Почта склада',
        description: null,
      });

      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({
        id,
        title: 'Почта отдела продаж',
        description: 'Заявки с сайта',
        is_confirmed: true,
        is_active: true,
      });
      expect(retitled.json().data).toMatchObject({
        title: 'Почта склада',
        description: 'Заявки с сайта',
      });
      expect(cleared.json().data).toMatchObject({ title: 'Почта склада', description: null });
    });

    it.each([
      [
        'a title under 3 characters after trimming',
        { title: ' ab ' },
        'Название должно содержать минимум 3 символа.',
      ],
      ['no title', { description: 'Склад' }, 'Название должно содержать минимум 3 символа.'],
      [
        'a title over 255 characters',
        { title: 'т'.repeat(256) },
        'Название не может быть длиннее 255 символов',
      ],
      [
        'a description over 1000 characters',
        { title: 'Склад', description: 'о'.repeat(1001) },
        'Максимальная длина описания 1000 символов',
      ],
      ['a title with U+0000', { title: 'Ск\u0000лад' }, undefined],
    ])('answers 422 for %s and changes nothing', async (_case, payload, detail) => {
      const contact = await confirmed();

      const response = await session.call('PATCH', contactPath(contact.id), payload);

      expect(response.statusCode).toBe(422);
      if (detail) expect(response.json().detail).toBe(detail);
      const after = await listContacts(session.app, session.merchant);
      expect(after.find((each) => each.id === contact.id)).toEqual(contact);
    });

    it('answers 404 for an id the merchant does not have', async () => {
      const response = await session.call('PATCH', contactPath(2147483647), { title: 'Склад' });

      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE contact/{id}/', () => {
    it('deletes the contact with its messages not yet delivered, and answers the message', async () => {
      const contact = await confirmed();
      await session.call('POST', `${contactPath(contact.id)}test/`);
      expect(await pendingTo(contact.id)).toHaveLength(1);

      const response = await session.call('DELETE', contactPath(contact.id));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Сервис удалён' });
      expect(await pendingTo(contact.id)).toEqual([]);
      const after = await listContacts(session.app, session.merchant);
      expect(after.map((each) => each.id)).not.toContain(contact.id);
      expect((await session.call('DELETE', contactPath(contact.id))).statusCode).toBe(404);
    });
  });

  describe('POST contact/{id}/test/', () => {
    it('queues a test message and answers the contact with it pending', async () => {
      const contact = await confirmed();

      const response = await session.call('POST', `${contactPath(contact.id)}test/`);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        ...contact,
        last_delivery: { at: expect.any(String), status: 'PENDING', error: null },
      });
      expect(await pendingTo(contact.id)).toMatchObject([
        { kind: 'notifier.test', shopId: expect.any(Number), userId: null, payload: {} },
      ]);
      const [listed] = (await listContacts(session.app, session.merchant)).filter(
        (each) => each.id === contact.id,
      );
      expect(listed?.last_delivery).toEqual(response.json().data.last_delivery);
    });

    it('refuses a contact not yet confirmed, and queues nothing', async () => {
      const { id } = await unconfirmed();

      const response = await session.call('POST', `${contactPath(id)}test/`);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Сервис не подтверждён' });
      expect(await pendingTo(id)).toEqual([]);
    });

    it('answers 429 past the limit of test messages of one contact', async () => {
      const { id } = await confirmed();
      for (let press = 0; press < 3; press += 1) {
        expect((await session.call('POST', `${contactPath(id)}test/`)).statusCode).toBe(200);
      }

      const response = await session.call('POST', `${contactPath(id)}test/`);

      expect(response.statusCode).toBe(429);
      expect(await pendingTo(id)).toHaveLength(3);
    });

    it('answers 404 for an id the merchant does not have', async () => {
      const before = await notifierRowCounts(session.testApp.database.db);

      const response = await session.call('POST', `${contactPath(2147483647)}test/`);

      expect(response.statusCode).toBe(404);
      expect(await notifierRowCounts(session.testApp.database.db)).toEqual(before);
    });
  });

  describe('GET telegram/', () => {
    let answer: unknown;

    beforeAll(async () => {
      answer = (await session.call('GET', `${NOTIFIER}/telegram/`)).json();
    });

    it('tells that this server runs no bot when TELEGRAM_BOT_TOKEN is unset', () => {
      expect(answer).toEqual({ data: { configured: false, username: null } });
    });

    it('refuses to connect a chat then', async () => {
      const before = await notifierRowCounts(session.testApp.database.db);

      const response = await session.call('POST', `${NOTIFIER}/telegram/`, {
        title: 'Заказы в Telegram',
        api_key: 'a'.repeat(43),
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Приём заявок в Telegram на этом сервере не настроен.',
      });
      expect(await notifierRowCounts(session.testApp.database.db)).toEqual(before);
    });
  });
});
