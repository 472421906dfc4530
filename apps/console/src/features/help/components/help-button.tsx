import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { lazyWhenIdle } from '../../../shared/ui/load-when-idle';

// The «?» with its panel and every screen's texts comes when the browser idles, its place kept
// meanwhile: no first paint needs them (decision 0072).
const HelpControl = lazyWhenIdle(() => import('./help-control'));

/** The header's «?»: the help of the screen the merchant is on, in a panel at the side. */
export function HelpButton() {
  return (
    <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
      <HelpControl />
    </Suspense>
  );
}
