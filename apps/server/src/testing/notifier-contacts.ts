import type { Contact } from '@vitrina/contracts/notifier';
import { and, count, desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import {
  contactEmailTokens,
  notifierContacts,
  outboxMessages,
  telegramChatKeys,
} from '../db/schema';
import { uniqueEmail, type Account } from './accounts';
import { callApi, type Method } from './catalog';
import { letterInMailFolder, linkIn } from './letters';

/** The notifier's API base, relative to /api/v1/. */
export const NOTIFIER = 'platform/service/notifier';

/** A signed-in call to a notifier path, `path` relative to its base. */
export const callNotifier = (
  app: App,
  account: Account,
  method: Method,
  path: string,
  payload?: unknown,
) => callApi(app, account, method, `${NOTIFIER}/${path}`, payload);

export const requestEmailContact = (
  app: App,
  account: Account,
  email: string,
  fields: object = {},
) =>
  callNotifier(app, account, 'POST', 'email/verify/send/', {
    title: 'Заявки на почту',
    description: 'Отдел продаж',
    email,
    ...fields,
  });

/** The token of the newest confirmation letter to `address` in the mail folder. */
export async function confirmationToken(dataDir: string, address: string, letters = 1) {
  const letter = await letterInMailFolder(dataDir, address, 'verifyMail=', letters);
  return linkIn(letter, 'verifyMail=').searchParams.get('verifyMail') ?? '';
}

/**
 * The token of the newest confirmation letter queued to a contact, read from the outbox while
 * no worker has sent it yet: for tests that run no worker.
 */
export async function queuedConfirmationToken(db: Db, contactId: number): Promise<string> {
  const [queued] = await db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipientId, contactId),
        eq(outboxMessages.kind, 'notifier.contact-confirmation'),
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const token = queued?.payload.token;
  if (typeof token !== 'string') throw new Error(`No confirmation queued to contact ${contactId}`);
  return token;
}

/** Follows a confirmation link as the console does: an empty POST. */
export const confirmEmail = (app: App, account: Account, token: string) =>
  callNotifier(app, account, 'POST', `email/verify/${token}`);

async function dataOf(response: ReturnType<typeof callApi>) {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer.json().data;
}

/** An e-mail contact the merchant added and confirmed by the link of its queued letter. */
export async function confirmedEmailContact(
  app: App,
  db: Db,
  account: Account,
  email = uniqueEmail('orders'),
): Promise<Contact> {
  const { id } = await dataOf(requestEmailContact(app, account, email));
  return dataOf(confirmEmail(app, account, await queuedConfirmationToken(db, id)));
}

export const listContacts = (app: App, account: Account): Promise<Contact[]> =>
  dataOf(callNotifier(app, account, 'GET', 'contacts/'));

/** Row counts of the notifier tables, to show that a refused call wrote nothing. */
export async function notifierRowCounts(db: Db) {
  const rowsOf = async (
    table: typeof notifierContacts | typeof telegramChatKeys | typeof contactEmailTokens,
  ) => (await db.select({ rows: count() }).from(table))[0]?.rows ?? 0;
  return {
    contacts: await rowsOf(notifierContacts),
    chatKeys: await rowsOf(telegramChatKeys),
    emailTokens: await rowsOf(contactEmailTokens),
  };
}
