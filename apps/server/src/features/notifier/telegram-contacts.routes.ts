import { telegramBotSchema, telegramContactCreateSchema } from '@vitrina/contracts/notifier';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import { contactResponseSchema, NOTIFIER_BASE, tags } from './notifier-routes';
import type { TelegramContactsService } from './telegram-contacts.service';

/** Telegram services: the provider's bot, and a chat connected by the key it gave (§7.4). */
export const telegramContactsRoutes: FeatureRoutes<{
  telegramContacts: TelegramContactsService;
}> = async (app, { telegramContacts }) => {
  app.get(
    `${NOTIFIER_BASE}/telegram`,
    {
      config: { access: 'services.read' },
      schema: {
        summary: "Whether this server runs the provider's bot, and its username",
        tags,
        security: bearerAuth,
        response: { 200: z.object({ data: telegramBotSchema }), ...errorResponses(401) },
      },
    },
    () => ({ data: telegramContacts.bot() }),
  );

  app.post(
    `${NOTIFIER_BASE}/telegram`,
    {
      config: { access: 'services.write' },
      schema: {
        summary: "Connect the chat of the bot's API key; the bot confirms in the chat",
        tags,
        security: bearerAuth,
        body: telegramContactCreateSchema,
        response: { 200: contactResponseSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (request) => ({
      data: await telegramContacts.connect(request.shop.id, request.body),
    }),
  );
};
