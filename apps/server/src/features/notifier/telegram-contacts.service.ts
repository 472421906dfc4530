import { messages } from '@vitrina/contracts/messages';
import type {
  Contact,
  TelegramBot,
  telegramContactCreateSchema,
} from '@vitrina/contracts/notifier';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { Telegram } from '../../infra/telegram/telegram';
import { hashToken } from '../../secret-token';
import type { DeliveryService } from '../delivery/delivery.service';
import { lockKeyByApiKey, markKeyClaimed } from './chat-keys.repository';
import { keyTail } from './contact-body';
import type { ContactsService } from './contacts.service';
import { insertContact } from './contacts.repository';
import { NOTIFIER_MESSAGES } from './message-kinds';

type TelegramContactCreate = z.output<typeof telegramContactCreateSchema>;

interface TelegramContactsDeps {
  db: Db;
  now: Clock;
  /** Null when this server runs no bot (TELEGRAM_BOT_TOKEN unset). */
  telegram: Pick<Telegram, 'username'> | null;
  delivery: Pick<DeliveryService, 'enqueue' | 'nudge'>;
  contacts: Pick<ContactsService, 'answer'>;
}

const refuse = (detail: string) => new AppError('BAD_REQUEST', detail);

/** Telegram contacts: a chat is bound to the merchant who claims the API key the bot gave there. */
export function createTelegramContactsService(deps: TelegramContactsDeps) {
  const { db, now, telegram, delivery, contacts } = deps;

  /** The key claimed, the contact made and the chat's confirmation queued, all or nothing. */
  function claim(shopId: number, { title, description, api_key }: TelegramContactCreate) {
    return db.transaction(async (tx) => {
      const key = await lockKeyByApiKey(tx, hashToken(api_key));
      if (!key || key.retiredAt) throw refuse(messages.notifier.apiKeyUnknown);
      if (key.claimedAt) throw refuse(messages.notifier.apiKeyClaimed);
      const contact = await insertContact(tx, {
        shopId,
        type: 'TELEGRAM',
        title,
        description: description ?? null,
        telegramChatId: key.chatId,
        apiKeyTail: keyTail(api_key),
        secretKeyTail: key.secretKeyTail,
        isConfirmed: true,
        isActive: true,
      });
      await markKeyClaimed(tx, key.id, now());
      const connected = NOTIFIER_MESSAGES.connected.message({
        shopId,
        recipientId: contact.id,
        payload: {},
        dedupeKey: `${NOTIFIER_MESSAGES.connected.kind}:${contact.id}`,
      });
      await delivery.enqueue(tx, connected);
      return contact;
    });
  }

  return {
    bot(): TelegramBot {
      return { configured: telegram !== null, username: telegram?.username ?? null };
    },

    /** Binds the key's chat to the merchant; the answer shows the confirmation pending. */
    async connect(shopId: number, body: TelegramContactCreate): Promise<Contact> {
      if (!telegram) throw refuse(messages.notifier.telegramNotConfigured);
      const contact = await claim(shopId, body).catch((error: unknown) => {
        if (isUniqueViolation(error, 'notifier_contacts_shop_id_telegram_chat_id_unique')) {
          throw refuse(messages.notifier.chatAlreadyConnected);
        }
        throw error;
      });
      const answer = await contacts.answer(shopId, contact);
      delivery.nudge();
      return answer;
    },
  };
}

export type TelegramContactsService = ReturnType<typeof createTelegramContactsService>;
