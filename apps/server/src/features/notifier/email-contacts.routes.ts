import { emailContactCreateSchema } from '@vitrina/contracts/notifier';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import { SECRET_IN_PATH } from '../../http/request-log';
import type { FeatureRoutes } from '../feature-routes';
import type { EmailContactsService } from './email-contacts.service';
import { contactResponseSchema, NOTIFIER_BASE, tags } from './notifier-routes';

/** E-mail services: the confirmation letter and its link (spec §7.4). */
export const emailContactsRoutes: FeatureRoutes<{ emailContacts: EmailContactsService }> = async (
  app,
  { emailContacts },
) => {
  app.post(
    `${NOTIFIER_BASE}/email/verify/send`,
    {
      config: { access: 'services.write' },
      schema: {
        summary:
          'Add an unconfirmed e-mail service, or retitle one, and send its confirmation letter',
        tags,
        security: bearerAuth,
        body: emailContactCreateSchema,
        response: { 200: contactResponseSchema, ...errorResponses(400, 401, 422, 429, 500) },
      },
    },
    async (request) => ({
      data: await emailContacts.requestConfirmation(request.shop.id, request.body),
    }),
  );

  app.post(
    `${NOTIFIER_BASE}/email/verify/:token`,
    {
      config: { ...SECRET_IN_PATH, access: 'services.write' },
      schema: {
        summary: "Confirm and activate an e-mail service from its letter's link (empty body)",
        tags,
        security: bearerAuth,
        params: z.object({ token: z.string().min(1).max(100) }),
        response: { 200: contactResponseSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (request) => ({
      data: await emailContacts.confirm(request.shop.id, request.params.token),
    }),
  );
};
