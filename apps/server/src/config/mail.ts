import { z } from 'zod';
import { urlWithProtocols, type VariablesOf } from './variable-rules';

export interface MailSettings {
  /** SMTP server; without it letters are written as files under the data folder. */
  smtpUrl: string | undefined;
  from: string;
}

export const mailVariables = {
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().default('Vitrina <no-reply@localhost>'),
};

export function readMailSettings(variables: VariablesOf<typeof mailVariables>): MailSettings {
  return { smtpUrl: variables.SMTP_URL, from: variables.MAIL_FROM };
}
