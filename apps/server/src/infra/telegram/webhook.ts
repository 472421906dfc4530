import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Update } from 'grammy/types';
import type { TelegramWebhook } from './telegram';

const WEBHOOK_ROUTE = '/api/telegram/webhook';

export interface WebhookSecrets {
  /** The route's path, ending in a secret: strangers get 404 and scanners find nothing. */
  path: string;
  /** For setWebhook's secret_token: Telegram sends it in a header, which no access log keeps. */
  secretToken: string;
}

/**
 * Both secrets come from the bot token, so every server process of a deployment agrees on them
 * without another setting, and a new token changes them.
 */
export function webhookSecrets(botToken: string): WebhookSecrets {
  const derive = (purpose: string) =>
    createHmac('sha256', botToken).update(`vitrina telegram ${purpose}`).digest('base64url');
  return {
    path: `${WEBHOOK_ROUTE}/${derive('webhook path')}`,
    secretToken: derive('secret token'),
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

export function createWebhook(
  { path, secretToken }: WebhookSecrets,
  handleUpdate: (update: Update) => Promise<void>,
): TelegramWebhook {
  const expected = digest(secretToken);
  return {
    path,
    // Digests have one length, so the comparison takes the same time whatever was sent.
    isFromTelegram: (header) =>
      typeof header === 'string' && timingSafeEqual(digest(header), expected),
    handleUpdate,
  };
}
