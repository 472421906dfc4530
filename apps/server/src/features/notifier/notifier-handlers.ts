import { messages } from '@vitrina/contracts/messages';
import type { Db } from '../../db/client';
import { stableMessageId } from '../../infra/mailer/letter-id';
import type { Mailer } from '../../infra/mailer/mailer';
import type { Telegram } from '../../infra/telegram/telegram';
import {
  letterOutcome,
  shopOf,
  type DeliveryAttempt,
  type DeliveryOutcome,
  type KindHandler,
  type MessageDefinition,
} from '../delivery/delivery.service';
import { templateOf, type ShopTemplatesService } from '../message-templates/shop-templates.service';
import {
  orderCreated,
  orderPaid,
  orderStatusChanged,
  stockLow,
  type OrderCreatedPayload,
  type OrdersService,
} from '../orders/orders.service';
import { createCardUpdates } from './card-updates';
import { chatText } from './chat-text';
import { contactConfirmationLetter, contactLetter } from './contact-letters';
import {
  connectedMessage,
  deliveryFailures,
  testMessage,
  type ContactMessage,
} from './contact-messages';
import { findContact, setChatActive } from './contacts.repository';
import { NOTIFIER_MESSAGES } from './message-kinds';
import { cardStateKey, newOrderMessage } from './order-card';
import { paidMessage } from './paid-message';
import { stockLowMessage } from './stock-message';
import { followedCards, keptCard, recordOrderCard, type CardPlace } from './order-cards.repository';

interface HandlerDeps {
  db: Db;
  /** Null when this server runs no bot. */
  telegram: Pick<Telegram, 'send' | 'edit'> | null;
  mailer: Pick<Mailer, 'send'>;
  /** The orders whose cards the chats show. */
  orders: Pick<OrdersService, 'cardOf'>;
  /** The console's address: letters link to its services page, and name their host. */
  publicUrl: string;
  /** The shops' texts of their order messages, read once per shop until its merchant writes. */
  templates: Pick<ShopTemplatesService, 'of'>;
}

const NOT_CONFIGURED = messages.notifier.telegramNotConfigured;

/** Where a contact takes its messages: its chat, or its address. */
type Channel = 'telegram' | 'email';

/** The cards, and `card` first when it is not among them. */
function withCard(cards: CardPlace[], card: CardPlace | undefined): CardPlace[] {
  const among = (each: CardPlace) =>
    each.chatId === card?.chatId && each.messageId === card.messageId;
  return card && !cards.some(among) ? [card, ...cards] : cards;
}

/** A message that went to a contact's chat, and its id there. */
interface SentToChat<Payload> {
  attempt: DeliveryAttempt<Payload>;
  contactId: number;
  chatId: number;
  messageId: number;
}

/** How a kind keeps what it sent to a chat, so that a try after a crash can find it there. */
interface KeptInChat<Payload> {
  /** Told of the message once it is in the chat. */
  onSent(sent: SentToChat<Payload>): Promise<void>;
  /**
   * For a try that may follow one which sent the message (decision 53): whether an earlier try's
   * message is known to be in the contact's chat, brought up to date if so; then none is sent.
   */
  foundSent(attempt: DeliveryAttempt<Payload>, contactId: number): Promise<boolean>;
}

