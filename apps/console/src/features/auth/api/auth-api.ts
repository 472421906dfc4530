import type {
  accessTokenSchema,
  emailExistsQuerySchema,
  emailExistsResponseSchema,
  LoginForm,
  PasswordApplyForm,
  RegisterBody,
} from '@vitrina/contracts/auth';
import type { z } from 'zod';
import { baseApi } from '../../../shared/api/base-api';

type EmailQuery = z.infer<typeof emailExistsQuerySchema>;
export type AccessTokenResponse = z.infer<typeof accessTokenSchema>;

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether an account with this e-mail exists. */
    checkEmail: build.query<boolean, EmailQuery>({
      query: (params) => ({ url: 'user/email', params }),
      transformResponse: (response: z.infer<typeof emailExistsResponseSchema>) =>
        response.data.exists,
    }),
    login: build.mutation<AccessTokenResponse, LoginForm>({
      query: (form) => ({ url: 'user/login', method: 'POST', body: new URLSearchParams(form) }),
    }),
    register: build.mutation<AccessTokenResponse, RegisterBody>({
      query: (body) => ({ url: 'user/register', method: 'POST', body }),
    }),
    /** Signs in by the token of a locked account's letter. */
    signInByLink: build.mutation<AccessTokenResponse, string>({
      query: (token) => ({
        url: 'user/login/link',
        method: 'POST',
        body: new URLSearchParams({ token }),
      }),
    }),
    applyPasswordReset: build.mutation<unknown, PasswordApplyForm>({
      query: (form) => ({
        url: 'user/password/apply',
        method: 'POST',
        body: new URLSearchParams(form),
      }),
    }),
  }),
});

export const {
  useLazyCheckEmailQuery,
  useLoginMutation,
  useRegisterMutation,
  useSignInByLinkMutation,
  useApplyPasswordResetMutation,
} = authApi;
