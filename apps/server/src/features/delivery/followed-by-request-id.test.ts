import { randomUUID } from 'node:crypto';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type Account } from '../../testing/accounts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { captureLogs } from '../../testing/capture-logs';
import { insertTelegramContact } from '../../testing/contacts';
import { eventually } from '../../testing/letters';
import { orderFor, originOf, publishedShowcase } from '../../testing/orders';
import { telegramSettings } from '../../testing/telegram';

const METRICS_TOKEN = 'a-metrics-token-for-tests-0123456789';

/**
 * An order followed through the logs by its request's id: the POST's line, then the line of its
 * message's delivery to the merchant's Telegram chat, which the outbox worker writes later.
 */
describe('an order followed from its POST to its Telegram message', () => {
  const logs = captureLogs();
  let bot: BotApiServer;
  let testApp: TestApp;
  let merchant: Account;

  beforeAll(async () => {
    bot = await startBotApiServer();
    testApp = await buildTestApp({
      logger: logs.logger,
      config: {
        telegram: telegramSettings(bot),
        delivery: { concurrency: 2, pollIntervalMs: 20 },
        metrics: { token: METRICS_TOKEN },
      },
    });
    await testApp.app.ready();
    await bot.whenPolling();
    merchant = await registerAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
    await bot?.close();
  });

  it('finds both lines by the X-Request-Id the order was posted with', async () => {
    const chat = bot.privateChat();
    chat.send('Здравствуйте');
    const contact = await insertTelegramContact(testApp.database.db, merchant, chat.chat.id);
    const showcase = await publishedShowcase(testApp, merchant, { contactsId: [contact] });
    const requestId = `order-${randomUUID().slice(0, 8)}`;

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/public/orders',
      remoteAddress: '203.0.113.30',
      headers: {
        'idempotency-key': randomUUID(),
        origin: originOf(showcase.siteId),
        'x-request-id': requestId,
      },
      payload: orderFor(showcase),
    });
    const number = response.json().data.number;
    await eventually(
      async () => chat.messages.find((each) => each.text?.includes(`#${number}`)),
      'the order in the chat',
    );
    const followed = () => logs.lines.filter((line) => line.reqId === requestId);
    await eventually(
      // The buyer's letter of the same order may be logged first; the chat's line is the one awaited.
      async () =>
        followed().find(
          (line) => line.msg === 'Delivery: delivered' && line.kind === 'order.created',
        ),
      'the Telegram delivery logged',
    );

    expect(response.statusCode).toBe(201);
    expect(response.headers['x-request-id']).toBe(requestId);
    expect(followed()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'request completed',
          method: 'POST',
          route: '/api/v1/public/orders',
          statusCode: 201,
          remoteAddress: '203.0.113.30',
        }),
        expect.objectContaining({ msg: 'Delivery: delivered', kind: 'order.created' }),
      ]),
    );
    const scraped = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.body).toMatch(
      /^delivery_results_total\{channel="telegram",result="delivered"\} 1$/m,
    );
  });
});
