import {
  WEBHOOK_LIMITS,
  webhookFailures,
  webhookMessages as texts,
  type WebhookDelivery,
  type WebhookEndpointCreated,
} from '@vitrina/contracts/webhooks';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages, webhookAttempts, webhookDeliveries } from '../../db/schema';
import { createLogger } from '../../logger';
import { anyAddressPolicy } from '../../infra/page-fetcher/address-policy';
import { createPageFetcher } from '../../infra/page-fetcher/create-page-fetcher';
import type { Resolver } from '../../infra/page-fetcher/resolve-address';
import { ownShopId } from '../../testing/accounts';
import { createWebhookLogPruning } from './webhook-log-pruning';
import {
  orderFor,
  postOrder,
  publishedShowcase,
  type PublishedShowcase,
} from '../../testing/orders';
import { closedPort } from '../../testing/page-fetch-server';
import { useSignedInApp } from '../../testing/signed-in-app';
import { testClock } from '../../testing/test-clock';
import {
  expectedSignature,
  startWebhookReceiver,
  type ReceivedHook,
  type WebhookReceiver,
} from '../../testing/webhook-receiver';

/** Every name is this machine: the merchant's script is the local receiver. */
const toLoopback: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
const unlimited = { max: 100_000, windowSeconds: 60 };
const DAY_MS = 24 * 60 * 60 * 1000;

