import {
  changeEmailSchema,
  changePasswordSchema,
  emailLetterResponseSchema,
  messageResponseSchema,
  profileUpdateSchema,
  userResponseSchema,
} from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { errorResponses } from '../../http/error-responses';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { ProfileService } from './profile.service';

const tags = ['profile'];

export const profileRoutes: FeatureRoutes<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get(
    '/me',
    {
      config: { access: 'account' },
      schema: {
        summary: 'The signed-in user',
        tags,
        security: bearerAuth,
        response: { 200: userResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await profile.get(request.auth.userId) }),
  );

  app.put(
    '/me/email',
    {
      config: { access: 'account' },
      schema: {
        summary:
          'Queue a confirmation letter to a new e-mail (it replaces the old one once confirmed), or to the current one again',
        tags,
        security: bearerAuth,
        body: changeEmailSchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 422, 429) },
      },
    },
    async (request) => ({
      data: await profile.changeEmail(request.auth.userId, request.body.email),
    }),
  );

  app.get(
    '/me/email/letter',
    {
      config: { access: 'account' },
      schema: {
        summary: "The newest letter confirming the account's e-mail, and what became of it",
        tags,
        security: bearerAuth,
        response: { 200: emailLetterResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await profile.emailLetter(request.auth.userId) }),
  );

  app.put(
    '/me/password',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Change the password; signs out every other session',
        tags,
        security: bearerAuth,
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (request) => {
      const { userId, sessionId } = request.auth;
      await profile.changePassword(userId, sessionId, request.body);
      return { message: messages.auth.passwordChanged };
    },
  );

  app.put(
    '/me/profile',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Change any of the profile fields',
        tags,
        security: bearerAuth,
        body: profileUpdateSchema,
        response: { 200: userResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({ data: await profile.update(request.auth.userId, request.body) }),
  );
};
