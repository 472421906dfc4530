import { Suspense } from 'react';
import type { FailureAlertProps } from './failure-alert-content';
import { lazyWhenIdle } from './load-when-idle';

// MUI's Alert is drawn only after a call fails: no first paint needs it (decision 0038).
const FailureAlertContent = lazyWhenIdle(() => import('./failure-alert-content'));

/** What failed, in the spec's words, with the server's detail when it gave one. */
export function FailureAlert(props: FailureAlertProps) {
  return (
    <Suspense fallback={null}>
      <FailureAlertContent {...props} />
    </Suspense>
  );
}
