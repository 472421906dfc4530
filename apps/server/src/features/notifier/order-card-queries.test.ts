import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderCards, outboxMessages } from '../../db/schema';
import { insertTelegramContact } from '../../testing/contacts';
import { countQueries } from '../../testing/count-queries';
import { placedOrderId, publishedShowcase } from '../../testing/orders';
import { useSignedInApp } from '../../testing/signed-in-app';
import { ORDER_STATUS_CHANGED } from '../orders/orders.service';

/** An order's cards cost a status change nothing: their edits are one message, read later. */
describe('a status change of an order with cards in chats', () => {
  const session = useSignedInApp();
  const db = () => session.testApp.database.db;

  /** A new order of the merchant with `count` cards, each in a chat of its own. */
  async function orderWithCards(count: number, ip: string) {
    const showcase = await publishedShowcase(session.testApp, session.merchant);
    const orderId = await placedOrderId(session, showcase, ip);
    for (let index = 0; index < count; index += 1) {
      const chatId = 900_000 + orderId * 10 + index;
      const contactId = await insertTelegramContact(db(), session.merchant, chatId);
      await db().insert(orderCards).values({ orderId, contactId, chatId, messageId: 1 });
    }
    return orderId;
  }

  const changeMessages = (orderId: number) =>
    db()
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `${ORDER_STATUS_CHANGED}:${orderId}:%`));

  it('queues one message a change, in as many statements, whatever the number of cards', async () => {
    const none = await orderWithCards(0, '198.51.100.71');
    const three = await orderWithCards(3, '198.51.100.72');
    const patch = (id: number) => () =>
      session.call('PATCH', `orders/${id}/`, { status: 'IN_PROGRESS' });

    const withNone = await countQueries(db(), patch(none));
    const withThree = await countQueries(db(), patch(three));

    expect(withThree).toBe(withNone);
    for (const orderId of [none, three]) {
      expect(await changeMessages(orderId)).toEqual([
        expect.objectContaining({
          kind: ORDER_STATUS_CHANGED,
          recipientId: null,
          payload: { orderId, status: 'IN_PROGRESS' },
          status: 'PENDING',
        }),
      ]);
    }
  });
});
