import { z } from 'zod';
import { ConfigError } from './config-error';
import { urlWithProtocols, type VariablesOf } from './variable-rules';

export interface TelegramSettings {
  /** The provider's bot, from BotFather; without it Telegram is off and the rest runs as before. */
  botToken: string | undefined;
  /** The Bot API server: Telegram's, or a local one in tests. No trailing slash. */
  apiRoot: string;
  /**
   * The address at which Telegram reaches this server; when set, updates come by webhook to a
   * secret path under it instead of by long polling. No trailing slash.
   */
  webhookUrl: string | undefined;
}

export const telegramVariables = {
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d+:[A-Za-z0-9_-]+$/, 'must be a bot token as BotFather gives it')
    .optional(),
  TELEGRAM_API_ROOT: urlWithProtocols(['https:', 'http:']).default('https://api.telegram.org'),
  // Telegram posts to https addresses only.
  TELEGRAM_WEBHOOK_URL: urlWithProtocols(['https:']).optional(),
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function readTelegramSettings(
  variables: VariablesOf<typeof telegramVariables>,
): TelegramSettings {
  const { TELEGRAM_BOT_TOKEN: botToken, TELEGRAM_WEBHOOK_URL: webhookUrl } = variables;
  if (webhookUrl && !botToken) {
    throw new ConfigError(
      'Invalid configuration: TELEGRAM_WEBHOOK_URL also needs TELEGRAM_BOT_TOKEN (set both, or neither)',
    );
  }
  return {
    botToken,
    apiRoot: withoutTrailingSlash(variables.TELEGRAM_API_ROOT),
    webhookUrl: webhookUrl && withoutTrailingSlash(webhookUrl),
  };
}
