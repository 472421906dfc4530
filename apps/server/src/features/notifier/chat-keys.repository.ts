import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { telegramChatKeys, type TelegramChatKeyRow } from '../../db/schema';

export type NewChatKeys = Pick<
  TelegramChatKeyRow,
  'chatId' | 'chatType' | 'chatTitle' | 'apiKeyHash' | 'secretKeyHash' | 'secretKeyTail'
>;

const ofChat = (chatId: number) => eq(telegramChatKeys.chatId, chatId);
const notRetired = isNull(telegramChatKeys.retiredAt);

export async function insertChatKeys(db: Db, values: NewChatKeys) {
  await db.insert(telegramChatKeys).values(values);
}

/** Retires the chat's keys that no merchant claimed, so only the newest pair connects. */
export async function retireUnclaimedKeys(db: Db, chatId: number, now: Date) {
  await db
    .update(telegramChatKeys)
    .set({ retiredAt: now })
    .where(and(ofChat(chatId), notRetired, isNull(telegramChatKeys.claimedAt)));
}

/** Retires every key of the chat, claimed or not: its connections are over. */
export async function retireChatKeys(db: Db, chatId: number, now: Date) {
  await db
    .update(telegramChatKeys)
    .set({ retiredAt: now })
    .where(and(ofChat(chatId), notRetired));
}

/**
 * The key of an API key's hash, locked until the transaction ends, so that of two merchants
 * claiming it at once the second sees it claimed.
 */
export async function lockKeyByApiKey(db: Db, apiKeyHash: string) {
  const [row] = await db
    .select()
    .from(telegramChatKeys)
    .where(eq(telegramChatKeys.apiKeyHash, apiKeyHash))
    .for('update');
  return row;
}

export async function markKeyClaimed(db: Db, id: number, now: Date) {
  await db.update(telegramChatKeys).set({ claimedAt: now }).where(eq(telegramChatKeys.id, id));
}

/** Whether the Secret key's hash names a live key of this chat (and of no other). */
export async function isLiveSecretOfChat(db: Db, chatId: number, secretKeyHash: string) {
  const rows = await db
    .select({ id: telegramChatKeys.id })
    .from(telegramChatKeys)
    .where(and(ofChat(chatId), notRetired, eq(telegramChatKeys.secretKeyHash, secretKeyHash)));
  return rows.length > 0;
}
