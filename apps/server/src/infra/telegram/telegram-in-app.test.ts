import { Composer } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { captureLogs, type LogLine } from '../../testing/capture-logs';
import { freePort } from '../../testing/free-port';
import { expectNoToken, pollLeft, telegramSettings } from '../../testing/telegram';
import { createTelegram } from './create-telegram';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function replyingToStart() {
  const handlers = new Composer();
  handlers.command('start', (ctx) => ctx.reply(`Ключ: ${ctx.match || 'без ссылки'}`));
  return handlers;
}

describe('Telegram in the app', () => {
  let server: BotApiServer;
  let lines: LogLine[];
  let testApp: TestApp | undefined;
  const logs = () => {
    const captured = captureLogs();
    lines = captured.lines;
    return captured.logger;
  };

  beforeEach(async () => {
    server = await startBotApiServer();
  });

  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
    expectNoToken(lines, server.token);
    await server.close();
  });

  describe('without a token', () => {
    beforeEach(async () => {
      testApp = await buildTestApp({ logger: logs() });
    });

    it('is off, saying so once, and the app serves as before', async () => {
      const health = await testApp?.app.inject({ method: 'GET', url: '/api/health' });

      expect(health?.statusCode).toBe(200);
      expect(lines.filter((line) => line.msg.startsWith('Telegram'))).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'Telegram is off: TELEGRAM_BOT_TOKEN is not set',
        }),
      ]);
      expect(server.calls).toEqual([]);
    });
  });

  describe('with a token', () => {
    beforeEach(async () => {
      testApp = await buildTestApp({
        logger: logs(),
        config: { telegram: telegramSettings(server) },
      });
    });

    it('starts polling once the app is ready and stops when it closes', async () => {
      await testApp?.app.ready();
      await server.whenPolling();
      await testApp?.close();
      testApp = undefined;

      expect(await pollLeft(server)).toMatchObject({ params: { timeout: 30 } });
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'Telegram bot @vitrina_test_bot takes updates by long polling',
        }),
      );
    });
  });

  describe('with a bot given to the app', () => {
    beforeEach(async () => {
      const logger = logs();
      const telegram = createTelegram(telegramSettings(server), logger);
      telegram.use(replyingToStart());
      testApp = await buildTestApp({ logger, telegram });
    });

    it('hands the updates to its handlers', async () => {
      const chat = server.privateChat();

      await testApp?.app.ready();
      chat.start('shop-3');

      expect((await chat.nextMessage()).text).toBe('Ключ: shop-3');
    });
  });

  describe('in webhook mode', () => {
    let origin: string;
    let path: string;
    let secretToken: string;

    beforeEach(async () => {
      // The address must be known before the app starts, since the bot registers it then.
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      const logger = logs();
      const telegram = createTelegram(telegramSettings(server, origin), logger);
      telegram.use(replyingToStart());
      testApp = await buildTestApp({ logger, telegram });
      await testApp.app.listen({ host: '127.0.0.1', port });
      const { params } = await server.nextCall('setWebhook');
      const url = new URL(String(params.url));
      path = url.pathname;
      secretToken = String(params.secret_token);
    });

    const post = (url: string, headers: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          update_id: 1,
          message: {
            message_id: 1,
            date: 0,
            chat: { id: 42, type: 'private', first_name: 'Анна' },
            from: { id: 42, is_bot: false, first_name: 'Анна' },
            text: '/start',
            entities: [{ type: 'bot_command', offset: 0, length: 6 }],
          },
        }),
      });

    it('registers a secret path under the configured address, with a secret token', async () => {
      const setWebhook = server.calls.find((call) => call.method === 'setWebhook');

      expect(path).toMatch(/^\/api\/telegram\/webhook\/[A-Za-z0-9_-]{43}$/);
      expect(setWebhook?.params).toMatchObject({
        url: `${origin}${path}`,
        secret_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        allowed_updates: ['message', 'callback_query', 'my_chat_member'],
      });
      expect(secretToken).not.toBe(path.split('/').at(-1));
    });

    it('takes the updates Telegram posts and answers through the handlers', async () => {
      const chat = server.privateChat();

      chat.start('hook');

      expect((await chat.nextMessage()).text).toBe('Ключ: hook');
      expect(await server.nextDelivery()).toMatchObject({ failure: undefined });
    });

    it('refuses a post without the secret token, or with another, before any handler', async () => {
      const chat = server.privateChat();
      chat.start();
      await chat.nextMessage();
      const wrong = await post(`${origin}${path}`, { [SECRET_HEADER]: `${secretToken}x` });
      const missing = await post(`${origin}${path}`, {});

      expect([wrong.status, missing.status]).toEqual([401, 401]);
      expect(chat.messages).toHaveLength(1);
    });

    it('knows no other path', async () => {
      const response = await post(`${origin}/api/telegram/webhook/guess`, {
        [SECRET_HEADER]: secretToken,
      });

      expect(response.status).toBe(404);
    });

    it('takes a post with the secret token, answering once the handlers are done', async () => {
      const chat = server.privateChat();
      chat.start();
      await chat.nextMessage();
      const update = { update_id: 1, message: { ...chat.messages[0], text: '/start direct' } };

      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SECRET_HEADER]: secretToken },
        body: JSON.stringify({
          ...update,
          message: {
            ...update.message,
            from: chat.user,
            entities: [{ type: 'bot_command', offset: 0, length: 6 }],
          },
        }),
      });

      expect(response.status).toBe(200);
      expect(chat.messages.map((message) => message.text)).toEqual([
        'Ключ: без ссылки',
        'Ключ: direct',
      ]);
    });

    it('keeps the path out of the logs, and leaves the webhook set when the app closes', async () => {
      const chat = server.privateChat();
      chat.start();
      await chat.nextMessage();

      await testApp?.close();
      testApp = undefined;

      expect(JSON.stringify(lines)).not.toContain(path.split('/').at(-1));
      expect(server.webhookInfo().url).toBe(`${origin}${path}`);
    });
  });
});
