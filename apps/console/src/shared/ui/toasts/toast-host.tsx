import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastStackWanted, subscribeToToastStack } from './show-toast';

const ToastStack = lazy(() => import('./toast-stack'));

/** Puts the toast stack on the page once `showToast` is first called. */
export function ToastHost() {
  const wanted = useSyncExternalStore(subscribeToToastStack, isToastStackWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
