import type { Message } from 'grammy/types';
import type { RateLimits } from '../config';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { buildTestApp, type TestApp } from './build-test-app';
import { captureLogs, type LogLine } from './capture-logs';
import { freePort } from './free-port';
import { telegramSettings } from './telegram';
import { testClock } from './test-clock';

export type TelegramMode = 'long polling' | 'webhook';

export interface TelegramTestApp {
  server: BotApiServer;
  testApp: TestApp;
  clock: ReturnType<typeof testClock>;
  /** Everything the app logged. */
  lines: LogLine[];
  close(): Promise<void>;
}

/**
 * The app with its bot on a local Bot API server, taking updates by `mode`, and its outbox worker
 * running; resolves once the bot takes updates. `rateLimits` replace some of the defaults.
 */
export async function telegramTestApp(
  mode: TelegramMode = 'long polling',
  rateLimits: Partial<RateLimits> = {},
): Promise<TelegramTestApp> {
  const server = await startBotApiServer();
  const clock = testClock();
  const { logger, lines } = captureLogs();
  // A webhook's address is registered when the bot starts, so its port is chosen first.
  const port = mode === 'webhook' ? await freePort() : 0;
  const webhookUrl = mode === 'webhook' ? `http://127.0.0.1:${port}` : undefined;
  const testApp = await buildTestApp({
    now: clock.now,
    logger,
    rateLimits,
    config: {
      telegram: telegramSettings(server, webhookUrl),
      delivery: { concurrency: 2, pollIntervalMs: 20 },
    },
  });
  if (mode === 'webhook') {
    await testApp.app.listen({ host: '127.0.0.1', port });
    await server.nextCall('setWebhook');
  } else {
    await testApp.app.ready();
    await server.whenPolling();
  }
  return {
    server,
    testApp,
    clock,
    lines,
    async close() {
      await testApp.close();
      await server.close();
    },
  };
}

/** The API key and Secret key of the bot's message that gives them. */
export function keysIn(message: Message) {
  const apiKey = /API key: ([A-Za-z0-9_-]+)/.exec(message.text ?? '')?.[1];
  const secretKey = /Secret key: ([A-Za-z0-9_-]+)/.exec(message.text ?? '')?.[1];
  if (!apiKey || !secretKey) throw new Error(`No keys in the bot's message: ${message.text}`);
  return { apiKey, secretKey };
}
