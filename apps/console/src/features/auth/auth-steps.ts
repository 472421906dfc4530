/** The steps of the /auth screen (spec §2.3, §4). */
export type AuthStepName = 'checkMail' | LaterAuthStepName;

/** The steps after the first, which the e-mail leads to. */
export type LaterAuthStepName = 'auth' | 'registration' | 'recovery' | 'recoverySent';

/** What every step receives: the e-mail typed so far and the way to another step. */
export interface AuthStepProps {
  email: string;
  goTo: (step: AuthStepName, email?: string) => void;
}
