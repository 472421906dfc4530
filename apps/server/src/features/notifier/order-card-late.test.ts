import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { ORDER_CREATED } from '../orders/orders.service';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { insertTelegramContact } from '../../testing/contacts';
import { buttonsOf, orderCreatedHandler, startedChat } from '../../testing/order-cards';
import { placedOrderId, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';

/**
 * A card still in the outbox when the order's status changes: the change finds no card to edit,
 * so the card, once sent and kept, is brought up to date by its own delivery.
 */
describe('an order card sent after its order moved', () => {
  let server: BotApiServer;

  beforeAll(async () => {
    server = await startBotApiServer();
  });

  // After hooks run last to first: this one once the app is closed.
  afterAll(async () => {
    await server.close();
  });

  // No worker: the test delivers the card itself, after the change.
  const session = useSignedInApp();

  it('shows the status on the card as soon as it is sent', async () => {
    const chat = startedChat(server);
    const contactId = await insertTelegramContact(
      session.testApp.database.db,
      session.merchant,
      chat.id,
    );
    const showcase = await publishedShowcase(session.testApp, session.merchant, {
      contactsId: [contactId],
    });
    const orderId = await placedOrderId(session, showcase, '198.51.100.91');
    await session.call('PATCH', `orders/${orderId}/`, { status: 'IN_PROGRESS' });
    const [message] = await session.testApp.database.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `${ORDER_CREATED}:${orderId}:%`));

    // The change's own message found no card: the card's delivery comes after it.
    const outcome = await orderCreatedHandler(
      session.testApp,
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
    expect(card?.text?.endsWith(`Статус: В работе — ${session.merchant.email}`)).toBe(true);
    expect(buttonsOf(card!)).toEqual(['Выполнена', 'Отменить']);
  });
});
