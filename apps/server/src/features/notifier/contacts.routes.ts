import { messageResponseSchema } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { contactSchema, contactUpdateSchema } from '@vitrina/contracts/notifier';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { ContactsService } from './contacts.service';
import { contactResponseSchema, NOTIFIER_BASE, tags } from './notifier-routes';

/** The merchant's contacts of both kinds: list, edit, delete, test (spec §7.4). */
export const contactsRoutes: FeatureRoutes<{ notifierContacts: ContactsService }> = async (
  app,
  { notifierContacts: contacts },
) => {
  app.get(
    `${NOTIFIER_BASE}/contacts`,
    {
      config: { access: 'services.read' },
      schema: {
        summary: "The merchant's form-data services, each with its latest delivery",
        tags,
        security: bearerAuth,
        response: { 200: z.object({ data: z.array(contactSchema) }), ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await contacts.list(request.shop.id) }),
  );

  app.patch(
    `${NOTIFIER_BASE}/contact/:id`,
    {
      config: { access: 'services.write' },
      schema: {
        summary: "Change a service's title and description",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: contactUpdateSchema,
        response: { 200: contactResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => ({
      data: await contacts.update(request.shop.id, request.params.id, request.body),
    }),
  );

  app.delete(
    `${NOTIFIER_BASE}/contact/:id`,
    {
      config: { access: 'services.write' },
      schema: {
        summary: 'Delete a service with its messages not yet delivered',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      await contacts.delete(request.shop.id, request.params.id);
      return { message: messages.notifier.deleted };
    },
  );

  app.post(
    `${NOTIFIER_BASE}/contact/:id/test`,
    {
      config: { access: 'services.write' },
      schema: {
        summary: 'Queue a test message through a confirmed service; it answers it pending',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: contactResponseSchema, ...errorResponses(400, 401, 404, 422, 429) },
      },
    },
    async (request) => ({
      data: await contacts.sendTest(request.shop.id, request.params.id),
    }),
  );
};
