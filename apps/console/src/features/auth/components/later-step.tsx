import type { ComponentType } from 'react';
import type { AuthStepProps, LaterAuthStepName } from '../auth-steps';
import { RecoverySentStep } from './recovery-sent-step';
import { RecoveryStep } from './recovery-step';
import { RegistrationStep } from './registration-step';
import { SignInStep } from './sign-in-step';

const laterSteps: Record<LaterAuthStepName, ComponentType<AuthStepProps>> = {
  auth: SignInStep,
  registration: RegistrationStep,
  recovery: RecoveryStep,
  recoverySent: RecoverySentStep,
};

/** One of the steps after the e-mail: a chunk of its own, which auth-screen.tsx loads lazily. */
export default function LaterStep({ step, ...props }: AuthStepProps & { step: LaterAuthStepName }) {
  const Step = laterSteps[step];
  return <Step {...props} />;
}
