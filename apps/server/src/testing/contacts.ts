import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifierContacts, users } from '../db/schema';
import { uniqueEmail, type Account } from './accounts';

/**
 * An e-mail contact of the merchant, written as its confirmation would leave it (or before it):
 * a fixture for features that choose contacts, whose own flow the notifier's tests prove.
 */
export async function insertEmailContact(db: Db, account: Account, isConfirmed = true) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email));
  const [row] = await db
    .insert(notifierContacts)
    .values({
      userId: user!.id,
      type: 'EMAIL',
      title: 'Заявки на почту',
      email: uniqueEmail('orders'),
      isConfirmed,
      isActive: isConfirmed,
    })
    .returning({ id: notifierContacts.id });
  return row!.id;
}
