import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import { messages } from '@vitrina/contracts/messages';
import {
  DEFAULT_BUYER_LETTER_STATUSES,
  ROLE_PERMISSIONS,
  type CurrentShop,
  type Invitation,
  type Member,
  type ShopActionEntry,
  type ShopRole,
} from '@vitrina/contracts/team';
import { DEFAULT_TIME_ZONE } from '@vitrina/contracts/time-zone';
import { createFakeApi, reply, type FakeHandler, type FakeRoute } from '../../../testing/fake-api';
import { aTeam, SHOP_ID, theViewer, VIEWER_ID } from './team-fixtures';

export * from './team-fixtures';

interface FakeTeamOptions {
  members?: Member[];
  invitations?: Invitation[];
  /** Newest first. */
  actions?: ShopActionEntry[];
  /** Calls answered otherwise than the team's server would. */
  routes?: Partial<Record<FakeRoute, FakeHandler>>;
}

const refused = (status: number, detail: string) => reply(status, { detail });

/** The journal's page as the server answers it: newest first, of one actor, older than `before`. */
function journalPage(actions: readonly ShopActionEntry[], query: URLSearchParams) {
  const before = Number(query.get('before') ?? Infinity);
  const actor = query.get('actor');
  return actions
    .filter((entry) => entry.id < before && (actor === null || entry.actor_id === Number(actor)))
    .slice(0, TEAM_LIMITS.actionsPageSize);
}

/**
 * The team's API of one shop, keeping `members` and `invitations` as the console changes them,
 * with the server's rules: the owner's role fixed, the ownership moved by the owner alone (who
 * becomes an administrator), no second invitation to an address of a member or an invitation.
 */
export function fakeTeamServer(options: FakeTeamOptions = {}) {
  const { members = aTeam(), invitations = [], actions = [], routes = {} } = options;
  let nextInvitationId = 100;
  const memberOf = (id: string | number) => members.find((member) => member.id === Number(id));
  const viewer = () => memberOf(VIEWER_ID)!;
  const currentShop = (): CurrentShop => ({
    id: SHOP_ID,
    title: 'Мой магазин',
    role: viewer().role,
    permissions: [...ROLE_PERMISSIONS[viewer().role]],
    time_zone: DEFAULT_TIME_ZONE,
    buyer_letter_statuses: [...DEFAULT_BUYER_LETTER_STATUSES],
  });
  const membersReply = () => reply(200, { data: members });
  const invitationsReply = () => reply(200, { data: invitations });
  const invitationOf = (id: string) => invitations.find((one) => one.id === Number(id));

  const changeRole = (member: Member, role: ShopRole) => {
    if (member.role === 'OWNER') return refused(403, messages.team.ownerRoleFixed);
    if (role === 'OWNER') {
      if (viewer().role !== 'OWNER') return refused(403, messages.team.ownerOnly);
      viewer().role = 'ADMIN';
    }
    member.role = role;
    return membersReply();
  };

  const invite = ({ email, role }: { email: string; role: ShopRole }) => {
    if (members.some((member) => member.email === email))
      return refused(409, messages.team.alreadyMember);
    if (invitations.some((one) => one.email === email))
      return refused(409, messages.team.alreadyInvited);
    const now = new Date();
    const expires = new Date(now.getTime() + TEAM_LIMITS.invitationValidDays * 86_400_000);
    invitations.push({
      id: nextInvitationId++,
      email,
      role,
      invited_by: viewer().email,
      created_at: now.toISOString(),
      sent_at: now.toISOString(),
      expires_at: expires.toISOString(),
    });
    return invitationsReply();
  };

  return createFakeApi({
    'GET user/me': () => reply(200, { data: theViewer(viewer()) }),
    'GET v1/shop/': () => reply(200, { data: currentShop() }),
    'GET v1/shop/members/': membersReply,
    'PATCH v1/shop/members/:id/': async (request, { id }) => {
      const member = memberOf(id!);
      if (!member) return refused(404, messages.team.memberNotFound);
      return changeRole(member, ((await request.json()) as { role: ShopRole }).role);
    },
    'DELETE v1/shop/members/:id/': (_request, { id }) => {
      const member = memberOf(id!);
      if (!member) return refused(404, messages.team.memberNotFound);
      if (member.role === 'OWNER') return refused(403, messages.team.ownerOnly);
      members.splice(members.indexOf(member), 1);
      return reply(200, { message: messages.team.memberRemoved });
    },
    'GET v1/shop/invitations/': invitationsReply,
    'POST v1/shop/invitations/': async (request) =>
      invite((await request.json()) as { email: string; role: ShopRole }),
    'POST v1/shop/invitations/:id/resend/': (_request, { id }) => {
      const invitation = invitationOf(id!);
      if (!invitation) return refused(404, messages.team.invitationNotFound);
      invitation.sent_at = new Date().toISOString();
      return invitationsReply();
    },
    'DELETE v1/shop/invitations/:id/': (_request, { id }) => {
      const invitation = invitationOf(id!);
      if (!invitation) return refused(404, messages.team.invitationNotFound);
      invitations.splice(invitations.indexOf(invitation), 1);
      return reply(200, { message: messages.team.invitationCancelled });
    },
    'GET v1/shop/actions/': (request) =>
      reply(200, { data: journalPage(actions, new URL(request.url).searchParams) }),
    ...routes,
  });
}

export type FakeTeamServer = ReturnType<typeof fakeTeamServer>;
