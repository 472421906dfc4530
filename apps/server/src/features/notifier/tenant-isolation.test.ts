import type { Contact } from '@vitrina/contracts/notifier';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { registerAccount, uniqueEmail, type Account } from '../../testing/accounts';
import type { Method } from '../../testing/catalog';
import {
  callNotifier,
  confirmEmail,
  confirmedEmailContact,
  listContacts,
  notifierRowCounts,
  queuedConfirmationToken,
  requestEmailContact,
} from '../../testing/notifier-contacts';
import { useTestApp } from '../../testing/signed-in-app';

/** Another merchant's contacts and links answer exactly as missing ones do, and stay as they were. */
describe('contacts belong to their merchant', () => {
  const testApp = useTestApp();
  let anna: Account;
  let boris: Account;
  let annasContact: Contact;
  let annasPending: { email: string; token: string };
  let borisContact: Contact;

  beforeAll(async () => {
    const { app, database } = testApp;
    anna = await registerAccount(app);
    boris = await registerAccount(app);
    annasContact = await confirmedEmailContact(app, database.db, anna);
    const email = uniqueEmail('annas-pending');
    const { id } = (await requestEmailContact(app, anna, email)).json().data;
    annasPending = { email, token: await queuedConfirmationToken(database.db, id) };
    borisContact = await confirmedEmailContact(app, database.db, boris);
  });

  /** What Anna and Boris have, and the outbox, to show that nothing changed. */
  const everything = async () => ({
    rows: await notifierRowCounts(testApp.database.db),
    messages: await testApp.database.db.select().from(outboxMessages),
    annas: await listContacts(testApp.app, anna),
    boris: await listContacts(testApp.app, boris),
  });

  it.each<[Method, () => string, object | undefined]>([
    ['PATCH', () => `contact/${annasContact.id}/`, { title: 'Чужая почта' }],
    ['DELETE', () => `contact/${annasContact.id}/`, undefined],
    ['POST', () => `contact/${annasContact.id}/test/`, undefined],
  ])(
    'answers 404 to %s %s of the other merchant, and changes nothing',
    async (method, path, payload) => {
      const before = await everything();

      const response = await callNotifier(testApp.app, boris, method, path(), payload);

      expect(response.statusCode).toBe(404);
      expect(await everything()).toEqual(before);
    },
  );

  it('refuses the other merchant’s confirmation link as an unknown one, and leaves it working', async () => {
    const before = await everything();

    const response = await confirmEmail(testApp.app, boris, annasPending.token);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Ссылка подтверждения недействительна или устарела',
    });
    expect(await everything()).toEqual(before);
    expect((await confirmEmail(testApp.app, anna, annasPending.token)).json().data).toMatchObject({
      email: annasPending.email,
      is_confirmed: true,
    });
  });

  it('lists only the merchant’s own contacts', async () => {
    expect(await listContacts(testApp.app, boris)).toEqual([borisContact]);
  });

  it('lets a merchant add an address another merchant has, as a contact of their own', async () => {
    const response = await requestEmailContact(testApp.app, boris, annasContact.email!);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: annasContact.email, is_confirmed: false });
    const annas = await listContacts(testApp.app, anna);
    expect(annas.find((contact) => contact.id === annasContact.id)).toEqual(annasContact);
  });
});
