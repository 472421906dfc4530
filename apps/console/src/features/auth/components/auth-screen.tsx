import { useEffect, useState, type ComponentType } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../../shared/api/base-api';
import type { AuthStepName, AuthStepProps } from '../auth-steps';
import { CheckMailStep } from './check-mail-step';
import { RecoverySentStep } from './recovery-sent-step';
import { RecoveryStep } from './recovery-step';
import { RegistrationStep } from './registration-step';
import { SignInStep } from './sign-in-step';

const stepComponents: Record<AuthStepName, ComponentType<AuthStepProps>> = {
  checkMail: CheckMailStep,
  auth: SignInStep,
  registration: RegistrationStep,
  recovery: RecoveryStep,
  recoverySent: RecoverySentStep,
};

/** The /auth screen: one step at a time, the e-mail carried from step to step. */
export function AuthScreen() {
  const [{ step, email }, setState] = useState<{ step: AuthStepName; email: string }>({
    step: 'checkMail',
    email: '',
  });
  const dispatch = useDispatch();

  // Only a signed-out visitor gets here, so nothing a previous session cached may outlive it.
  // Cleared here rather than on log-out, when the signed-in page would still be mounted and
  // would ask for its data again.
  useEffect(() => {
    dispatch(baseApi.util.resetApiState());
  }, [dispatch]);

  const Step = stepComponents[step];
  return (
    <Step
      email={email}
      goTo={(nextStep, nextEmail = email) => setState({ step: nextStep, email: nextEmail })}
    />
  );
}
