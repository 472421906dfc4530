import type { Letter } from './mailer';

/** What nodemailer sends for a letter, whichever way it goes: its own Message-ID when it has one. */
export const mailMessage = (
  { to, subject, text, html, messageId, replyTo }: Letter,
  from: string,
) => ({ from, to, replyTo, subject, text, html, messageId });
