import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifierContacts, shops, type NotifierContactRow } from '../../db/schema';

export type ContactFields = Pick<NotifierContactRow, 'title' | 'description'>;

export type NewContact = ContactFields &
  Pick<NotifierContactRow, 'shopId' | 'type'> &
  Partial<
    Pick<
      NotifierContactRow,
      'email' | 'telegramChatId' | 'apiKeyTail' | 'secretKeyTail' | 'isConfirmed' | 'isActive'
    >
  >;

const ownedBy = (shopId: number) => eq(notifierContacts.shopId, shopId);
const ownContact = (shopId: number, id: number) =>
  and(ownedBy(shopId), eq(notifierContacts.id, id));
const ofChat = (chatId: number) => eq(notifierContacts.telegramChatId, chatId);

function selectContacts(db: Db, condition: SQL | undefined) {
  return db.select().from(notifierContacts).where(condition).orderBy(notifierContacts.id);
}

export const listContacts = (db: Db, shopId: number) => selectContacts(db, ownedBy(shopId));

export async function findContact(db: Db, shopId: number, id: number) {
  const [row] = await selectContacts(db, ownContact(shopId, id));
  return row;
}

/**
 * Inside `tx`: the merchant's contact, kept from being deleted until `tx` ends, so a message
 * queued for it cannot outlive its delete (which forgets the contact's pending messages).
 */
export async function lockContact(tx: Db, shopId: number, id: number) {
  const [row] = await tx
    .select()
    .from(notifierContacts)
    .where(ownContact(shopId, id))
    .for('key share');
  return row;
}

/**
 * Inside `tx`: which of `ids` are the merchant's confirmed contacts, each kept from being deleted
 * until `tx` ends, so a widget's choice of them is written whole or refused.
 */
export async function lockConfirmedContacts(tx: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: notifierContacts.id })
    .from(notifierContacts)
    .where(
      and(
        ownedBy(shopId),
        inArray(notifierContacts.id, ids),
        eq(notifierContacts.isConfirmed, true),
      ),
    )
    .for('key share');
  return rows.map((row) => row.id);
}

/** The merchant's contact of an address, in any letter case; at most one (a unique index). */
export async function findEmailContact(db: Db, shopId: number, email: string) {
  const [row] = await selectContacts(
    db,
    and(ownedBy(shopId), sql`lower(${notifierContacts.email}) = lower(${email})`),
  );
  return row;
}

export async function insertContact(db: Db, values: NewContact): Promise<NotifierContactRow> {
  const [row] = await db.insert(notifierContacts).values(values).returning();
  return row!;
}

/** The changed contact, or undefined when the merchant has none with this id. */
export async function updateContact(
  db: Db,
  shopId: number,
  id: number,
  fields: Partial<ContactFields & Pick<NotifierContactRow, 'isConfirmed' | 'isActive'>>,
) {
  const [row] = await db
    .update(notifierContacts)
    .set(fields)
    .where(ownContact(shopId, id))
    .returning();
  return row;
}

export async function deleteContact(db: Db, shopId: number, id: number) {
  const deleted = await db
    .delete(notifierContacts)
    .where(ownContact(shopId, id))
    .returning({ id: notifierContacts.id });
  return deleted.length > 0;
}

/** Every merchant's contacts of the chat, active or not. */
/** The contacts bound to the chat with their shops' titles, as the bot's `/shops` lists them. */
export function shopsOfChat(db: Db, chatId: number) {
  return db
    .select({
      shop: shops.title,
      title: notifierContacts.title,
      isActive: notifierContacts.isActive,
      apiKeyTail: notifierContacts.apiKeyTail,
    })
    .from(notifierContacts)
    .innerJoin(shops, eq(shops.id, notifierContacts.shopId))
    .where(ofChat(chatId))
    .orderBy(asc(notifierContacts.id));
}

/** Whether the bot can write to the chat, for every contact bound to it. */
export async function setChatActive(db: Db, chatId: number, isActive: boolean) {
  await db
    .update(notifierContacts)
    .set({ isActive })
    .where(and(ofChat(chatId), eq(notifierContacts.isActive, !isActive)));
}

/** Removes every contact bound to the chat; answers whose they were, to forget their messages. */
export function deleteContactsOfChat(db: Db, chatId: number) {
  return db
    .delete(notifierContacts)
    .where(ofChat(chatId))
    .returning({ id: notifierContacts.id, shopId: notifierContacts.shopId });
}

/** The merchant's contacts that receive orders: confirmed and active. */
export const receivingContacts = (shopId: number) =>
  and(ownedBy(shopId), eq(notifierContacts.isConfirmed, true), eq(notifierContacts.isActive, true));

/** Whether the chat is a confirmed, active contact of the merchant: one that receives orders. */
export async function receivesInChat(db: Db, shopId: number, chatId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifierContacts.id })
    .from(notifierContacts)
    .where(and(receivingContacts(shopId), ofChat(chatId)))
    .limit(1);
  return row !== undefined;
}
