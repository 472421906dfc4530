import { messageResponseSchema } from '@vitrina/contracts/auth';
import {
  messageTemplateKindSchema,
  messageTemplateMessages,
  messageTemplateSchema,
  messageTemplateUpdateSchema,
  templatePreviewSchema,
} from '@vitrina/contracts/message-templates';
import { roleCan } from '@vitrina/contracts/team';
import { z } from 'zod';
import { actingOf } from '../../http/authorize';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { MessageTemplatesService } from './message-templates.service';

const tags = ['message-templates'];
const BASE = '/platform/message-templates';
const kindParams = z.object({ kind: messageTemplateKindSchema });

/** The shop's texts of its order messages: read by every member, changed with `shop.write`. */
export const messageTemplatesRoutes: FeatureRoutes<{
  messageTemplates: MessageTemplatesService;
}> = async (app, { messageTemplates }) => {
  app.get(
    BASE,
    {
      config: { access: 'shop.read' },
      schema: {
        summary: "The shop's templates of its order messages, each its own text or the default",
        tags,
        security: bearerAuth,
        response: {
          200: z.object({ data: z.array(messageTemplateSchema) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ({ data: await messageTemplates.list(request.shop.id) }),
  );

  app.get(
    `${BASE}/preview`,
    {
      config: { access: 'shop.read' },
      schema: {
        summary:
          "What the placeholders stand for in the shop's latest order (a sample order when it " +
          'has none, or when the role may not read orders), for the merchant and for the buyer',
        tags,
        security: bearerAuth,
        response: { 200: z.object({ data: templatePreviewSchema }), ...errorResponses(401) },
      },
    },
    async (request) => ({
      data: await messageTemplates.preview(
        request.shop.id,
        roleCan(request.shop.role, 'orders.read'),
      ),
    }),
  );

  app.put(
    `${BASE}/:kind`,
    {
      config: { access: 'shop.write' },
      schema: {
        summary:
          "Word the template's text: refused (422) over its length, with a placeholder it may " +
          'not hold, or with no line every order fills',
        tags,
        security: bearerAuth,
        params: kindParams,
        body: messageTemplateUpdateSchema,
        response: {
          200: z.object({ data: messageTemplateSchema }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request) => ({
      data: await messageTemplates.save(actingOf(request), request.params.kind, request.body.text),
    }),
  );

  app.delete(
    `${BASE}/:kind`,
    {
      config: { access: 'shop.write' },
      schema: {
        summary: 'Reset the template to its default text',
        tags,
        security: bearerAuth,
        params: kindParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      await messageTemplates.reset(actingOf(request), request.params.kind);
      return { message: messageTemplateMessages.reset };
    },
  );
};
