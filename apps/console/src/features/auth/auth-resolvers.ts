import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailExistsQuerySchema,
  loginFormSchema,
  passwordResetRequestSchema,
  registerSchema,
} from '@vitrina/contracts/auth';

// The sign-in screen's form checks: its steps load this module on their first check
// (lazyResolver), which brings zod with it.
export const checkMailResolver = zodResolver(emailExistsQuerySchema);
export const signInResolver = zodResolver(loginFormSchema);
export const registrationResolver = zodResolver(registerSchema);
export const recoveryResolver = zodResolver(passwordResetRequestSchema);
