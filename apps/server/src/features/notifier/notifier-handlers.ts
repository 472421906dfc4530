import { messages } from '@vitrina/contracts/messages';
import type { Db } from '../../db/client';
import { stableMessageId } from '../../infra/mailer/letter-id';
import type { Mailer } from '../../infra/mailer/mailer';
import type { Telegram } from '../../infra/telegram/telegram';
import {
  letterOutcome,
  type DeliveryAttempt,
  type DeliveryOutcome,
  type KindHandler,
  type MessageDefinition,
} from '../delivery/delivery.service';
import {
  orderCreated,
  orderStatusChanged,
  type OrderCreatedPayload,
  type OrdersService,
} from '../orders/orders.service';
import { createCardUpdates } from './card-updates';
import { contactConfirmationLetter, contactLetter } from './contact-letters';
import {
  connectedMessage,
  deliveryFailures,
  testMessage,
  type ContactMessage,
} from './contact-messages';
import { findContact, setChatActive } from './contacts.repository';
import { NOTIFIER_MESSAGES } from './message-kinds';
import { newOrderMessage } from './order-card';
import { followedCards, recordOrderCard } from './order-cards.repository';

interface HandlerDeps {
  db: Db;
  /** Null when this server runs no bot. */
  telegram: Pick<Telegram, 'send' | 'edit'> | null;
  mailer: Pick<Mailer, 'send'>;
  /** The orders whose cards the chats show. */
  orders: Pick<OrdersService, 'cardOf'>;
  /** The console's address: letters link to its services page, and name their host. */
  publicUrl: string;
}

const NOT_CONFIGURED = messages.notifier.telegramNotConfigured;

/** A message that went to a contact's chat, and its id there. */
interface SentToChat<Payload> {
  attempt: DeliveryAttempt<Payload>;
  contactId: number;
  chatId: number;
  messageId: number;
}

/** This feature's messages with their handlers, as the delivery worker's registry holds them. */
export function notifierMessages({
  db,
  telegram,
  mailer,
  publicUrl,
  orders,
}: HandlerDeps): MessageDefinition[] {
  const cards = telegram && createCardUpdates({ db, telegram, orders });

  /** `onSent` is told the id of the message in the chat once it is there. */
  async function viaTelegram(
    chatId: number,
    { paragraphs, buttons }: ContactMessage,
    onSent?: (messageId: number) => Promise<void>,
  ): Promise<DeliveryOutcome> {
    if (!telegram) return { type: 'failed', reason: NOT_CONFIGURED };
    const sent = await telegram.send(chatId, paragraphs.join('\n\n'), { buttons });
    switch (sent.type) {
      case 'sent':
        await onSent?.(sent.messageId);
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
    attempt: DeliveryAttempt<unknown>,
    address: string,
    message: ContactMessage,
  ): Promise<DeliveryOutcome> {
    const messageId = stableMessageId(attempt.idempotencyKey, publicUrl);
    return letterOutcome(await mailer.send(contactLetter(publicUrl, address, message, messageId)));
  }

  /**
   * A handler that sends the message `compose` writes through the attempt's contact; `onSent`
   * is told of a message that went to a chat.
   */
  const throughContact =
    <Payload>(
      compose: (title: string, attempt: DeliveryAttempt<Payload>) => ContactMessage,
      onSent?: (sent: SentToChat<Payload>) => Promise<void>,
    ): KindHandler<Payload> =>
    async (attempt) => {
      const contact = attempt.recipientId
        ? await findContact(db, attempt.userId, attempt.recipientId)
        : undefined;
      if (!contact) return { type: 'failed', reason: deliveryFailures.contactDeleted };
      const message = compose(contact.title, attempt);
      const chatId = contact.telegramChatId;
      return chatId !== null
        ? viaTelegram(chatId, message, (messageId) =>
            onSent
              ? onSent({ attempt, contactId: contact.id, chatId, messageId })
              : Promise.resolve(),
          )
        : viaEmail(attempt, contact.email!, message);
    };

  /**
   * Keeps the order's card that went to a chat, so the order's later changes edit it; a change
   * made while it waited in the outbox is shown on it at once.
   */
  async function followCard({
    attempt,
    contactId,
    chatId,
    messageId,
  }: SentToChat<OrderCreatedPayload>) {
    const { orderId } = attempt.payload;
    // Messages queued before cards had buttons name no order.
    if (orderId === undefined) return;
    await recordOrderCard(db, { orderId, contactId, chatId, messageId });
    // The card is out whatever this edit makes of it: a failure is not a reason to send it again.
    await cards?.showLatest(attempt.userId, orderId, [{ chatId, messageId }], 'NEW');
  }

  /** Edits every card of the order in the merchant's chats that still receive orders. */
  const editCards = orderStatusChanged.deliveredBy(async ({ userId, payload: { orderId } }) => {
    const places = await followedCards(db, userId, orderId);
    if (places.length === 0) return { type: 'delivered' };
    if (!cards) return { type: 'failed', reason: NOT_CONFIGURED };
    return cards.showLatest(userId, orderId, places);
  });

  /** The link's letter goes to the contact's address as it was when the link was issued. */
  const confirmationLetter = NOTIFIER_MESSAGES.confirmation.deliveredBy(
    async ({ payload: { to, token }, idempotencyKey }) => {
      const letter = contactConfirmationLetter(publicUrl, to, token);
      const messageId = stableMessageId(idempotencyKey, publicUrl);
      return letterOutcome(await mailer.send({ ...letter, messageId }));
    },
  );

  return [
    NOTIFIER_MESSAGES.connected.deliveredBy(throughContact(connectedMessage)),
    NOTIFIER_MESSAGES.test.deliveredBy(throughContact(testMessage)),
    orderCreated.deliveredBy(
      throughContact((_, { payload }) => newOrderMessage(payload), followCard),
    ),
    editCards,
    confirmationLetter,
  ];
}
