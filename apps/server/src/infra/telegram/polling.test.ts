import { Composer } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { captureLogs, type LogLine } from '../../testing/capture-logs';
import { expectNoToken, telegramSettings } from '../../testing/telegram';
import { createTelegram } from './create-telegram';
import type { Telegram } from './telegram';

/** Handlers of the tests: /start answers its payload, /boom fails, /slow waits to be let go. */
function testHandlers() {
  let letGo = () => {};
  let markSlowStarted = () => {};
  const slowStarted = new Promise<void>((resolve) => (markSlowStarted = resolve));
  const handlers = new Composer();
  handlers.command('start', (ctx) => ctx.reply(`Ключ: ${ctx.match || 'без ссылки'}`));
  handlers.command('boom', () => {
    throw new Error('Обработчик упал');
  });
  handlers.command('slow', async (ctx) => {
    markSlowStarted();
    await new Promise<void>((resolve) => (letGo = resolve));
    await ctx.reply('Готово');
  });
  return { handlers, slowStarted, letGo: () => letGo() };
}

describe('Telegram long polling', () => {
  let server: BotApiServer;
  let telegram: Telegram;
  let lines: LogLine[];
  let test: ReturnType<typeof testHandlers>;

  beforeEach(async () => {
    server = await startBotApiServer();
    const logs = captureLogs();
    lines = logs.lines;
    telegram = createTelegram(telegramSettings(server), logs.logger);
    test = testHandlers();
    telegram.use(test.handlers);
  });

  afterEach(async () => {
    await telegram.stop();
    expectNoToken(lines, server.token);
    await server.close();
  });

  it('knows the bot once started, and answers /start in a private chat', async () => {
    expect(telegram.username).toBeNull();

    await telegram.start();
    const chat = server.privateChat();
    chat.start('shop-7');

    expect(telegram.username).toBe('vitrina_test_bot');
    expect((await chat.nextMessage()).text).toBe('Ключ: shop-7');
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'Telegram bot @vitrina_test_bot takes updates by long polling',
      }),
    );
  });

  it('answers /start@bot in a group it was added to', async () => {
    const group = server.group();
    group.addBot();
    group.command('start');

    await telegram.start();

    expect((await group.nextMessage()).text).toBe('Ключ: без ссылки');
  });

  it('takes the updates that came while it was not running', async () => {
    const chat = server.privateChat();
    chat.start('early');

    await telegram.start();

    expect((await chat.nextMessage()).text).toBe('Ключ: early');
  });

  it('logs a handler that fails, and goes on with the next update', async () => {
    const chat = server.privateChat();
    chat.send('/boom');
    chat.start();

    await telegram.start();

    expect((await chat.nextMessage()).text).toBe('Ключ: без ссылки');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'A Telegram update was not handled',
        updateId: expect.any(Number),
        err: expect.objectContaining({ type: 'Error', message: 'Обработчик упал' }),
      }),
    );
  });

  it('stops at once while a long poll waits', async () => {
    await telegram.start();
    await server.whenPolling();

    const started = performance.now();
    await telegram.stop();

    expect(performance.now() - started).toBeLessThan(1000);
    // The waiting call ended with its caller, unanswered.
    expect(await server.nextCall('getUpdates')).toMatchObject({ answer: undefined });
  });

  it('stops after the update in hand, and tells Telegram it was handled', async () => {
    const chat = server.privateChat();
    chat.send('/slow');
    await telegram.start();
    await test.slowStarted;

    const stopping = telegram.stop();
    test.letGo();
    await stopping;

    expect(chat.messages.map((message) => message.text)).toEqual(['Готово']);
    expect(server.pendingUpdates).toEqual([]);
  });

  it('polls again after a lost connection, logging it without the token', async () => {
    const chat = server.privateChat();
    await telegram.start();
    await server.whenPolling();
    server.dropNext('getUpdates');

    chat.start('first');
    await chat.nextMessage();
    chat.start('second');

    expect((await chat.nextMessage()).text).toBe('Ключ: second');
    const warning = lines.find((line) => line.msg.startsWith('Telegram getUpdates failed'));
    expect(warning).toMatchObject({
      level: 40,
      msg: 'Telegram getUpdates failed; trying again in 1 s',
      err: { message: expect.stringContaining('/bot<bot token>/getUpdates') },
    });
  });

  it('does not start with a token the Bot API refuses, and says so without it', async () => {
    const logs = captureLogs();
    const wrong = createTelegram(
      { ...telegramSettings(server), botToken: `${server.bot.id}:a-token-that-was-revoked` },
      logs.logger,
    );

    await expect(wrong.start()).rejects.toThrow(
      "Telegram bot did not start: Call to 'getMe' failed! (401: Unauthorized)",
    );
    expectNoToken(logs.lines, `${server.bot.id}:a-token-that-was-revoked`);
  });
});
