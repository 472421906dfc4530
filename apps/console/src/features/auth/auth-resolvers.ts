import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailExistsQuerySchema,
  loginFormSchema,
  passwordApplySchema,
  passwordResetRequestSchema,
  registerSchema,
} from '@vitrina/contracts/auth';
import { messages } from '@vitrina/contracts/messages';
import { z } from 'zod';

// The sign-in screens' form checks: their forms load this module on their first check
// (lazyResolver), which brings zod with it.
export const checkMailResolver = zodResolver(emailExistsQuerySchema);
export const signInResolver = zodResolver(loginFormSchema);
export const registrationResolver = zodResolver(registerSchema);
export const recoveryResolver = zodResolver(passwordResetRequestSchema);

// Blank after trimming is "empty" here (spec §5); otherwise the server's password rule applies.
// The contract schema checks the confirmation too, so it cannot be picked from: its field is.
const notBlank = z.string().refine((value) => value.trim() !== '', {
  error: messages.profile.passwordRequired,
});
export const newPasswordResolver = zodResolver(
  z.object({ password: notBlank.pipe(passwordApplySchema.shape.password) }),
);
