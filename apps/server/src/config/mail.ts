import { z } from 'zod';
import { urlWithProtocols, type VariablesOf } from './variable-rules';

export interface MailSettings {
  /** SMTP server; without it letters are written as files under the data folder. */
  smtpUrl: string | undefined;
  from: string;
  /**
   * The operator's address where merchants write for help, shown in the console's help panel;
   * the letters themselves do not use it.
   */
  supportEmail?: string;
}

export const mailVariables = {
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Vitrina <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
};

export function readMailSettings(variables: VariablesOf<typeof mailVariables>): MailSettings {
  return {
    smtpUrl: variables.SMTP_URL,
    from: variables.MAIL_FROM,
    supportEmail: variables.SUPPORT_EMAIL,
  };
}
