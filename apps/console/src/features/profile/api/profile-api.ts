import type {
  ChangePasswordBody,
  changeEmailSchema,
  EmailLetter,
  emailLetterResponseSchema,
  Profile,
  User,
  userResponseSchema,
} from '@vitrina/contracts/auth';
import type { z } from 'zod';
import { baseApi } from '../../../shared/api/base-api';

type ChangeEmailBody = z.infer<typeof changeEmailSchema>;
type UserResponse = z.infer<typeof userResponseSchema>;

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => 'user/me',
      transformResponse: (response: UserResponse) => response.data,
      providesTags: ['User'],
    }),
    /** The newest letter confirming the e-mail and how it went; read again with the user. */
    emailLetter: build.query<EmailLetter | null, void>({
      query: () => 'user/me/email/letter',
      transformResponse: (response: z.infer<typeof emailLetterResponseSchema>) => response.data,
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<User, Profile>({
      query: (body) => ({ url: 'user/me/profile', method: 'PUT', body }),
      transformResponse: (response: UserResponse) => response.data,
      invalidatesTags: ['User'],
    }),
    changeEmail: build.mutation<unknown, ChangeEmailBody>({
      query: (body) => ({ url: 'user/me/email/', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    changePassword: build.mutation<unknown, ChangePasswordBody>({
      query: (body) => ({ url: 'user/me/password', method: 'PUT', body }),
    }),
    /** Confirms the e-mail with the token of the letter's link (a GET, so a query). */
    verifyEmail: build.query<unknown, string>({
      query: (token) => `user/email/verify/${encodeURIComponent(token)}`,
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        const confirmed = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (confirmed) dispatch(profileApi.util.invalidateTags(['User']));
      },
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'user/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useMeQuery,
  useEmailLetterQuery,
  useUpdateProfileMutation,
  useChangeEmailMutation,
  useChangePasswordMutation,
  useVerifyEmailQuery,
  useLogoutMutation,
} = profileApi;
