import type { BadgeProps } from '@mui/material/Badge';
import { type ComponentType, Suspense } from 'react';
import { lazyWhenIdle } from './load-when-idle';

const Badge = lazyWhenIdle(
  () => import('@mui/material/Badge') as Promise<{ default: ComponentType<BadgeProps> }>,
);

/**
 * MUI's Badge, fetched when the browser idles: a count comes with a read, after the first
 * paint (decision 0072). Until the badge is there the icon shows alone, so whatever wears one
 * says its count in its accessible name.
 */
export function CountBadge({ children, ...badge }: BadgeProps) {
  return (
    <Suspense fallback={children}>
      <Badge {...badge}>{children}</Badge>
    </Suspense>
  );
}
