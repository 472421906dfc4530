import type { User } from '@vitrina/contracts/auth';
import { TEAM_LIMITS } from '@vitrina/contracts/limits';
import type {
  ASSIGNABLE_ROLES,
  Invitation,
  Member,
  ShopActionEntry,
  ShopRole,
} from '@vitrina/contracts/team';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf, type MessageReply } from '../../../shared/api/envelope';

/** The journal's filter: one member's actions, or everyone's. */
export interface JournalFilter {
  actor?: number;
}

/** A role an invitation or a role change may give: any but the owner's. */
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export interface InvitationDraft {
  email: string;
  role: AssignableRole;
}

// Every write reads the team again: the journal has a new entry whatever was changed.
const TEAM = 'Team' as const;
// A role change may be the signed-in member's own (a transfer makes the owner an admin), and the
// current shop carries what that role may do.
const TEAM_AND_SHOP = [TEAM, 'Shop' as const];

// A page came full: there may be older entries, read before the last one shown.
const nextJournalPage = (page: ShopActionEntry[]) =>
  page.length === TEAM_LIMITS.actionsPageSize ? page.at(-1)?.id : undefined;

/** The current shop's members, invitations and journal (decision 57), and their changes. */
export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in account, to mark its own row among the members. */
    teamViewer: build.query<User, void>({
      query: () => 'user/me',
      transformResponse: dataOf<User>,
      providesTags: ['User'],
    }),
    teamMembers: build.query<Member[], void>({
      query: () => 'v1/shop/members/',
      transformResponse: dataOf<Member[]>,
      providesTags: [TEAM],
    }),
    /** `OWNER` transfers the ownership; the answer is the members as they now are. */
    changeMemberRole: build.mutation<Member[], { id: number; role: ShopRole }>({
      query: ({ id, role }) => ({ url: `v1/shop/members/${id}/`, method: 'PATCH', body: { role } }),
      transformResponse: dataOf<Member[]>,
      invalidatesTags: TEAM_AND_SHOP,
      // The select shows the new role at once rather than the old one until the list is read.
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        try {
          const { data: members } = await queryFulfilled;
          dispatch(teamApi.util.updateQueryData('teamMembers', undefined, () => members));
        } catch {
          // Refused: a toast says why, and the row keeps the role it had.
        }
      },
    }),
    removeMember: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `v1/shop/members/${id}/`, method: 'DELETE' }),
      invalidatesTags: [TEAM],
    }),
    teamInvitations: build.query<Invitation[], void>({
      query: () => 'v1/shop/invitations/',
      transformResponse: dataOf<Invitation[]>,
      providesTags: [TEAM],
    }),
    /** Sends the letter with a link valid for a week. */
    inviteMember: build.mutation<Invitation[], InvitationDraft>({
      query: (body) => ({ url: 'v1/shop/invitations/', method: 'POST', body }),
      transformResponse: dataOf<Invitation[]>,
      invalidatesTags: [TEAM],
    }),
    resendInvitation: build.mutation<Invitation[], number>({
      query: (id) => ({ url: `v1/shop/invitations/${id}/resend/`, method: 'POST' }),
      transformResponse: dataOf<Invitation[]>,
      invalidatesTags: [TEAM],
    }),
    revokeInvitation: build.mutation<MessageReply, number>({
      query: (id) => ({ url: `v1/shop/invitations/${id}/`, method: 'DELETE' }),
      invalidatesTags: [TEAM],
    }),
    // «Показать ещё» asks for the entries before the last one shown; the pages stay together.
    shopActions: build.infiniteQuery<ShopActionEntry[], JournalFilter, number | undefined>({
      infiniteQueryOptions: {
        initialPageParam: undefined,
        getNextPageParam: nextJournalPage,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'v1/shop/actions/',
        params: { ...queryArg, before: pageParam },
      }),
      transformResponse: dataOf<ShopActionEntry[]>,
      providesTags: [TEAM],
    }),
  }),
});

export const {
  useTeamViewerQuery,
  useTeamMembersQuery,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
  useTeamInvitationsQuery,
  useInviteMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useShopActionsInfiniteQuery,
} = teamApi;
