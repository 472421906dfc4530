import { isValidEmail } from './email';
import { messages } from './messages';
import { text } from './text';

/** An e-mail address as typed: surrounding spaces dropped, then the rule of spec §5. */
export const emailSchema = text({ error: messages.email.invalid })
  .trim()
  .refine(isValidEmail, { error: messages.email.invalid });
