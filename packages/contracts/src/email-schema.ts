import { z } from 'zod';
import { isValidEmail } from './email';
import { messages } from './messages';

/** An e-mail address as typed: surrounding spaces dropped, then the rule of spec §5. */
export const emailSchema = z
  .string({ error: messages.email.invalid })
  .trim()
  .refine(isValidEmail, { error: messages.email.invalid });
