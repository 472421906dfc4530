import { afterEach, beforeEach } from 'vitest';
import { startBotApiServer, type BotApiServer } from '@vitrina/bot-api-stand-in';
import { captureLogs, type LogLine } from './capture-logs';
import { expectNoToken, telegramSettings } from './telegram';
import { createTelegram } from '../infra/telegram/create-telegram';
import type { Telegram } from '../infra/telegram/telegram';

/** The Telegram edge on a fresh local Bot API server, and what it logged. */
export interface TestEdge {
  server: BotApiServer;
  telegram: Telegram;
  lines: LogLine[];
}

/**
 * A test's own edge and server, built before each test and closed after it, once the logs are
 * found free of the token. Read its fields inside hooks and tests.
 */
export function useTestEdge(): TestEdge {
  const edge = {} as TestEdge;
  beforeEach(async () => {
    edge.server = await startBotApiServer();
    const logs = captureLogs();
    edge.lines = logs.lines;
    edge.telegram = createTelegram(telegramSettings(edge.server), logs.logger);
  });
  afterEach(async () => {
    expectNoToken(edge.lines, edge.server.token);
    await edge.server.close();
  });
  return edge;
}
