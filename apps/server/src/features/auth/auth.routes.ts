import {
  accessTokenSchema,
  emailExistsQuerySchema,
  emailExistsResponseSchema,
  loginFormSchema,
  messageResponseSchema,
  registerSchema,
  signInLinkFormSchema,
} from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { acceptFormsOnly, FORM_CONTENT_TYPE } from '../../http/accept-forms-only';
import { errorResponses } from '../../http/error-responses';
import { limitPerIp } from '../../http/limit-per-ip';
import { noStore } from '../../http/no-store';
import { refuseCrossSite } from '../../http/refuse-cross-site';
import { SECRET_IN_PATH } from '../../http/request-log';
import type { Config } from '../../config';
import type { RateLimiter } from '../../infra/rate-limits/rate-limiter';
import type { FeatureRoutes } from '../feature-routes';
import type { AuthService, SignedIn } from './auth.service';
import { DEVICE_COOKIE, deviceCookie } from './device-cookie';
import type { EmailConfirmationService } from './email-confirmation.service';
import { REFRESH_COOKIE, refreshCookie } from './refresh-cookie';
import type { SessionService } from './session.service';
import type { SignInLinks } from './sign-in-links';

const tags = ['auth'];

export const authRoutes: FeatureRoutes<{
  auth: AuthService;
  sessions: SessionService;
  emailConfirmation: EmailConfirmationService;
  signInLinks: SignInLinks;
  config: Pick<Config, 'http'>;
  rateLimiter: RateLimiter;
}> = async (app, { auth, sessions, emailConfirmation, signInLinks, config, rateLimiter }) => {
  const cookie = refreshCookie(config.http);
  const device = deviceCookie(config.http);
  /** A sign-in's or sign-up's answer: both cookies, and the access token as the body. */
  const signedIn = (reply: FastifyReply, { deviceToken, ...tokens }: SignedIn) => {
    device.set(reply, deviceToken);
    return cookie.reply(reply, tokens);
  };
  /** The hooks of every call that sets or uses the cookies: no cache, no other site. */
  const cookieCall = [noStore, refuseCrossSite(config.http.publicUrl)];

  app.get(
    '/email',
    {
      onRequest: limitPerIp(rateLimiter, 'emailCheckPerIp'),
      schema: {
        summary: 'Whether an account uses the e-mail (first step of signing in)',
        tags,
        querystring: emailExistsQuerySchema,
        response: { 200: emailExistsResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => ({
      status: 'ok' as const,
      data: { exists: await auth.emailExists(request.query.email) },
    }),
  );

  app.post(
    '/login',
    {
      onRequest: [...cookieCall, acceptFormsOnly, limitPerIp(rateLimiter, 'loginPerIp')],
      schema: {
        summary: 'Sign in (form-encoded); sets the refresh cookie',
        tags,
        consumes: [FORM_CONTENT_TYPE],
        body: loginFormSchema,
        response: { 200: accessTokenSchema, ...errorResponses(401, 403, 415, 422, 429) },
      },
    },
    async (request, reply) =>
      signedIn(reply, await auth.login(request.body, request.cookies[DEVICE_COOKIE])),
  );

  app.post(
    '/login/link',
    {
      onRequest: [...cookieCall, acceptFormsOnly, limitPerIp(rateLimiter, 'loginPerIp')],
      schema: {
        summary:
          "Sign in by the one-time link of a locked account's letter (form-encoded); sets both cookies",
        tags,
        consumes: [FORM_CONTENT_TYPE],
        body: signInLinkFormSchema,
        response: { 200: accessTokenSchema, ...errorResponses(400, 403, 415, 422, 429) },
      },
    },
    async (request, reply) => signedIn(reply, await signInLinks.signIn(request.body.token)),
  );

  app.post(
    '/register',
    {
      onRequest: [...cookieCall, limitPerIp(rateLimiter, 'registerPerIp')],
      schema: {
        summary: 'Create an account, signed in; sends the e-mail confirmation letter',
        tags,
        body: registerSchema,
        response: { 200: accessTokenSchema, ...errorResponses(400, 403, 422, 429) },
      },
    },
    async (request, reply) => signedIn(reply, await auth.register(request.body)),
  );

  app.post(
    '/logout',
    {
      onRequest: cookieCall,
      schema: {
        summary: "End the refresh cookie's session and clear the cookie",
        tags,
        response: { 200: messageResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await sessions.end(request.cookies[REFRESH_COOKIE]);
      cookie.clear(reply);
      return { message: messages.session.signedOut };
    },
  );

  app.put(
    '/refresh',
    {
      onRequest: cookieCall,
      schema: {
        summary: 'Trade the refresh cookie for an access token and a rotated cookie',
        tags,
        response: { 200: accessTokenSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      try {
        return cookie.reply(reply, await sessions.refresh(request.cookies[REFRESH_COOKIE]));
      } catch (error) {
        cookie.clear(reply);
        throw error;
      }
    },
  );

  app.get(
    '/email/verify/:token',
    {
      config: SECRET_IN_PATH,
      schema: {
        summary: "Confirm the account's e-mail from the letter's link",
        tags,
        params: z.object({ token: z.string().min(1).max(100) }),
        response: { 200: messageResponseSchema, ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      await emailConfirmation.confirm(request.params.token);
      return { message: messages.profile.emailVerified };
    },
  );
};
