import type { InvitationPreview, Shop } from '@vitrina/contracts/team';
import { baseApi } from '../../../shared/api/base-api';
import { dataOf } from '../../../shared/api/envelope';

/** An invitation's link: what it offers, read before signing in, and its acceptance. */
export const invitationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    invitationPreview: build.query<InvitationPreview, string>({
      query: (token) => `v1/invitations/${encodeURIComponent(token)}/`,
      transformResponse: dataOf<InvitationPreview>,
    }),
    acceptInvitation: build.mutation<Shop, string>({
      query: (token) => ({
        url: `v1/invitations/${encodeURIComponent(token)}/accept/`,
        method: 'POST',
      }),
      transformResponse: dataOf<Shop>,
    }),
  }),
});

export const { useInvitationPreviewQuery, useAcceptInvitationMutation } = invitationApi;