/** This feature's messages with their handlers, as the delivery worker's registry holds them. */
export function notifierMessages({
  db,
  telegram,
  mailer,
  publicUrl,
  orders,
  templates,
}: HandlerDeps): MessageDefinition[] {
  const cards = telegram && createCardUpdates({ db, telegram, orders, publicUrl, templates });

  /** `onSent` is told the id of the message in the chat once it is there. */
  async function viaTelegram(
    chatId: number,
    { paragraphs, buttons }: ContactMessage,
    onSent?: (messageId: number) => Promise<void>,
  ): Promise<DeliveryOutcome> {
    if (!telegram) return { type: 'failed', reason: NOT_CONFIGURED };
    const sent = await telegram.send(chatId, chatText(paragraphs), { buttons });
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
   * A handler that sends the message `compose` writes for the contact's channel through the
   * attempt's contact; `kept` keeps a message that went to a chat, and finds it again instead of
   * sending it twice. A letter sent twice carries one Message-ID, which mail clients show once.
   */
  const throughContact =
    <Payload>(
      compose: (
        title: string,
        attempt: DeliveryAttempt<Payload>,
        channel: Channel,
      ) => ContactMessage | Promise<ContactMessage>,
      kept?: KeptInChat<Payload>,
    ): KindHandler<Payload> =>
    async (attempt) => {
      const contact = attempt.recipientId
        ? await findContact(db, shopOf(attempt), attempt.recipientId)
        : undefined;
      if (!contact) return { type: 'failed', reason: deliveryFailures.contactDeleted };
      const chatId = contact.telegramChatId;
      if (chatId === null) {
        return viaEmail(attempt, contact.email!, await compose(contact.title, attempt, 'email'));
      }
      if (attempt.possiblySent && (await kept?.foundSent(attempt, contact.id))) {
        return { type: 'delivered' };
      }
      const message = await compose(contact.title, attempt, 'telegram');
      return viaTelegram(chatId, message, (messageId) =>
        kept
          ? kept.onSent({ attempt, contactId: contact.id, chatId, messageId })
          : Promise.resolve(),
      );
    };

  /**
   * The card, sent showing a new order, shows a change made since at once. The card is out
   * whatever this edit makes of it: a failure is not a reason to send it again.
   */
  async function catchUp(shopId: number, orderId: number, card: CardPlace) {
    await cards?.showLatest(shopId, orderId, [card], cardStateKey({ status: 'NEW' }));
  }

  /**
   * An order's card is kept as soon as Telegram answers, so the order's later changes edit it;
   * a try after a crash that finds it kept edits it rather than sending another. Messages queued
   * before cards had buttons name no order.
   */
  const orderCardKept: KeptInChat<OrderCreatedPayload> = {
    async onSent({ attempt, contactId, chatId, messageId }) {
      const { orderId } = attempt.payload;
      if (orderId === undefined) return;
      await recordOrderCard(db, { orderId, contactId, chatId, messageId });
      await catchUp(shopOf(attempt), orderId, { chatId, messageId });
    },
    async foundSent(attempt, contactId) {
      const { orderId } = attempt.payload;
      if (orderId === undefined) return false;
      const card = await keptCard(db, orderId, contactId);
      if (card) await catchUp(shopOf(attempt), orderId, card);
      return card !== undefined;
    },
  };

  /**
   * Edits every card of the order in the merchant's chats that still receive orders, and the card
   * pressed for the change, kept or not: the press itself leaves its card to this edit.
   */
  const editCards = orderStatusChanged.deliveredBy(async (attempt) => {
    const shopId = shopOf(attempt);
    const { orderId, pressed } = attempt.payload;
    const places = withCard(await followedCards(db, shopId, orderId), pressed);
    if (places.length === 0) return { type: 'delivered' };
    if (!cards) return { type: 'failed', reason: NOT_CONFIGURED };
    return cards.showLatest(shopId, orderId, places);
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
      throughContact(async (_, attempt, channel) => {
        const texts = await templates.of(shopOf(attempt));
        const template = templateOf(texts, channel === 'email' ? 'EMAIL_ORDER' : 'TELEGRAM_ORDER');
        return newOrderMessage(attempt.payload, publicUrl, template);
      }, orderCardKept),
    ),
    editCards,
    stockLow.deliveredBy(throughContact((_, { payload }) => stockLowMessage(payload))),
    orderPaid.deliveredBy(throughContact((_, { payload }) => paidMessage(payload))),
    confirmationLetter,
  ];
}
