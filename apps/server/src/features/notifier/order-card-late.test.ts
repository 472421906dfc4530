import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { ORDER_CREATED } from '../orders/orders.service';
import { registerAccount, type Account } from '../../testing/accounts';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { callApi } from '../../testing/catalog';
import { insertTelegramContact } from '../../testing/contacts';
import { buttonsOf, orderCreatedHandler, startedChat } from '../../testing/order-cards';
import { placedOrderId, publishedShowcase } from '../../testing/orders';

/**
 * A card still in the outbox when the order's status changes: the change finds no card to edit,
 * so the card, once sent and kept, is brought up to date by its own delivery.
 */
describe('an order card sent after its order moved', () => {
  let server: BotApiServer;
  let testApp: TestApp;
  let anna: Account;

  beforeAll(async () => {
    server = await startBotApiServer();
    // No worker: the test delivers the card itself, after the change.
    testApp = await buildTestApp();
    anna = await registerAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  it('shows the status on the card as soon as it is sent', async () => {
    const chat = startedChat(server);
    const contactId = await insertTelegramContact(testApp.database.db, anna, chat.id);
    const showcase = await publishedShowcase(testApp, anna, { contactsId: [contactId] });
    const session = {
      app: testApp.app,
      call: (method: 'GET', path: string) => callApi(testApp.app, anna, method, path),
    };
    const orderId = await placedOrderId(session, showcase, '198.51.100.91');
    await callApi(testApp.app, anna, 'PATCH', `orders/${orderId}/`, { status: 'IN_PROGRESS' });
    const [message] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `${ORDER_CREATED}:${orderId}:%`));

    // The change's own message found no card: the card's delivery comes after it.
    const outcome = await orderCreatedHandler(
      testApp,
      server,
    )({
      messageId: message!.id,
      kind: message!.kind,
      shopId: message!.shopId,
      userId: message!.userId,
      recipientId: message!.recipientId,
      payload: message!.payload,
      attempt: 1,
      idempotencyKey: 'late-card',
      possiblySent: false,
    });

    const [card] = chat.messages;
    expect(outcome).toEqual({ type: 'delivered' });
    expect(card?.text?.endsWith(`Статус: В работе — ${anna.email}`)).toBe(true);
    expect(buttonsOf(card!)).toEqual(['Выполнена', 'Отменить']);
  });
});
