import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifierContacts, orderCards } from '../../db/schema';
import { receivingContacts } from './contacts.repository';

/** Where a card is: the chat and the bot's message there. */
export interface CardPlace {
  chatId: number;
  messageId: number;
}

/** Keeps a card the bot sent; the same message kept again (a retried record) adds nothing. */
export async function recordOrderCard(
  db: Db,
  card: CardPlace & { orderId: number; contactId: number },
) {
  await db.insert(orderCards).values(card).onConflictDoNothing();
}

/** The first card of the order kept for the contact's chat, if the bot sent one there. */
export async function keptCard(
  db: Db,
  orderId: number,
  contactId: number,
): Promise<CardPlace | undefined> {
  const [card] = await db
    .select({ chatId: orderCards.chatId, messageId: orderCards.messageId })
    .from(orderCards)
    .where(and(eq(orderCards.orderId, orderId), eq(orderCards.contactId, contactId)))
    .orderBy(orderCards.id)
    .limit(1);
  return card;
}

/**
 * The merchant's cards of the order in chats that still receive orders: the card's contact is
 * the merchant's, confirmed and active. A deleted contact took its cards along.
 */
export function followedCards(db: Db, shopId: number, orderId: number): Promise<CardPlace[]> {
  return db
    .select({ chatId: orderCards.chatId, messageId: orderCards.messageId })
    .from(orderCards)
    .innerJoin(notifierContacts, eq(notifierContacts.id, orderCards.contactId))
    .where(and(eq(orderCards.orderId, orderId), receivingContacts(shopId)))
    .orderBy(orderCards.id);
}
