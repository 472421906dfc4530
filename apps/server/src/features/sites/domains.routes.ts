import { messages } from '@vitrina/contracts/messages';
import { domainSchema, domainUpdateSchema, domainVerifySchema } from '@vitrina/contracts/platform';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { DomainVerificationService } from './domain-verification.service';
import type { DomainsService } from './domains.service';

const tags = ['platform'];

export const domainsRoutes: FeatureRoutes<{
  domains: DomainsService;
  domainVerification: DomainVerificationService;
}> = async (app, { domains, domainVerification }) => {
  app.patch(
    '/platform/domain/:id',
    {
      config: { access: 'sites.write' },
      schema: {
        summary: 'Change a domain; a changed one is unconfirmed again, with a new code',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: domainUpdateSchema,
        response: {
          200: z.object({ data: domainSchema }),
          ...errorResponses(400, 401, 404, 422),
        },
      },
    },
    async (request) => ({
      data: await domains.update(request.shop.id, request.params.id, request.body),
    }),
  );

  app.post(
    '/platform/domain/:id/verify',
    {
      config: { access: 'sites.write' },
      schema: {
        summary: "Confirm a domain: fetch the page of `link` and find the domain's code on it",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: domainVerifySchema,
        response: {
          200: z.object({ data: domainSchema, message: z.string() }),
          ...errorResponses(400, 401, 404, 422, 429),
        },
      },
    },
    async (request) => ({
      data: await domainVerification.verify(request.shop.id, request.params.id, request.body.link),
      message: messages.domain.verified,
    }),
  );
};
