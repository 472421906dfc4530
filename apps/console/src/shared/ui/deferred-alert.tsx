import type { AlertProps } from '@mui/material/Alert';
import { type ComponentType, Suspense } from 'react';
import { lazyWhenIdle } from './load-when-idle';

const Alert = lazyWhenIdle(
  () => import('@mui/material/Alert') as Promise<{ default: ComponentType<AlertProps> }>,
);

/**
 * MUI's Alert for news that only a call's answer brings (a success, a row found elsewhere): its
 * code comes when the browser idles, not with the page (decision 0072).
 */
export function DeferredAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
