import { messages } from '@vitrina/contracts/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema';
import { registerAccount, type Account } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { insertEmailContact } from '../../testing/contacts';
import { useSignedInApp } from '../../testing/signed-in-app';
import { placedOrderId, publishedShowcase, type PublishedShowcase } from '../../testing/orders';

/** No worker runs here: each message stays as the test leaves it. */
describe("an order's delivery log and its 'send again'", () => {
  const session = useSignedInApp();
  const { call } = session;
  let boris: Account;
  let showcase: PublishedShowcase;
  let ip = 0;

  beforeAll(async () => {
    boris = await registerAccount(session.app);
    const { db } = session.testApp.database;
    showcase = await publishedShowcase(session.testApp, session.merchant, {
      contactsId: [await insertEmailContact(db, session.merchant)],
    });
  });

  /** A new order, and its detail as the merchant reads it. */
  async function newOrder() {
    ip += 1;
    const id = await placedOrderId(session, showcase, `203.0.113.${ip}`);
    return (await call('GET', `orders/${id}/`)).json().data;
  }

  const failDelivery = (id: number) =>
    session.testApp.database.db
      .update(outboxMessages)
      .set({ status: 'FAILED', attempts: 5, lastError: 'Почтовый сервер отклонил письмо: 550' })
      .where(eq(outboxMessages.id, id));

  const retry = (orderId: number, deliveryId: number, account = session.merchant) =>
    callApi(session.app, account, 'POST', `orders/${orderId}/deliveries/${deliveryId}/retry/`);

  it('lists each message about the order: its service, tries and result', async () => {
    const order = await newOrder();
    await failDelivery(order.deliveries[0].id);

    const { deliveries } = (await call('GET', `orders/${order.id}/`)).json().data;

    expect(deliveries).toEqual([
      {
        id: order.deliveries[0].id,
        contact_id: expect.any(Number),
        contact_title: 'Заявки на почту',
        contact_type: 'EMAIL',
        status: 'FAILED',
        attempts: 5,
        last_error: 'Почтовый сервер отклонил письмо: 550',
        delivered_at: null,
        updated_at: expect.any(String),
      },
    ]);
  });

  it('queues a failed message again, from its first try', async () => {
    const order = await newOrder();
    await failDelivery(order.deliveries[0].id);

    const response = await retry(order.id, order.deliveries[0].id);

    expect(response.statusCode).toBe(200);
    expect(response.json().data.deliveries[0]).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      last_error: null,
    });
  });

  it('refuses to send again a message that has not failed, with 422', async () => {
    const order = await newOrder();

    const response = await retry(order.id, order.deliveries[0].id);

    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.orders.deliveryNotFailed);
  });

  it("answers 404 for another order's message, and for another merchant", async () => {
    const first = await newOrder();
    const second = await newOrder();
    await failDelivery(first.deliveries[0].id);

    const throughOtherOrder = await retry(second.id, first.deliveries[0].id);
    const byBoris = await retry(first.id, first.deliveries[0].id, boris);
    const readByBoris = await callApi(session.app, boris, 'GET', `orders/${first.id}/`);

    expect(throughOtherOrder.statusCode).toBe(404);
    expect(byBoris.statusCode).toBe(404);
    expect(readByBoris.statusCode).toBe(404);
    const { deliveries } = (await call('GET', `orders/${first.id}/`)).json().data;
    expect(deliveries[0].status).toBe('FAILED');
  });
});
