import { CONTACT_TYPES } from '@vitrina/contracts/enums';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, lifecycleDates } from './columns';
import { belongsTo } from './references';
import { shops } from './shops';

export const contactTypeEnum = pgEnum('contact_type', CONTACT_TYPES);

/**
 * A place where a merchant's form data arrives (spec §3): a Telegram chat bound through a key
 * the provider's bot gave in it, or an e-mail address confirmed by a letter's link. The keys
 * themselves are kept hashed elsewhere; a contact keeps only their last characters to show.
 */
export const notifierContacts = pgTable(
  'notifier_contacts',
  {
    id: id(),
    shopId: belongsTo('shop_id', () => shops.id),
    type: contactTypeEnum('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** As the merchant typed it; unique per merchant in any letter case. */
    email: text('email'),
    /** Telegram's ids reach 52 bits, beyond an integer column but within a JavaScript number. */
    telegramChatId: bigint('telegram_chat_id', { mode: 'number' }),
    apiKeyTail: text('api_key_tail'),
    secretKeyTail: text('secret_key_tail'),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    /** False while the bot cannot write to the chat (blocked, removed, chat gone). */
    isActive: boolean('is_active').notNull().default(false),
    ...lifecycleDates(),
  },
  (table) => [
    // Both also serve the look-ups of a merchant's contacts (their leading column).
    uniqueIndex('notifier_contacts_shop_id_telegram_chat_id_unique').on(
      table.shopId,
      table.telegramChatId,
    ),
    uniqueIndex('notifier_contacts_shop_id_email_unique').on(
      table.shopId,
      sql`lower(${table.email})`,
    ),
    // What the bot hears is about a chat, whoever's contacts it delivers.
    index('notifier_contacts_telegram_chat_id_index').on(table.telegramChatId),
    check(
      'notifier_contacts_address_of_type',
      sql`(${table.type} = 'EMAIL') = (${table.email} IS NOT NULL) AND (${table.type} = 'TELEGRAM') = (${table.telegramChatId} IS NOT NULL)`,
    ),
  ],
);

export type NotifierContactRow = typeof notifierContacts.$inferSelect;
