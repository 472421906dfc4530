import { Composer } from 'grammy';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { captureLogs, type LogLine } from '../../testing/capture-logs';
import { expectNoToken, telegramSettings } from '../../testing/telegram';
import { createTelegram } from './create-telegram';
import type { TelegramBot, TelegramWebhook } from './telegram';
import { webhookSecrets } from './webhook';

describe('the Telegram webhook receiver', () => {
  let server: BotApiServer;
  let telegram: TelegramBot;
  let webhook: TelegramWebhook;
  let lines: LogLine[];

  beforeEach(async () => {
    server = await startBotApiServer();
    const logs = captureLogs();
    lines = logs.lines;
    telegram = createTelegram(telegramSettings(server, 'https://vitrina.example'), logs.logger);
    const handlers = new Composer();
    handlers.command('start', (ctx) => ctx.reply('Ключ'));
    telegram.use(handlers);
    webhook = telegram.webhook!;
  });

  afterEach(async () => {
    await telegram.stop();
    expectNoToken(lines, server.token);
    await server.close();
  });

  /** The update the person's /start makes, as Telegram would post it. */
  const startUpdate = () => {
    const chat = server.privateChat();
    chat.start();
    const update = server.pendingUpdates.at(-1);
    if (!update) throw new Error('no update');
    return { chat, update };
  };

  it('accepts the secret token it derives, and nothing else', () => {
    const { secretToken } = webhookSecrets(server.token);

    expect(webhook.isFromTelegram(secretToken)).toBe(true);
    expect(webhook.isFromTelegram(`${secretToken}x`)).toBe(false);
    expect(webhook.isFromTelegram(secretToken.slice(1))).toBe(false);
    expect(webhook.isFromTelegram([secretToken, secretToken])).toBe(false);
    expect(webhook.isFromTelegram(undefined)).toBe(false);
  });

  it('derives other secrets from another token', () => {
    const ours = webhookSecrets(server.token);
    const another = webhookSecrets(`${server.bot.id}:another-token`);

    expect(another.path).not.toBe(ours.path);
    expect(another.secretToken).not.toBe(ours.secretToken);
  });

  it('handles an update posted before start has read the bot, reading it first', async () => {
    const { chat, update } = startUpdate();

    await webhook.handleUpdate(update);

    expect(chat.messages.map((message) => message.text)).toEqual(['Ключ']);
    expect(server.calls.map((call) => call.method)).toEqual(['getMe', 'sendMessage']);
  });

  it('refuses an update when the bot cannot be read, so Telegram posts it again', async () => {
    const { chat, update } = startUpdate();
    server.failNext('getMe', { error_code: 401, description: 'Unauthorized' });

    await expect(webhook.handleUpdate(update)).rejects.toThrow(
      "Call to 'getMe' failed! (401: Unauthorized)",
    );
    expect(chat.messages).toEqual([]);
  });
});
