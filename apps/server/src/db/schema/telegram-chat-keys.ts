import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampWithZone } from './columns';

/**
 * The API key and Secret key the bot gave in a chat, stored as SHA-256 hex. The API key binds
 * the chat to the merchant who claims it, once; the Secret key lets whoever holds it list or
 * disconnect the shops of that chat through the bot (decision 22).
 */
export const telegramChatKeys = pgTable(
  'telegram_chat_keys',
  {
    id: id(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    /** private, group or supergroup, as Telegram names it. */
    chatType: text('chat_type').notNull(),
    chatTitle: text('chat_title'),
    apiKeyHash: text('api_key_hash').notNull().unique(),
    secretKeyHash: text('secret_key_hash').notNull().unique(),
    /** The characters a contact shows of its Secret key, kept for the merchant who claims it. */
    secretKeyTail: text('secret_key_tail').notNull(),
    issuedAt: createdAt(),
    claimedAt: timestampWithZone('claimed_at'),
    /** Set when a newer pair replaced an unclaimed one, or the chat was disconnected. */
    retiredAt: timestampWithZone('retired_at'),
  },
  (table) => [index('telegram_chat_keys_chat_id_index').on(table.chatId)],
);

export type TelegramChatKeyRow = typeof telegramChatKeys.$inferSelect;
