import type { Update } from 'grammy/types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TelegramWebhook } from './telegram';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

/**
 * Telegram's posts of updates in webhook mode; nothing without it. The header's secret is checked
 * before the body is read (401 otherwise), and the path's secret keeps requests for it out of the
 * request log.
 */
export const telegramWebhookRoutes: FastifyPluginAsyncZod<{
  telegramWebhook: TelegramWebhook | null;
}> = async (app, { telegramWebhook: webhook }) => {
  if (!webhook) return;
  app.post(
    webhook.path,
    {
      logLevel: 'warn',
      // Logs and metrics name it by its pattern, never by the secret that ends its path.
      config: { secretInPath: webhook.path.replace(/[^/]+$/, ':secret') },
      schema: { hide: true, body: z.looseObject({ update_id: z.number().int() }) },
      onRequest: async (request, reply) => {
        if (!webhook.isFromTelegram(request.headers[SECRET_HEADER])) await reply.code(401).send();
      },
    },
    async (request, reply) => {
      await webhook.handleUpdate(request.body as Update);
      return reply.code(200).send();
    },
  );
};
