import { paymentMessages } from '@vitrina/contracts/payment-texts';
import { callApi as callYookassa, refundRequest } from '@vitrina/yookassa-stand-in/testing';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { orderPayments, orderRefunds, orders, outboxMessages } from '../../db/schema';
import { ownShopId, registerAccount, signIn } from '../../testing/accounts';
import { callApi } from '../../testing/catalog';
import { cartOrderFor } from '../../testing/carts';
import { insertEmailContact } from '../../testing/contacts';
import { originOf, postOrder } from '../../testing/orders';
import { paidShowcase, type PaidShowcase } from '../../testing/paid-showcase';
import { publicShowcases } from '../../testing/storefront';
import { useSignedInApp } from '../../testing/signed-in-app';
import { stockOf, trackStock } from '../../testing/stocked-products';
import { testClock } from '../../testing/test-clock';
import { useYookassaServer } from '../../testing/yookassa';

const unlimited = { max: 100_000, windowSeconds: 60 };

describe('orders paid online through ЮKassa', () => {
  const yookassa = useYookassaServer();
  const clock = testClock(new Date());
  const session = useSignedInApp(() => ({
    now: clock.now,
    // The poll asks about what no notification settled after a second of the test's clock.
    config: { payments: { yookassaApiRoot: yookassa.server.url, pollIntervalMs: 1000 } },
    rateLimits: { ordersPerIp: unlimited, ordersPerSite: unlimited, paymentChecksPerIp: unlimited },
  }));
  const db = () => session.testApp.database.db;
  let shop: PaidShowcase;
  let shopId: number;

  beforeAll(async () => {
    shopId = await ownShopId(db(), session.merchant.email);
    const contact = await insertEmailContact(db(), session.merchant);
    shop = await paidShowcase(
      session.testApp,
      session.merchant,
      yookassa.server,
      { contactsId: [contact] },
      [
        { title: 'Кружка', price: 500 },
        { title: 'Тарелка', price: 300 },
      ],
    );
    await session.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = session.app.server.address() as AddressInfo;
    shop.yookassa.notificationUrl = `http://127.0.0.1:${port}/api/v1/public/payments/yookassa/${shopId}/notifications`;
  });

  /** An order of the showcase's cart: its number and where the buyer pays. */
  async function placeOrder(key = randomUUID()) {
    const response = await postOrder(session.app, cartOrderFor(shop, [2, 1]), { key });
    expect(response.statusCode).toBe(201);
    const { number, payment } = response.json().data;
    const paymentId = new URL(payment.confirmation_url).searchParams.get('orderId')!;
    return { number, paymentId, confirmationUrl: payment.confirmation_url as string };
  }

  const orderByNumber = async (number: number) => {
    const list = await session.call('GET', `orders/?search=${number}`);
    const { id } = list.json().data.orders[0];
    return (await session.call('GET', `orders/${id}/`)).json().data;
  };

  /** The payment's status as kept, read past the merchant's session (the clock moves on). */
  const keptStatus = async (number: number) => {
    const [row] = await db()
      .select({ status: orderPayments.status })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(and(eq(orders.shopId, shopId), eq(orders.number, number)));
    return row?.status;
  };

  const paidNotices = async () =>
    db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'order.paid'));

  it('asks ЮKassa for the order’s total, with its receipt and a key, and answers its page', async () => {
    const key = randomUUID();
    const { number, paymentId, confirmationUrl } = await placeOrder(key);

    const asked = yookassa.server.payment(paymentId)!;
    expect(asked.amount).toEqual({ value: '1300.00', currency: 'RUB' });
    expect(asked.status).toBe('pending');
    const call = yookassa.server.requests.find((each) => each.route === 'POST /v3/payments');
    expect(call?.headers['idempotence-key']).toMatch(/^[0-9a-f-]{36}$/);
    const returnUrl = new URL(asked.confirmation!.return_url);
    expect(returnUrl.origin).toBe(originOf(shop.siteId));
    expect(returnUrl.searchParams.get('vitrina_payment')).toMatch(/^[\w-]{32}$/);

    // The same order sent again answers the same page: no second payment.
    const again = await postOrder(session.app, cartOrderFor(shop, [2, 1]), { key });
    expect(again.json().data.payment.confirmation_url).toBe(confirmationUrl);
    const order = await orderByNumber(number);
    expect(order.payment).toMatchObject({ status: 'pending', amount: 1300, id: null });
  });

  it('believes a notification only after asking ЮKassa, and acts on it once', async () => {
    const { number, paymentId } = await placeOrder();
    const before = (await paidNotices()).length;

    yookassa.server.pay(paymentId);
    const delivered = await yookassa.server.nextDelivery();
    expect(delivered.status).toBe(200);
    const again = await yookassa.server.replayNotification(delivered.notificationId!);
    expect(again.status).toBe(200);

    const order = await orderByNumber(number);
    expect(order.payment).toMatchObject({ status: 'succeeded', amount: 1300, id: paymentId });
    const exported = await session.call('GET', `orders/export.csv?search=${number}`);
    expect(exported.body).toContain(';Оплачена;');
    expect((await paidNotices()).length - before).toBe(1);
    // The order's cards in chats are edited to show it, once.
    const cardEdits = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `order.status_changed:${order.id}:payment:succeeded:0`));
    expect(cardEdits).toHaveLength(1);
    const gets = yookassa.server.requests.filter(
      (each) => each.method === 'GET' && each.path.includes(paymentId),
    );
    expect(gets.length).toBeGreaterThanOrEqual(2);
  });

  it('changes nothing for a forged notification of a payment not paid', async () => {
    const { number, paymentId } = await placeOrder();

    const forged = await yookassa.server.sendForgedNotification(shop.yookassa, {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: paymentId, status: 'succeeded', paid: true },
    });

    expect(forged.status).toBe(200);
    expect((await orderByNumber(number)).payment.status).toBe('pending');
  });

  it('learns of a payment whose notification never came from the poll', async () => {
    const { number, paymentId } = await placeOrder();
    yookassa.server.holdNotifications();
    yookassa.server.pay(paymentId);

    clock.advanceSeconds(2);
    await session.app.paymentPoll.tick();
    expect(await keptStatus(number)).toBe('succeeded');

    yookassa.server.releaseNotifications();
  });

  it('tells the buyer’s page where the payment stands and makes a new try after a cancel', async () => {
    const { paymentId } = await placeOrder();
    const token = new URL(
      yookassa.server.payment(paymentId)!.confirmation!.return_url,
    ).searchParams.get('vitrina_payment')!;
    const origin = originOf(shop.siteId)!;
    const read = () =>
      session.app.inject({
        method: 'GET',
        url: `/api/v1/public/payments/${token}`,
        headers: { origin },
      });

    expect((await read()).json().data).toMatchObject({ status: 'pending', can_retry: true });
    yookassa.server.cancel(paymentId);
    expect((await read()).json().data).toMatchObject({ status: 'canceled', can_retry: true });
    const retry = await session.app.inject({
      method: 'POST',
      url: `/api/v1/public/payments/${token}/retry`,
      headers: { origin },
    });
    const next = new URL(retry.json().data.confirmation_url).searchParams.get('orderId')!;
    expect(next).not.toBe(paymentId);
    yookassa.server.pay(next);
    expect((await read()).json().data).toMatchObject({ status: 'succeeded', can_retry: false });

    const foreign = await session.app.inject({
      method: 'GET',
      url: `/api/v1/public/payments/${token}`,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('refunds part, then the rest, and refuses more than is left', async () => {
    const { number, paymentId } = await placeOrder();
    yookassa.server.pay(paymentId);
    await vi.waitFor(async () => expect(await keptStatus(number)).toBe('succeeded'));
    const id = (await orderByNumber(number)).id;

    const part = await session.call('POST', `orders/${id}/refunds/`, { amount: 300 });
    expect(part.statusCode).toBe(201);
    const tooMuch = await session.call('POST', `orders/${id}/refunds/`, { amount: 1000.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors[0]).toMatchObject({ field: 'amount' });
    const rest = await session.call('POST', `orders/${id}/refunds/`, { amount: 1000 });
    expect(rest.statusCode).toBe(201);

    const order = await orderByNumber(number);
    expect(order.payment).toMatchObject({ status: 'refunded', refunded_amount: 1300 });
    expect(order.refunds.map((each: { amount: number }) => each.amount)).toEqual([300, 1000]);
    expect(yookassa.server.payment(paymentId)!.refunded_amount).toEqual({
      value: '1300.00',
      currency: 'RUB',
    });
  });

  it('takes no refunded figure from ЮKassa while a refund of its own is under way, which would count it twice', async () => {
    const { number, paymentId } = await placeOrder();
    yookassa.server.pay(paymentId);
    await vi.waitFor(async () => expect(await keptStatus(number)).toBe('succeeded'));
    const order = await orderByNumber(number);
    const [payment] = await db()
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    // Kept as the console's refund keeps it before asking ЮKassa; ЮKassa has made it already, and
    // its notice comes before the console's answer is settled.
    await db().insert(orderRefunds).values({
      orderPaymentId: payment!.id,
      orderId: order.id,
      shopId,
      idempotenceKey: randomUUID(),
      amount: 300,
      actor: session.merchant.email,
    });
    const made = await callYookassa(yookassa.server, shop.yookassa, 'POST', '/v3/refunds', {
      body: refundRequest(paymentId, '300.00'),
    });
    expect(made.status).toBe(200);
    // Its notice answered: the server has read the payment from ЮKassa and acted on it.
    await vi.waitFor(() =>
      expect(
        yookassa.server.notifications.some(
          ({ body, state }) =>
            body.event === 'refund.succeeded' &&
            'payment_id' in body.object &&
            body.object.payment_id === paymentId &&
            state === 'delivered',
        ),
      ).toBe(true),
    );

    const [kept] = await db()
      .select({ refunded: orderPayments.refundedAmount, status: orderPayments.status })
      .from(orderPayments)
      .where(eq(orderPayments.id, payment!.id));
    expect(kept).toEqual({ refunded: 0, status: 'succeeded' });
  });

  it('keeps one shop’s payments from another: its refunds and its notifications', async () => {
    const { number, paymentId } = await placeOrder();
    yookassa.server.holdNotifications();
    yookassa.server.pay(paymentId);
    const id = (await orderByNumber(number)).id;
    const stranger = await registerAccount(session.app);
    const strangerShop = await ownShopId(db(), stranger.email);

    const refund = await callApi(session.app, stranger, 'POST', `orders/${id}/refunds/`, {
      amount: 10,
    });
    const notified = await session.app.inject({
      method: 'POST',
      url: `/api/v1/public/payments/yookassa/${strangerShop}/notifications`,
      payload: { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } },
    });

    expect(refund.statusCode).toBe(404);
    expect(notified.statusCode).toBe(200);
    expect(await keptStatus(number)).toBe('pending');
    yookassa.server.releaseNotifications();
    await vi.waitFor(async () => expect(await keptStatus(number)).toBe('succeeded'));
  });

  it('refuses a refund of an order not paid', async () => {
    const { number } = await placeOrder();
    const id = (await orderByNumber(number)).id;
    const response = await session.call('POST', `orders/${id}/refunds/`, { amount: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(paymentMessages.refundNotPaid);
  });

  it('gives an unpaid order’s time up: «Не оплачена», once ЮKassa says it is not paid', async () => {
    const mug = shop.products[0]!.id;
    await trackStock(db(), mug, 10);
    const { number } = await placeOrder();
    expect(await stockOf(db(), mug)).toBe(8);

    clock.advanceSeconds(session.testApp.config.payments.holdMinutes * 60 - 60);
    await session.app.paymentPoll.tick();
    expect(await keptStatus(number)).toBe('pending');

    clock.advanceSeconds(61);
    await session.app.paymentPoll.tick();
    expect(await keptStatus(number)).toBe('canceled');
    expect(await stockOf(db(), mug)).toBe(10);
  });

  it('offers no online payment once the shop disconnects its provider, and takes the order as before', async () => {
    const style = async () =>
      (await publicShowcases(session.app, shop.siteId, originOf(shop.siteId)!)).json().data
        .showcases[0].style;
    expect((await style()).online_payment).toBe(true);

    // The clock has moved past the session's token.
    const merchant = await signIn(session.app, session.merchant.email);
    const disconnected = await callApi(session.app, merchant, 'DELETE', 'shop/payments/yookassa/');
    expect(disconnected.statusCode).toBe(200);

    expect((await style()).online_payment).toBe(false);
    const response = await postOrder(session.app, cartOrderFor(shop, [1, 1]));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.payment).toBeUndefined();
  });
});
