import { buyerLetterCauses } from '../features/orders/status-letter';
import { orderPaymentHooks } from '../features/orders/order-payment-hooks';
import { createOrderPayments } from '../features/payments/order-payments.service';
import { createYookassaProvider } from '../features/payments/yookassa/yookassa-provider';
import { recordShopEvent } from '../features/shop-events/shop-events.repository';
import { and, eq, like, or } from 'drizzle-orm';
import type { Message } from 'grammy/types';
import { afterAll, beforeAll } from 'vitest';
import { outboxMessages } from '../db/schema';
import { createCustomersService } from '../features/customers/customers.service';
import { createDeliveryService, messageRegistry } from '../features/delivery/delivery.service';
import { createShopTemplates } from '../features/message-templates/shop-templates.service';
import { notifierMessages } from '../features/notifier/notifier-handlers';
import {
  createOrdersService,
  ORDER_CREATED,
  ORDER_STATUS_CHANGED,
} from '../features/orders/orders.service';
import { createShopJournal } from '../features/team/shop-journal.service';
import { createTelegram } from '../infra/telegram/create-telegram';
import type { Letter } from '../infra/mailer/mailer';
import { createLogger } from '../logger';
import { registerAccount, type Account } from './accounts';
import {
  startBotApiServer,
  type BotApiServer,
  type GroupChat,
  type PrivateChat,
} from '@vitrina/bot-api-stand-in';
import { buildTestApp, type TestApp } from './build-test-app';
import { callApi } from './catalog';
import { insertTelegramContact } from './contacts';
import { eventually } from './letters';
import { orderFor, postOrder, publishedShowcase } from './orders';
import { telegramSettings } from './telegram';

/** An app with its outbox worker, on the local Bot API server, and two merchants. */
export interface OrderCardsWorld {
  server: BotApiServer;
  testApp: TestApp;
  anna: Account;
  boris: Account;
}

/**
 * A test file's world of order cards: built before its tests, closed after them. Its fields are
 * set once the tests start; read them inside hooks and tests.
 */
export function useOrderCardsWorld(): OrderCardsWorld {
  const world = {} as OrderCardsWorld;
  beforeAll(async () => {
    world.server = await startBotApiServer();
    world.testApp = await buildTestApp({
      config: {
        telegram: telegramSettings(world.server),
        delivery: { concurrency: 2, pollIntervalMs: 20 },
      },
    });
    await world.testApp.app.ready();
    await world.server.whenPolling();
    world.anna = await registerAccount(world.testApp.app);
    world.boris = await registerAccount(world.testApp.app);
  });
  afterAll(async () => {
    await world.testApp.close();
    await world.server.close();
  });
  return world;
}

/** A chat that receives orders: a person's private chat or a group. */
export type OrderChat = PrivateChat | GroupChat;

/** The texts of a message's buttons, row after row. */
export const buttonsOf = (message: Message) =>
  message.reply_markup?.inline_keyboard.flat().map((button) => button.text) ?? [];

/** A private chat where the person, Анна Петрова (@anna_shop), has started the bot. */
export function startedChat(server: BotApiServer): PrivateChat {
  const chat = server.privateChat({
    first_name: 'Анна',
    last_name: 'Петрова',
    username: 'anna_shop',
  });
  chat.send('Здравствуйте');
  return chat;
}

let ip = 0;

/**
 * An order of the account's, sent to `chats` (each made the account's confirmed contact); answers
 * its id, the contacts' ids and each chat's card.
 */
export async function orderInChats(testApp: TestApp, account: Account, ...chats: OrderChat[]) {
  const { app, database } = testApp;
  const contactIds = await Promise.all(
    chats.map((chat) => insertTelegramContact(database.db, account, chat.id)),
  );
  const showcase = await publishedShowcase(testApp, account, { contactsId: contactIds });
  ip += 1;
  const placed = await postOrder(app, orderFor(showcase), { ip: `192.0.2.${ip}` });
  const number = placed.json().data.number;
  const [listed] = (await callApi(app, account, 'GET', `orders/?search=${number}`)).json().data
    .orders;
  const cards = await Promise.all(chats.map((chat) => chat.nextMessage()));
  return { id: listed.id as number, contactIds, cards };
}

/**
 * Resolves once no message about the order is left to try: its cards sent and recorded, and the
 * edits its status changes queued made.
 */
export function orderMessagesSettled(testApp: TestApp, orderId: number) {
  return eventually(async () => {
    const pending = await testApp.database.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          or(
            like(outboxMessages.dedupeKey, `${ORDER_CREATED}:${orderId}:%`),
            like(outboxMessages.dedupeKey, `${ORDER_STATUS_CHANGED}:${orderId}:%`),
          ),
          eq(outboxMessages.status, 'PENDING'),
        ),
      );
    return pending.length === 0 ? true : undefined;
  }, `the messages of order ${orderId} tried`);
}

/** The bot's message in the chat as it stands now, edits applied. */
export function cardNow(chat: OrderChat, card: Message): Message {
  const current = chat.messages.find((message) => message.message_id === card.message_id);
  if (!current) throw new Error(`No card ${card.message_id} in chat ${chat.id}`);
  return current;
}

/**
 * The notifier's handler of new orders as the worker has it, for a test that makes each try
 * itself: it sends through `server`'s bot, and the letters it sends land in `letters`.
 */
export function orderCreatedHandler(
  testApp: TestApp,
  server: BotApiServer,
  letters: Letter[] = [],
) {
  const { db } = testApp.database;
  const now = () => new Date();
  const delivery = createDeliveryService({ db, now });
  const rateLimiter = { hit: async () => {}, refund: async () => {} };
  const kinds = notifierMessages({
    db,
    telegram: createTelegram(telegramSettings(server), createLogger('silent')),
    mailer: {
      send: async (letter) => {
        letters.push(letter);
        return { delivered: true };
      },
    },
    publicUrl: testApp.config.http.publicUrl,
    templates: createShopTemplates({ db, now, ttlMs: 60_000 }),
    orders: createOrdersService({
      db,
      now,
      delivery,
      rateLimiter,
      stockChanged: () => {},
      shopEvents: { record: recordShopEvent },
      // Cards are of orders taken: no buyer is blocked.
      blocklist: { rejectionOf: async () => undefined },
      // Nor does a webhook address hear them.
      webhooks: { orderCreated: async () => {}, statusChanged: async () => {} },
      customers: createCustomersService({
        db,
        now,
        journal: createShopJournal({ db }),
        dropBuyerLetters: (tx, shopId, orderIds) =>
          delivery.dropUnsent(tx, shopId, buyerLetterCauses(orderIds)),
      }),
      // The cards read no payment: a shop with no provider connected.
      payments: createOrderPayments({
        db,
        now,
        logger: createLogger('silent'),
        provider: createYookassaProvider({
          apiRoot: testApp.config.payments.yookassaApiRoot,
          logger: createLogger('silent'),
        }),
        connectionOf: async () => undefined,
        hooks: orderPaymentHooks({
          delivery,
          shopEvents: { record: recordShopEvent },
          stockChanged: () => {},
          webhooks: { paid: async () => {} },
        }),
        holdMinutes: testApp.config.payments.holdMinutes,
      }),
    }),
  });
  return messageRegistry(kinds).find(ORDER_CREATED)!.handler;
}
