// Payloads of the user API (spec §7.1). Field names are the API's own (snake_case).
import { z } from 'zod';
import { emailSchema } from './email-schema';
import { GENDERS } from './enums';
import { PASSWORD_LIMITS, PROFILE_NAME_MAX_LENGTH } from './limits';
import { messages } from './messages';
import { DELIVERY_STATUSES } from './notifier';
import { text } from './text';

/** A password as entered on sign-in: any non-empty text up to the hashing bound. */
const enteredPassword = text({ error: messages.profile.passwordRequired })
  .min(1, messages.profile.passwordRequired)
  .max(PASSWORD_LIMITS.maxLength, messages.auth.passwordTooLong);

/** A password being chosen: the server's length rule. */
export const newPasswordSchema = text({ error: messages.profile.passwordRequired })
  .min(1, messages.profile.passwordRequired)
  .min(PASSWORD_LIMITS.minLength, messages.auth.passwordTooShort)
  .max(PASSWORD_LIMITS.maxLength, messages.auth.passwordTooLong);

const confirmation = text({ error: messages.profile.passwordRequired });

/** The "type it twice" rule: `confirmKey` must repeat `key`, reported on the confirmation. */
function withConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  key: keyof Shape & string,
  confirmKey: keyof Shape & string,
) {
  return schema.refine((body: Record<string, unknown>) => body[key] === body[confirmKey], {
    path: [confirmKey],
    error: messages.auth.passwordsMismatch,
  });
}

export const emailExistsQuerySchema = z.object({ email: emailSchema });

/** POST login, form-encoded like OAuth2's password grant. */
export const loginFormSchema = z.object({ username: emailSchema, password: enteredPassword });

export const registerSchema = withConfirmation(
  z.object({ email: emailSchema, password: newPasswordSchema, confirm_password: confirmation }),
  'password',
  'confirm_password',
);

export const passwordResetRequestSchema = z.object({ email: emailSchema });

/** POST password/apply, form-encoded; the token comes from the letter's link. */
export const passwordApplySchema = withConfirmation(
  z.object({
    password: newPasswordSchema,
    confirm_password: confirmation,
    token: text().min(1).max(200),
  }),
  'password',
  'confirm_password',
);

export const changeEmailSchema = z.object({ email: emailSchema });

export const changePasswordSchema = withConfirmation(
  z.object({
    password: enteredPassword,
    new_password: newPasswordSchema,
    confirm_new_password: confirmation,
  }),
  'new_password',
  'confirm_new_password',
);

const personName = text()
  .trim()
  .max(PROFILE_NAME_MAX_LENGTH, messages.profile.nameTooLong)
  .nullable();

export const profileSchema = z.object({
  first_name: personName,
  last_name: personName,
  /** ISO date, YYYY-MM-DD. */
  data_birth: z.iso.date({ error: messages.profile.birthDateInvalid }).nullable(),
  gender: z.enum(GENDERS),
});

/** PUT me/profile: any subset of the profile fields. */
export const profileUpdateSchema = profileSchema.partial();

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  is_email_confirmed: z.boolean(),
  profile: profileSchema,
});

export const accessTokenSchema = z.object({ access_token: z.string() });

/** Answer of GET email?email=. */
export const emailExistsResponseSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ exists: z.boolean() }),
});

/** Answer of GET me, PUT me/email/ and PUT me/profile. */
export const userResponseSchema = z.object({ data: userSchema });

/** Answer of calls that only confirm: logout, password reset and apply, e-mail verification. */
export const messageResponseSchema = z.object({ message: z.string() });

/**
 * The newest letter confirming the account's e-mail (after sign-up, a change or on request),
 * as the outbox knows it: its address, when it was queued, and how its delivery went.
 */
export const emailLetterSchema = z.object({
  to: z.string(),
  /** ISO 8601. */
  queued_at: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** Why it has not arrived yet or will not, in the user's words; null otherwise. */
  error: z.string().nullable(),
});

/** Answer of GET me/email/letter; null before any letter. */
export const emailLetterResponseSchema = z.object({ data: emailLetterSchema.nullable() });

/** POST login/link (form-encoded): the token of a sign-in letter's link. */
export const signInLinkFormSchema = z.object({ token: text().min(1).max(100) });

export type LoginForm = z.infer<typeof loginFormSchema>;
export type RegisterBody = z.infer<typeof registerSchema>;
export type PasswordApplyForm = z.infer<typeof passwordApplySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type User = z.infer<typeof userSchema>;
export type EmailLetter = z.infer<typeof emailLetterSchema>;
