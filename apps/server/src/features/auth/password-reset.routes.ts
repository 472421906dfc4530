import {
  messageResponseSchema,
  passwordApplySchema,
  passwordResetRequestSchema,
} from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { acceptFormsOnly, FORM_CONTENT_TYPE } from '../../http/accept-forms-only';
import { errorResponses } from '../../http/error-responses';
import { limitPerIp } from '../../http/limit-per-ip';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { FeatureRoutes } from '../feature-routes';
import type { PasswordResetService } from './password-reset.service';

const tags = ['auth'];

export const passwordResetRoutes: FeatureRoutes<{
  passwordReset: PasswordResetService;
  rateLimiter: RateLimiter;
}> = async (app, { passwordReset, rateLimiter }) => {
  app.post(
    '/password/reset',
    {
      onRequest: limitPerIp(rateLimiter, 'passwordResetPerIp'),
      schema: {
        summary: 'Send a password reset letter; the same answer whether or not the account exists',
        tags,
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await passwordReset.request(request.body.email);
      return { message: messages.auth.resetPasswordSent };
    },
  );

  app.post(
    '/password/apply',
    {
      onRequest: [acceptFormsOnly, limitPerIp(rateLimiter, 'passwordApplyPerIp')],
      schema: {
        summary: "Set a new password with the reset letter's token (form-encoded)",
        tags,
        consumes: [FORM_CONTENT_TYPE],
        body: passwordApplySchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 415, 422, 429) },
      },
    },
    async (request) => {
      await passwordReset.apply(request.body);
      return { message: messages.auth.passwordChanged };
    },
  );
};
