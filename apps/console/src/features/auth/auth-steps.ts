/** The steps of the /auth screen (spec §2.3, §4). */
export type AuthStepName = 'checkMail' | 'auth' | 'registration' | 'recovery' | 'recoverySent';

/** What every step receives: the e-mail typed so far and the way to another step. */
export interface AuthStepProps {
  email: string;
  goTo: (step: AuthStepName, email?: string) => void;
}
