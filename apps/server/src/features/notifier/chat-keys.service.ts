import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { hashToken, newSecretToken } from '../../secret-token';
import type { DeliveryService } from '../delivery/delivery.service';
import {
  insertChatKeys,
  isLiveSecretOfChat,
  retireChatKeys,
  retireUnclaimedKeys,
} from './chat-keys.repository';
import { keyTail } from './contact-body';
import { deleteContactsOfChat, setChatActive, shopsOfChat } from './contacts.repository';

/** The chat as the bot sees it when it gives keys there. */
export interface KeyedChat {
  id: number;
  type: string;
  title: string | null;
}

/** What the bot tells about a shop connected to the chat. */
export interface ChatShop {
  /** The shop's own title. */
  shop: string;
  /** The title its team gave the chat's contact. */
  title: string;
  isActive: boolean;
  /** The visible end of the API key it was connected with. */
  apiKeyTail: string | null;
}

interface ChatKeysDeps {
  db: Db;
  now: Clock;
  delivery: Pick<DeliveryService, 'forgetRecipient'>;
}

/**
 * The bot's side of Telegram contacts: the keys it gives in a chat, what the holder of a Secret
 * key may do there, and whether the bot can still write to the chat (decision 22).
 */
export function createChatKeysService({ db, now, delivery }: ChatKeysDeps) {
  return {
    /** A fresh pair for the chat; its unclaimed older pairs stop working. */
    async issue(chat: KeyedChat) {
      const apiKey = newSecretToken();
      const secretKey = newSecretToken();
      await db.transaction(async (tx) => {
        await retireUnclaimedKeys(tx, chat.id, now());
        await insertChatKeys(tx, {
          chatId: chat.id,
          chatType: chat.type,
          chatTitle: chat.title,
          apiKeyHash: hashToken(apiKey),
          secretKeyHash: hashToken(secretKey),
          secretKeyTail: keyTail(secretKey),
        });
      });
      return { apiKey, secretKey };
    },

    /** Every merchant's contacts of the chat stop or start receiving. */
    setChatReachable: (chatId: number, reachable: boolean) => setChatActive(db, chatId, reachable),

    /** The shops connected to the chat, or undefined when the Secret key is not one of it. */
    async shops(chatId: number, secretKey: string): Promise<ChatShop[] | undefined> {
      if (!(await isLiveSecretOfChat(db, chatId, hashToken(secretKey)))) return undefined;
      return shopsOfChat(db, chatId);
    },

    /**
     * Removes every contact of the chat, with their messages not yet delivered, and retires the
     * chat's keys: how many shops it disconnected, or undefined when the Secret key is not one
     * of the chat.
     */
    disconnect(chatId: number, secretKey: string): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        if (!(await isLiveSecretOfChat(tx, chatId, hashToken(secretKey)))) return undefined;
        const removed = await deleteContactsOfChat(tx, chatId);
        for (const { id, shopId } of removed) await delivery.forgetRecipient(tx, shopId, id);
        await retireChatKeys(tx, chatId, now());
        return removed.length;
      });
    },
  };
}

export type ChatKeysService = ReturnType<typeof createChatKeysService>;
