import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { ORDER_CREATED } from '../orders/orders.service';
import type { Letter } from '../../infra/mailer/mailer';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { insertEmailContact, insertTelegramContact } from '../../testing/contacts';
import { buttonsOf, orderCreatedHandler, startedChat } from '../../testing/order-cards';
import { placedOrderId, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import type { DeliveryAttempt } from '../delivery/delivery.service';

/**
 * The try after one whose process died between calling the channel and recording its result
 * (decision 53): the worker tells it the message may be out already (`possiblySent`).
 */
describe('an order message tried again after a crash', () => {
  let server: BotApiServer;
  const letters: Letter[] = [];
  let ip = 0;

  beforeAll(async () => {
    server = await startBotApiServer();
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await server.close();
  });

  // No worker: the test makes each try itself, as the worker would after the crash.
  const session = useSignedInApp();

  /** An order sent to the contact; answers its id and the try of its message in the outbox. */
  async function orderTo(contactId: number) {
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      contactsId: [contactId],
    });
    ip += 1;
    const orderId = await placedOrderId(session, showcase, `198.51.100.${ip}`);
    const [message] = await session.testApp.database.db
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
      await insertTelegramContact(session.testApp.database.db, session.merchant, chat.id),
    );
    const deliver = orderCreatedHandler(session.testApp, server, letters);

    await deliver(tryOf(1, false));
    const outcome = await deliver(tryOf(2, true));

    expect(outcome).toEqual({ type: 'delivered' });
    expect(sentTo(chat.id)).toHaveLength(1);
    expect(chat.messages).toHaveLength(1);
  });

  it('edits the kept card to show a change made since, instead of sending it again', async () => {
    const chat = startedChat(server);
    const { orderId, tryOf } = await orderTo(
      await insertTelegramContact(session.testApp.database.db, session.merchant, chat.id),
    );
    const deliver = orderCreatedHandler(session.testApp, server, letters);
    await deliver(tryOf(1, false));
    // The change's own edit is still in the outbox, as the card's catch-up was cut off.
    await session.call('PATCH', `orders/${orderId}/`, { status: 'IN_PROGRESS' });

    const outcome = await deliver(tryOf(2, true));

    const [card] = chat.messages;
    expect(outcome).toEqual({ type: 'delivered' });
    expect(sentTo(chat.id)).toHaveLength(1);
    expect(card?.text?.endsWith(`Статус: В работе — ${session.merchant.email}`)).toBe(true);
    expect(buttonsOf(card!)).toEqual(['Выполнена', 'Отменить']);
  });

  it('sends the card where no card was kept: twice at worst, never lost', async () => {
    const chat = startedChat(server);
    const { tryOf } = await orderTo(
      await insertTelegramContact(session.testApp.database.db, session.merchant, chat.id),
    );

    const outcome = await orderCreatedHandler(session.testApp, server, letters)(tryOf(2, true));

    expect(outcome).toEqual({ type: 'delivered' });
    expect(sentTo(chat.id)).toHaveLength(1);
  });

  it("sends the letter again with the first one's Message-ID, which mail clients show once", async () => {
    const { tryOf } = await orderTo(
      await insertEmailContact(session.testApp.database.db, session.merchant),
    );
    const deliver = orderCreatedHandler(session.testApp, server, letters);
    letters.length = 0;

    await deliver(tryOf(1, false));
    await deliver(tryOf(2, true));

    expect(letters).toHaveLength(2);
    expect(letters[1]!.messageId).toBe(letters[0]!.messageId);
    expect(letters[0]!.messageId).toMatch(/^<[0-9a-f]{32}@localhost>$/);
  });
});
