import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callApi, paymentRequest, refundRequest } from './testing/api-client';
import { deadUrl, startReceiver, type Receiver } from './testing/receiver';
import {
  startYookassaServer,
  type Payment,
  type Shop,
  type YookassaServer,
} from './yookassa-server';

describe('notifications', () => {
  let server: YookassaServer;
  let receiver: Receiver;
  let shop: Shop;
  const newPayment = async () =>
    (await callApi<Payment>(server, shop, 'POST', '/v3/payments', { body: paymentRequest() })).body;

  beforeEach(async () => {
    server = await startYookassaServer({ notificationRetryMs: 5, maxNotificationRetryMs: 20 });
    receiver = await startReceiver();
    shop = server.addShop({ notificationUrl: receiver.url });
  });

  afterEach(async () => {
    await server.close();
    await receiver.close();
  });

  it('posts each status change with the object as it was', async () => {
    const payment = await newPayment();

    const paid = server.pay(payment.id);
    const delivery = await server.nextDelivery();

    expect(delivery).toEqual({
      notificationId: 1,
      url: receiver.url,
      body: { type: 'notification', event: 'payment.succeeded', object: paid },
      status: 200,
      failure: undefined,
    });
    expect(receiver.received).toEqual([delivery.body]);
    expect(server.notifications).toMatchObject([
      { id: 1, shopId: shop.shopId, state: 'delivered', attempts: 1 },
    ]);
  });

  it('names each event: waiting_for_capture, canceled, refund.succeeded', async () => {
    const held = (
      await callApi<Payment>(server, shop, 'POST', '/v3/payments', {
        body: paymentRequest({ capture: false }),
      })
    ).body;
    const abandoned = await newPayment();
    const paid = await newPayment();
    server.pay(held.id);
    server.cancel(abandoned.id);
    server.pay(paid.id);
    await callApi(server, shop, 'POST', '/v3/refunds', {
      body: refundRequest(paid.id, '10.00'),
    });

    const events = server.notifications.map(({ body }) => [body.event, body.object.id]);

    expect(events).toEqual([
      ['payment.waiting_for_capture', held.id],
      ['payment.canceled', abandoned.id],
      ['payment.succeeded', paid.id],
      ['refund.succeeded', expect.stringMatching(/-0015-/)],
    ]);
  });

  it('posts a notification again after a growing pause until it is answered 200', async () => {
    receiver.statuses.push(500, 204);
    server.pay((await newPayment()).id);

    const attempts = [
      await server.nextDelivery(),
      await server.nextDelivery(),
      await server.nextDelivery(),
    ];

    expect(attempts.map(({ status, failure }) => [status, failure])).toEqual([
      [500, 'HTTP 500'],
      [204, 'HTTP 204'],
      [200, undefined],
    ]);
    expect(server.notifications[0]).toMatchObject({ state: 'delivered', attempts: 3 });
  });

  it('retries a receiver that does not answer at all', async () => {
    shop.notificationUrl = await deadUrl();
    server.pay((await newPayment()).id);

    const refused = await server.nextDelivery();
    shop.notificationUrl = receiver.url;
    const taken = await server.nextDelivery();

    expect(refused).toMatchObject({ status: undefined, failure: 'ECONNREFUSED' });
    expect(taken).toMatchObject({ url: receiver.url, status: 200 });
  });

  it('gives a notification up once its retry period is over', async () => {
    const brief = await startYookassaServer({
      notificationRetryMs: 5,
      notificationRetryForMs: 100,
    });
    try {
      const briefShop = brief.addShop({ notificationUrl: await deadUrl() });
      const request = { body: paymentRequest() };
      const { body } = await callApi<Payment>(brief, briefShop, 'POST', '/v3/payments', request);
      brief.pay(body.id);

      const attempts = [];
      do attempts.push(await brief.nextDelivery());
      while (brief.notifications[0]?.state !== 'abandoned');

      expect(attempts.length).toBeGreaterThan(1);
      expect(brief.notifications[0]?.attempts).toBe(attempts.length);
    } finally {
      await brief.close();
    }
  });

  it('holds notifications, as a receiver that is down would miss them, and posts them on release', async () => {
    server.holdNotifications();
    server.pay((await newPayment()).id);
    server.pay((await newPayment()).id);

    expect(server.notifications.map(({ state }) => state)).toEqual(['held', 'held']);
    server.releaseNotifications();
    await server.nextDelivery();
    await server.nextDelivery();

    expect(server.notifications.map(({ state }) => state)).toEqual(['delivered', 'delivered']);
  });

  it('loses the next notification when told, and replays one when asked', async () => {
    server.dropNextNotification();
    const first = await newPayment();
    server.pay(first.id);
    server.pay((await newPayment()).id);
    await server.nextDelivery();

    const replayed = await server.replayNotification(2);

    expect(server.notifications.map(({ state }) => state)).toEqual(['dropped', 'delivered']);
    expect(replayed).toMatchObject({ notificationId: 2, status: 200 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]).toEqual(receiver.received[1]);
  });

  it('posts a forged notification once to the shop URL', async () => {
    const payment = await newPayment();
    const forged = {
      type: 'notification',
      event: 'payment.succeeded',
      object: { ...payment, status: 'succeeded', paid: true },
    };

    const attempt = await server.sendForgedNotification(shop, forged);

    expect(attempt).toEqual({
      notificationId: undefined,
      url: receiver.url,
      body: forged,
      status: 200,
      failure: undefined,
    });
    expect(receiver.received).toEqual([forged]);
    expect(server.payment(payment.id)?.status).toBe('pending');
  });

  it('sends nothing for a shop without a notification URL', async () => {
    const silent = server.addShop();
    const { body } = await callApi<Payment>(server, silent, 'POST', '/v3/payments', {
      body: paymentRequest(),
    });

    server.pay(body.id);

    expect(server.notifications).toMatchObject([{ state: 'unsubscribed', attempts: 0 }]);
  });
});