describe('deliveries to a merchant’s script, signed, tried again and logged', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  // After hooks run last to first: this one once the app is closed.
  afterAll(() => receiver.close());

  const clock = testClock(new Date());
  const session = useSignedInApp(() => ({
    now: clock.now,
    pageFetcher: createPageFetcher({ policy: anyAddressPolicy, resolve: toLoopback }),
    config: { pageFetch: { allowPrivate: true }, delivery: { concurrency: 2, pollIntervalMs: 20 } },
    rateLimits: { ordersPerIp: unlimited, ordersPerSite: unlimited },
  }));
  let shopId: number;
  let showcase: PublishedShowcase;

  beforeAll(async () => {
    shopId = await ownShopId(session.testApp.database.db, session.merchant.email);
    showcase = await publishedShowcase(session.testApp, session.merchant, {
      product: { title: 'Кружка', price: 500 },
    });
  });

  const hookUrl = (path: string, port = receiver.port) => `http://crm.example.ru:${port}${path}`;

  async function addEndpoint(path: string, events: string[], port?: number) {
    const response = await session.call('POST', 'platform/service/webhooks/', {
      url: hookUrl(path, port),
      events,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data as WebhookEndpointCreated;
  }

  const logOf = async (endpointId: number): Promise<WebhookDelivery[]> =>
    (await session.call('GET', `platform/service/webhook/${endpointId}/deliveries/`)).json().data
      .deliveries;

  /** Waits until the address's newest delivery is as `expected` says. */
  const newestBecomes = (endpointId: number, expected: object) =>
    vi.waitFor(async () => expect((await logOf(endpointId))[0]).toMatchObject(expected), {
      timeout: 5000,
      interval: 25,
    });

  /** The requests to `path` after the ones it has had, once `more` have come. */
  async function nextHooks(path: string, more: number, action: () => Promise<unknown>) {
    const before = receiver.to(path).length;
    await action();
    return (await receiver.waitFor(path, before + more)).slice(before);
  }

  const placeOrder = async () => {
    const response = await postOrder(session.app, orderFor(showcase));
    expect(response.statusCode).toBe(201);
    return response.json().data.number as number;
  };

  const orderIdOf = async (number: number) =>
    (await session.call('GET', `orders/?search=${number}`)).json().data.orders[0].id as number;

  function expectSigned(hook: ReceivedHook, secret: string) {
    expect(hook.headers['x-vitrina-signature']).toBe(expectedSignature(hook.body, secret));
    expect(hook.headers['content-type']).toBe('application/json; charset=utf-8');
    return JSON.parse(hook.body);
  }

  it('sends «Проверить»’s test event, signed with the secret shown once, and logs the answer', async () => {
    const endpoint = await addEndpoint('/test', ['order.created']);

    let sent: WebhookDelivery | undefined;
    const [hook] = await nextHooks('/test', 1, async () => {
      const response = await session.call('POST', `platform/service/webhook/${endpoint.id}/test/`);
      sent = response.json().data;
    });

    expect(sent).toMatchObject({ event: 'webhook.test', status: 'PENDING', attempts: [] });
    const body = expectSigned(hook!, endpoint.secret);
    expect(Object.keys(body)).toEqual(['id', 'event', 'created_at', 'shop_id', 'data']);
    expect(body).toEqual({
      id: sent!.event_id,
      event: 'webhook.test',
      created_at: clock.now().toISOString(),
      shop_id: shopId,
      data: { message: texts.testMessage },
    });
    expect(hook!.path).toBe('/test');
    expect(hook!.headers['x-vitrina-event']).toBe('webhook.test');
    expect(hook!.headers['x-vitrina-delivery']).toBe(sent!.event_id);
    await newestBecomes(endpoint.id, {
      id: sent!.id,
      status: 'DELIVERED',
      attempts: [{ attempt: 1, status_code: 200, response_excerpt: 'ok', error: null }],
    });
  });

  it('sends a new order to an address added after the shop’s last order, again after a 500', async () => {
    // The shop's addresses are kept once read: this order reads that there is none.
    await placeOrder();
    const endpoint = await addEndpoint('/orders', ['order.created']);
    receiver.answerNext('/orders', { status: 500, body: 'Временная ошибка' });

    let number = 0;
    const [first] = await nextHooks('/orders', 1, async () => {
      number = await placeOrder();
    });
    await newestBecomes(endpoint.id, {
      event: 'order.created',
      status: 'PENDING',
      attempts: [
        {
          attempt: 1,
          status_code: 500,
          response_excerpt: 'Временная ошибка',
          error: webhookFailures.status(500),
        },
      ],
    });
    // The backoff's first wait is under 10 s.
    const [second] = await nextHooks('/orders', 1, async () => clock.advanceSeconds(11));

    expect(second!.body).toBe(first!.body);
    expect(second!.headers['x-vitrina-delivery']).toBe(first!.headers['x-vitrina-delivery']);
    const body = expectSigned(second!, endpoint.secret);
    expect(body).toMatchObject({
      event: 'order.created',
      shop_id: shopId,
      data: {
        order: {
          id: await orderIdOf(number),
          number,
          status: 'NEW',
          customer: { name: 'Анна Петрова', phone: '+79001234567', email: 'anna@example.ru' },
          comment: 'Позвоните после 18:00',
          lines: [{ title: 'Кружка', price: 500, quantity: 2, total: 1000, sku: null }],
          total: 1000,
        },
      },
    });
    await newestBecomes(endpoint.id, {
      status: 'DELIVERED',
      attempts: [
        { attempt: 1, status_code: 500 },
        { attempt: 2, status_code: 200, error: null },
      ],
    });
    // The order placed before the address was added went nowhere.
    expect(await logOf(endpoint.id)).toHaveLength(1);
    expect(receiver.to('/orders')).toHaveLength(2);
  });

  it('tries again no sooner than a 429’s Retry-After asks', async () => {
    const endpoint = await addEndpoint('/busy', ['order.created']);
    receiver.answerNext('/busy', {
      status: 429,
      body: 'Слишком часто',
      headers: { 'Retry-After': '120' },
    });

    await nextHooks('/busy', 1, placeOrder);
    await newestBecomes(endpoint.id, { status: 'PENDING', attempts: [{ status_code: 429 }] });
    const [message] = await session.testApp.database.db
      .select({ dueAt: outboxMessages.dueAt })
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `webhooks.delivery:${endpoint.id}:%`));
    // The backoff alone would try again within 10 s.
    expect(message!.dueAt.getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(120_000);

    await nextHooks('/busy', 1, async () => clock.advanceSeconds(121));
    await newestBecomes(endpoint.id, { status: 'DELIVERED' });
  });

  it('tells a status move to the addresses that hear it, and only to them', async () => {
    const moves = await addEndpoint('/moves', ['order.status_changed']);
    const number = await placeOrder();
    const id = await orderIdOf(number);
    const untouched = await logOf(moves.id);

    const [moved] = await nextHooks('/moves', 1, () =>
      session.call('PATCH', `orders/${id}/`, { status: 'IN_PROGRESS' }),
    );

    expect(untouched).toEqual([]);
    expect(expectSigned(moved!, moves.secret)).toMatchObject({
      event: 'order.status_changed',
      data: { order: { id, number, status: 'IN_PROGRESS' }, from: 'NEW', to: 'IN_PROGRESS' },
    });
    await newestBecomes(moves.id, { event: 'order.status_changed', status: 'DELIVERED' });
  });

  it('ends a delivery the receiver refuses with a 4xx, and sends its event again on demand', async () => {
    const endpoint = await addEndpoint('/refuses', ['order.created']);
    receiver.answerNext('/refuses', { status: 404, body: 'Not Found' });
    const [refused] = await nextHooks('/refuses', 1, async () =>
      session.call('POST', `platform/service/webhook/${endpoint.id}/test/`),
    );
    await newestBecomes(endpoint.id, {
      status: 'FAILED',
      attempts: [{ attempt: 1, status_code: 404, error: webhookFailures.status(404) }],
    });
    const [failed] = await logOf(endpoint.id);

    let resent: WebhookDelivery | undefined;
    const [again] = await nextHooks('/refuses', 1, async () => {
      const response = await session.call(
        'POST',
        `platform/service/webhook/${endpoint.id}/delivery/${failed!.id}/resend/`,
      );
      expect(response.statusCode).toBe(200);
      resent = response.json().data;
    });

    expect(resent).toMatchObject({ resent_from: failed!.id, event_id: failed!.event_id });
    expect(again!.body).toBe(refused!.body);
    expectSigned(again!, endpoint.secret);
    await newestBecomes(endpoint.id, { id: resent!.id, status: 'DELIVERED' });
    expect((await logOf(endpoint.id)).map((delivery) => delivery.status)).toEqual([
      'DELIVERED',
      'FAILED',
    ]);
  });

  it('keeps trying an address that does not answer, refuses a resend meanwhile, and drops it with the address', async () => {
    const port = await closedPort('127.0.0.1');
    const endpoint = await addEndpoint('/closed', ['order.created'], port);
    const sent = (
      await session.call('POST', `platform/service/webhook/${endpoint.id}/test/`)
    ).json().data as WebhookDelivery;
    await newestBecomes(endpoint.id, {
      status: 'PENDING',
      attempts: [{ attempt: 1, status_code: null, error: webhookFailures.unreachable }],
    });

    const resend = await session.call(
      'POST',
      `platform/service/webhook/${endpoint.id}/delivery/${sent.id}/resend/`,
    );
    expect(resend.statusCode).toBe(422);
    expect(resend.json().detail).toBe(texts.deliveryUnderWay);

    await session.call('DELETE', `platform/service/webhook/${endpoint.id}/`);
    const left = await session.testApp.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.shopId, shopId),
          like(outboxMessages.dedupeKey, `webhooks.delivery:${endpoint.id}:%`),
        ),
      );
    expect(left).toEqual([]);
  });

  it('sends nothing to a switched-off address and refuses its test', async () => {
    const endpoint = await addEndpoint('/off', ['order.created']);
    await session.call('PATCH', `platform/service/webhook/${endpoint.id}/`, { enabled: false });

    await placeOrder();
    const test = await session.call('POST', `platform/service/webhook/${endpoint.id}/test/`);

    expect(test.statusCode).toBe(422);
    expect(test.json().detail).toBe(texts.endpointDisabled);
    expect(await logOf(endpoint.id)).toEqual([]);
  });

  it('forgets ended deliveries after the log’s days, with their tries and messages, and keeps the rest', async () => {
    const endpoint = await addEndpoint('/kept', ['order.created']);
    const test = () => session.call('POST', `platform/service/webhook/${endpoint.id}/test/`);
    await nextHooks('/kept', 1, test);
    await newestBecomes(endpoint.id, { status: 'DELIVERED' });
    // Still being tried: its receiver fails, and the next try is far off.
    receiver.answerNext('/kept', { status: 500 });
    await nextHooks('/kept', 1, test);
    await newestBecomes(endpoint.id, { status: 'PENDING', attempts: [{ status_code: 500 }] });
    const [pending, old] = await logOf(endpoint.id);
    const { db } = session.testApp.database;
    const daysAgo = new Date(clock.now().getTime() - (WEBHOOK_LIMITS.logKeptDays + 1) * DAY_MS);
    await db
      .update(webhookDeliveries)
      .set({ createdAt: daysAgo })
      .where(inArray(webhookDeliveries.id, [old!.id, pending!.id]));
    await nextHooks('/kept', 1, test);
    await newestBecomes(endpoint.id, { status: 'DELIVERED' });

    await createWebhookLogPruning({ db, now: clock.now, logger: createLogger('silent') }).tick();

    const kept = await logOf(endpoint.id);
    expect(kept.map(({ id }) => id)).not.toContain(old!.id);
    expect(kept.map(({ id, status }) => [id, status])).toEqual([
      [kept[0]!.id, 'DELIVERED'],
      [pending!.id, 'PENDING'],
    ]);
    const tries = await db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, old!.id));
    expect(tries).toEqual([]);
    const messages = await db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.dedupeKey, `webhooks.delivery:${endpoint.id}:%`));
    expect(messages).toHaveLength(2);
  });
});
