import { supportContactSchema } from '@vitrina/contracts/support';
import type { Config } from '../../config';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';

/**
 * GET /support: the address where merchants write for help, which the console's help panel
 * shows. It is the operator's (SUPPORT_EMAIL): whoever runs this server answers its merchants.
 */
export const supportRoutes: FeatureRoutes<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/support',
    {
      config: { access: 'account' },
      schema: {
        summary: "The operator's address for merchants' questions (SUPPORT_EMAIL), or null",
        tags: ['support'],
        security: bearerAuth,
        response: { 200: supportContactSchema, ...errorResponses(401) },
      },
    },
    async () => ({ data: { email: config.mail.supportEmail ?? null } }),
  );
};
