import { startTransition, Suspense, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from '../../../shared/api/base-api';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';
import type { AuthStepName } from '../auth-steps';
import { CheckMailStep } from './check-mail-step';

// The first paint needs only the e-mail step; the later steps, with their password fields and
// the recovery alert, arrive while the visitor types (decision 0038).
const LaterStep = lazyWhenIdle(() => import('./later-step'));

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

  // A transition keeps the current step on screen should the next one still be loading.
  const goTo = (nextStep: AuthStepName, nextEmail = email) =>
    startTransition(() => setState({ step: nextStep, email: nextEmail }));

  return (
    <Suspense fallback={null}>
      {step === 'checkMail' ? (
        <CheckMailStep email={email} goTo={goTo} />
      ) : (
        <LaterStep step={step} email={email} goTo={goTo} />
      )}
    </Suspense>
  );
}
