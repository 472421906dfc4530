import type { Contact } from '@vitrina/contracts/notifier';
import { count } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { contactEmailTokens, notifierContacts, telegramChatKeys } from '../db/schema';
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

/** Follows a confirmation link as the console does: an empty POST. */
export const confirmEmail = (app: App, account: Account, token: string) =>
  callNotifier(app, account, 'POST', `email/verify/${token}`);

async function dataOf(response: ReturnType<typeof callApi>) {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer.json().data;
}

/** An e-mail contact the merchant added and confirmed through the letter in the mail folder. */
export async function confirmedEmailContact(
  app: App,
  dataDir: string,
  account: Account,
  email = uniqueEmail('orders'),
): Promise<Contact> {
  await dataOf(requestEmailContact(app, account, email));
  return dataOf(confirmEmail(app, account, await confirmationToken(dataDir, email)));
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
