import type { Db } from '../db/client';
import { notifierContacts } from '../db/schema';
import { ownShopId, uniqueEmail, type Account } from './accounts';

/**
 * An e-mail contact of the merchant, written as its confirmation would leave it (or before it):
 * a fixture for features that choose contacts, whose own flow the notifier's tests prove.
 */
export function insertEmailContact(db: Db, account: Account, isConfirmed = true) {
  return insertContact(db, account, {
    type: 'EMAIL',
    title: 'Заявки на почту',
    email: uniqueEmail('orders'),
    isConfirmed,
    isActive: isConfirmed,
  });
}

/** The Telegram chat as a confirmed, active contact of the merchant, as binding it leaves it. */
export function insertTelegramContact(db: Db, account: Account, chatId: number) {
  return insertContact(db, account, {
    type: 'TELEGRAM',
    title: 'Заявки в Telegram',
    telegramChatId: chatId,
    isConfirmed: true,
    isActive: true,
  });
}

async function insertContact(
  db: Db,
  account: Account,
  contact: Omit<typeof notifierContacts.$inferInsert, 'shopId'>,
) {
  const shopId = await ownShopId(db, account.email);
  const [row] = await db
    .insert(notifierContacts)
    .values({ ...contact, shopId })
    .returning({ id: notifierContacts.id });
  return row!.id;
}
