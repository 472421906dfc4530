import { bigint, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { notifierContacts } from './notifier-contacts';
import { orders } from './orders';
import { belongsTo } from './references';

/**
 * An order's card in a Telegram chat: the message the bot sent there (issue 14), so every card
 * can be edited when the order's status changes, wherever it was changed. A card goes with its
 * order, and with its contact: a chat no longer a service of the merchant is left alone.
 */
export const orderCards = pgTable(
  'order_cards',
  {
    id: id(),
    orderId: belongsTo('order_id', () => orders.id),
    contactId: belongsTo('contact_id', () => notifierContacts.id),
    /** Telegram's ids reach 52 bits, beyond an integer column but within a JavaScript number. */
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    messageId: integer('message_id').notNull(),
  },
  (table) => [
    unique('order_cards_chat_id_message_id_unique').on(table.chatId, table.messageId),
    index('order_cards_order_id_index').on(table.orderId),
  ],
);

export type OrderCardRow = typeof orderCards.$inferSelect;
