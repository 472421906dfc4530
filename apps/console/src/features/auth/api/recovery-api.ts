import type { messageResponseSchema, passwordResetRequestSchema } from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import type { z } from 'zod';
import { baseApi } from '../../../shared/api/base-api';

type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * The recovery letter's request, apart from the other sign-in calls: it tells a success by the
 * server's message, and the message catalogue comes with the recovery step rather than with the
 * sign-in screen's first paint (decision 0072).
 */
export const recoveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** True when the server confirms that the letter went out. */
    requestPasswordReset: build.mutation<boolean, PasswordResetRequest>({
      query: (body) => ({ url: 'user/password/reset', method: 'POST', body }),
      transformResponse: (response: z.infer<typeof messageResponseSchema> | null) =>
        response?.message === messages.auth.resetPasswordSent,
    }),
  }),
});

export const { useRequestPasswordResetMutation } = recoveryApi;
