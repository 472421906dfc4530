import { messages } from '@vitrina/contracts/messages';
import type { Db } from '../../db/client';
import type { Mailer } from '../../infra/mailer/mailer';
import type { Telegram } from '../../infra/telegram/telegram';
import { hashToken } from '../../secret-token';
import type {
  DeliveryAttempt,
  DeliveryHandler,
  DeliveryOutcome,
} from '../delivery/delivery.service';
import { ORDER_CREATED, type OrderCreatedPayload } from '../orders/orders.service';
import { contactLetter } from './contact-letters';
import {
  connectedMessage,
  deliveryFailures,
  testMessage,
  type ContactMessage,
} from './contact-messages';
import { findContact, setChatActive } from './contacts.repository';
import { NOTIFIER_MESSAGES } from './message-kinds';
import { newOrderMessage } from './order-card';

interface HandlerDeps {
  db: Db;
  /** Null when this server runs no bot. */
  telegram: Pick<Telegram, 'send'> | null;
  mailer: Pick<Mailer, 'send'>;
  /** The console's address: letters link to its services page, and name their host. */
  publicUrl: string;
}

/**
 * A Message-ID of the attempt's message, the same on every retry, so a letter that went out
 * before a crash and goes out again shows as one in the merchant's mail client.
 */
function messageIdOf({ idempotencyKey }: DeliveryAttempt, publicUrl: string) {
  return `<${hashToken(idempotencyKey).slice(0, 32)}@${new URL(publicUrl).hostname}>`;
}

/** The delivery worker's handlers of this feature's messages, by kind. */
export function createNotifierHandlers({ db, telegram, mailer, publicUrl }: HandlerDeps) {
  async function viaTelegram(
    chatId: number,
    { paragraphs, buttons }: ContactMessage,
  ): Promise<DeliveryOutcome> {
    if (!telegram) return { type: 'failed', reason: messages.notifier.telegramNotConfigured };
    const sent = await telegram.send(chatId, paragraphs.join('\n\n'), { buttons });
    switch (sent.type) {
      case 'sent':
        return { type: 'delivered' };
      case 'retry':
        return {
          type: 'retry',
          reason: deliveryFailures.telegramUnavailable(sent.reason),
          afterMs: sent.afterMs,
        };
      case 'forbidden':
        // The bot cannot write to the chat for any merchant: every contact of it is inactive
        // until the bot is added again or unblocked.
        await setChatActive(db, chatId, false);
        return { type: 'failed', reason: deliveryFailures.botBlocked };
      case 'failed':
        return { type: 'failed', reason: deliveryFailures.telegramRefused(sent.reason) };
    }
  }

  async function viaEmail(
    attempt: DeliveryAttempt,
    address: string,
    message: ContactMessage,
  ): Promise<DeliveryOutcome> {
    const letter = contactLetter(publicUrl, address, message, messageIdOf(attempt, publicUrl));
    const sent = await mailer.send(letter);
    if (sent.delivered) return { type: 'delivered' };
    return sent.permanent
      ? { type: 'failed', reason: deliveryFailures.mailRefused(sent.reason) }
      : { type: 'retry', reason: deliveryFailures.mailUnavailable(sent.reason) };
  }

  /** A handler that sends the message `compose` writes through the attempt's contact. */
  const throughContact =
    (compose: (title: string, attempt: DeliveryAttempt) => ContactMessage): DeliveryHandler =>
    async (attempt) => {
      const contact = attempt.recipientId
        ? await findContact(db, attempt.userId, attempt.recipientId)
        : undefined;
      if (!contact) return { type: 'failed', reason: deliveryFailures.contactDeleted };
      const message = compose(contact.title, attempt);
      return contact.telegramChatId !== null
        ? viaTelegram(contact.telegramChatId, message)
        : viaEmail(attempt, contact.email!, message);
    };

  return {
    [NOTIFIER_MESSAGES.connected]: throughContact(connectedMessage),
    [NOTIFIER_MESSAGES.test]: throughContact(testMessage),
    [ORDER_CREATED]: throughContact((_, { payload }) =>
      newOrderMessage(payload as unknown as OrderCreatedPayload),
    ),
  } satisfies Record<string, DeliveryHandler>;
}
