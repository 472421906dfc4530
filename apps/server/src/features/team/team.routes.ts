import { messageResponseSchema } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import {
  invitationCreateSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberSchema,
  memberUpdateSchema,
  shopActionSchema,
  shopActionsQuerySchema,
  shopSchema,
} from '@vitrina/contracts/team';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses';
import { SECRET_IN_PATH } from '../../http/request-log';
import { idParamsSchema } from '../../http/id-params';
import { bearerAuth } from '../../http/openapi';
import type { FeatureRoutes } from '../feature-routes';
import type { InvitationsService } from './invitations.service';
import type { MembersService, TeamActor } from './members.service';
import type { ShopJournal } from './shop-journal.service';
import type { ShopsService } from './shops.service';

const tags = ['team'];
const membersResponse = z.object({ data: z.array(memberSchema) });
const invitationsResponse = z.object({ data: z.array(invitationSchema) });

const actorOf = (request: FastifyRequest): TeamActor => ({
  userId: request.auth.userId,
  shop: request.shop,
});

interface TeamRouteDeps {
  shops: ShopsService;
  members: MembersService;
  invitations: InvitationsService;
  journal: ShopJournal;
}

/** The current shop's members, invitations and journal, and joining a shop by an invitation. */
export const teamRoutes: FeatureRoutes<TeamRouteDeps> = async (app, deps) => {
  const { shops, members, invitations, journal } = deps;
  const titleOf = async (request: FastifyRequest) => (await shops.current(request.shop)).title;

  app.get(
    '/shop/members',
    {
      config: { access: 'team.read' },
      schema: {
        summary: "The shop's members with their roles and last activity",
        tags,
        security: bearerAuth,
        response: { 200: membersResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await members.list(request.shop.id) }),
  );

  app.patch(
    '/shop/members/:id',
    {
      config: { access: 'team.write' },
      schema: {
        summary: "Change a member's role; `OWNER` transfers the ownership (owner only)",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        body: memberUpdateSchema,
        response: { 200: membersResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => ({
      data: await members.changeRole(actorOf(request), request.params.id, request.body.role),
    }),
  );

  app.delete(
    '/shop/members/:id',
    {
      config: { access: 'team.write' },
      schema: {
        summary: 'Remove a member (not the owner): their sessions lose the shop at once',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      await members.remove(actorOf(request), request.params.id);
      return { message: messages.team.memberRemoved };
    },
  );

  app.delete(
    '/shop/membership',
    {
      config: { access: 'shop.read' },
      schema: {
        summary: 'Leave the current shop (not its owner)',
        tags,
        security: bearerAuth,
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await members.remove(actorOf(request), request.auth.userId);
      return { message: messages.team.leftShop };
    },
  );

  app.get(
    '/shop/invitations',
    {
      config: { access: 'team.read' },
      schema: {
        summary: 'Invitations still waiting, expired ones included',
        tags,
        security: bearerAuth,
        response: { 200: invitationsResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await invitations.list(request.shop.id) }),
  );

  app.post(
    '/shop/invitations',
    {
      config: { access: 'team.write' },
      schema: {
        summary: 'Invite by e-mail with a role; the letter has a link valid 7 days',
        tags,
        security: bearerAuth,
        body: invitationCreateSchema,
        response: { 200: invitationsResponse, ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => ({
      data: await invitations.invite(actorOf(request), await titleOf(request), request.body),
    }),
  );

  app.post(
    '/shop/invitations/:id/resend',
    {
      config: { access: 'team.write' },
      schema: {
        summary: "Send the invitation's letter again with a new link, a minute after the last",
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: invitationsResponse, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => ({
      data: await invitations.resend(actorOf(request), await titleOf(request), request.params.id),
    }),
  );

  app.delete(
    '/shop/invitations/:id',
    {
      config: { access: 'team.write' },
      schema: {
        summary: 'Revoke an invitation: its link stops working',
        tags,
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      await invitations.revoke(actorOf(request), request.params.id);
      return { message: messages.team.invitationCancelled };
    },
  );

  app.get(
    '/shop/actions',
    {
      config: { access: 'team.read' },
      schema: {
        summary: "The shop's journal of actions, newest first, of one member if `actor` is given",
        tags,
        security: bearerAuth,
        querystring: shopActionsQuerySchema,
        response: {
          200: z.object({ data: z.array(shopActionSchema) }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request) => ({ data: await journal.list(request.shop.id, request.query) }),
  );

  app.post(
    '/invitations/:token/accept',
    {
      config: { ...SECRET_IN_PATH, access: 'account' },
      schema: {
        summary: "Join the invitation's shop, signed in with the invited address",
        tags,
        security: bearerAuth,
        params: z.object({ token: z.string().max(100) }),
        response: {
          200: z.object({ data: shopSchema }),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => ({
      data: await invitations.accept(request.auth.userId, request.params.token),
    }),
  );
};

/** The invitation's page before signing in: whose shop, which role, sign in or register. */
export const invitationPreviewRoutes: FeatureRoutes<{ invitations: InvitationsService }> = async (
  app,
  { invitations },
) => {
  app.get(
    '/invitations/:token',
    {
      config: SECRET_IN_PATH,
      schema: {
        summary: "What an invitation's link offers: the shop, the role and the invited address",
        tags,
        params: z.object({ token: z.string().max(100) }),
        response: {
          200: z.object({ data: invitationPreviewSchema }),
          ...errorResponses(404, 409, 422),
        },
      },
    },
    async (request) => ({ data: await invitations.preview(request.params.token) }),
  );
};
