import { expect } from 'vitest';
import type { TelegramSettings } from '../config/telegram';
import type { BotApiCall, BotApiServer } from '@vitrina/bot-api-stand-in';
import type { LogLine } from './capture-logs';

/** Settings of a bot on the local Bot API server; a webhook when `webhookUrl` is given. */
export function telegramSettings(
  server: BotApiServer,
  webhookUrl?: string,
): TelegramSettings & { botToken: string } {
  return { botToken: server.token, apiRoot: server.apiRoot, webhookUrl };
}

/** Neither the token nor its secret half is anywhere in what was logged. */
export function expectNoToken(lines: LogLine[], token: string) {
  const logged = JSON.stringify(lines);
  expect(logged).not.toContain(token);
  expect(logged).not.toContain(token.split(':')[1]);
}

/** Resolves once a getUpdates call ends without an answer: its caller went away, as a stop does. */
export async function pollLeft(server: BotApiServer): Promise<BotApiCall> {
  for (;;) {
    const call = await server.nextCall('getUpdates');
    if (!call.answer) return call;
  }
}
