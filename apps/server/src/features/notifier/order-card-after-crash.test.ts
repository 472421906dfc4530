import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { ORDER_CREATED } from '../orders/orders.service';
import type { Letter } from '../../infra/mailer/mailer';
import { registerAccount, type Account } from '../../testing/accounts';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { callApi } from '../../testing/catalog';
import { insertEmailContact, insertTelegramContact } from '../../testing/contacts';
import { buttonsOf, orderCreatedHandler, startedChat } from '../../testing/order-cards';
import { placedOrderId, publishedShowcase } from '../../testing/orders';
import type { DeliveryAttempt } from '../delivery/delivery.service';

/**
 * The try after one whose process died between calling the channel and recording its result
 * (decision 53): the worker tells it the message may be out already (`possiblySent`).
 */
describe('an order message tried again after a crash', () => {
  let server: BotApiServer;
  let testApp: TestApp;
  let anna: Account;
  const letters: Letter[] = [];
  let ip = 0;

  beforeAll(async () => {
    server = await startBotApiServer();
    // No worker: the test makes each try itself, as the worker would after the crash.
    testApp = await buildTestApp();
    anna = await registerAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  /** An order sent to the contact; answers its id and the try of its message in the outbox. */
  async function orderTo(contactId: number) {
    const showcase = await publishedShowcase(testApp, anna, { contactsId: [contactId] });
    const session = {
      app: testApp.app,
      call: (method: 'GET', path: string) => callApi(testApp.app, anna, method, path),
    };
    ip += 1;
    const orderId = await placedOrderId(session, showcase, `198.51.100.${ip}`);
    const [message] = await testApp.database.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `${ORDER_CREATED}:${orderId}:%`));
    const tryOf = (attempt: number, possiblySent: boolean): DeliveryAttempt => ({
      messageId: message!.id,
      kind: message!.kind,
      shopId: message!.shopId,
      userId: message!.userId,
      recipientId: message!.recipientId,
      payload: message!.payload,
      attempt,
      idempotencyKey: `order-${orderId}`,
      possiblySent,
    });
    return { orderId, tryOf };
  }

  const sentTo = (chatId: number) =>
    server.calls.filter((call) => call.method === 'sendMessage' && call.params.chat_id === chatId);

  it('sends no second card where the lost try kept the card it sent', async () => {
    const chat = startedChat(server);
    const { tryOf } = await orderTo(
      await insertTelegramContact(testApp.database.db, anna, chat.id),
    );
    const deliver = orderCreatedHandler(testApp, server, letters);

    await deliver(tryOf(1, false));
    const outcome = await deliver(tryOf(2, true));

    expect(outcome).toEqual({ type: 'delivered' });
    expect(sentTo(chat.id)).toHaveLength(1);
    expect(chat.messages).toHaveLength(1);
  });

  it('edits the kept card to show a change made since, instead of sending it again', async () => {
    const chat = startedChat(server);
    const { orderId, tryOf } = await orderTo(
      await insertTelegramContact(testApp.database.db, anna, chat.id),
    );
    const deliver = orderCreatedHandler(testApp, server, letters);
    await deliver(tryOf(1, false));
    // The change's own edit is still in the outbox, as the card's catch-up was cut off.
    await callApi(testApp.app, anna, 'PATCH', `orders/${orderId}/`, { status: 'IN_PROGRESS' });

    const outcome = await deliver(tryOf(2, true));

    const [card] = chat.messages;
    expect(outcome).toEqual({ type: 'delivered' });
    expect(sentTo(chat.id)).toHaveLength(1);
    expect(card?.text?.endsWith(`Статус: В работе — ${anna.email}`)).toBe(true);
    expect(buttonsOf(card!)).toEqual(['Выполнена', 'Отменить']);
  });

  it('sends the card where no card was kept: twice at worst, never lost', async () => {
    const chat = startedChat(server);
    const { tryOf } = await orderTo(
      await insertTelegramContact(testApp.database.db, anna, chat.id),
    );

    const outcome = await orderCreatedHandler(testApp, server, letters)(tryOf(2, true));

    expect(outcome).toEqual({ type: 'delivered' });
    expect(sentTo(chat.id)).toHaveLength(1);
  });

  it("sends the letter again with the first one's Message-ID, which mail clients show once", async () => {
    const { tryOf } = await orderTo(await insertEmailContact(testApp.database.db, anna));
    const deliver = orderCreatedHandler(testApp, server, letters);
    letters.length = 0;

    await deliver(tryOf(1, false));
    await deliver(tryOf(2, true));

    expect(letters).toHaveLength(2);
    expect(letters[1]!.messageId).toBe(letters[0]!.messageId);
    expect(letters[0]!.messageId).toMatch(/^<[0-9a-f]{32}@localhost>$/);
  });
});
