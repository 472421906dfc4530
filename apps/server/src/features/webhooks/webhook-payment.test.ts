import type { WebhookEndpointCreated } from '@vitrina/contracts/webhooks';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyAddressPolicy } from '../../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../../infra/page-fetcher/create-page-fetcher';
import { ownShopId } from '../../testing/accounts';
import { cartOrderFor } from '../../testing/carts';
import { postOrder } from '../../testing/orders';
import { paidShowcase, type PaidShowcase } from '../../testing/paid-showcase';
import { useSignedInApp } from '../../testing/signed-in-app';
import {
  expectedSignature,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../testing/webhook-receiver';
import { useYookassaServer } from '../../testing/yookassa';

const unlimited = { max: 100_000, windowSeconds: 60 };

describe('a payment that succeeded, told to the addresses that hear it', () => {
  const yookassa = useYookassaServer();
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(() => receiver.close());

  const session = useSignedInApp(() => ({
    pageFetcher: createPageFetcher({
      policy: anyAddressPolicy,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    }),
    config: {
      pageFetch: { allowPrivate: true },
      delivery: { concurrency: 2, pollIntervalMs: 20 },
      payments: { yookassaApiRoot: yookassa.server.url },
    },
    rateLimits: { ordersPerIp: unlimited, ordersPerSite: unlimited, paymentChecksPerIp: unlimited },
  }));
  let shop: PaidShowcase;
  let endpoint: WebhookEndpointCreated;

  beforeAll(async () => {
    const shopId = await ownShopId(session.testApp.database.db, session.merchant.email);
    shop = await paidShowcase(session.testApp, session.merchant, yookassa.server, {}, [
      { title: 'Кружка', price: 500 },
    ]);
    await session.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = session.app.server.address() as AddressInfo;
    shop.yookassa.notificationUrl = `http://127.0.0.1:${port}/api/v1/public/payments/yookassa/${shopId}/notifications`;
    const added = await session.call('POST', 'platform/service/webhooks/', {
      url: `http://crm.example.ru:${receiver.port}/paid`,
      events: ['payment.succeeded'],
    });
    endpoint = added.json().data;
  });

  it('sends the paid order with the payment’s amount and id, once', async () => {
    const placed = await postOrder(session.app, cartOrderFor(shop, [3]));
    const { number, payment } = placed.json().data;
    const paymentId = new URL(payment.confirmation_url).searchParams.get('orderId')!;
    expect(receiver.to('/paid')).toEqual([]);

    yookassa.server.pay(paymentId);
    const delivered = await yookassa.server.nextDelivery();
    expect(delivered.status).toBe(200);
    await yookassa.server.replayNotification(delivered.notificationId!);

    const [hook] = await receiver.waitFor('/paid', 1);
    expect(hook!.headers['x-vitrina-signature']).toBe(
      expectedSignature(hook!.body, endpoint.secret),
    );
    expect(JSON.parse(hook!.body)).toMatchObject({
      event: 'payment.succeeded',
      data: {
        order: { number, total: 1500, lines: [{ title: 'Кружка', quantity: 3 }] },
        payment: { amount: 1500, provider_payment_id: paymentId, test: true },
      },
    });
    const log = (
      await session.call('GET', `platform/service/webhook/${endpoint.id}/deliveries/`)
    ).json().data.deliveries;
    expect(log.map((delivery: { event: string }) => delivery.event)).toEqual(['payment.succeeded']);
  });
});
