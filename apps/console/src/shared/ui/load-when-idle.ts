import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * Fetches a lazily loaded module once the browser is idle: a part that a screen shows only later
 * stays off its first load, yet is at hand by the time it is wanted, even if the connection has
 * gone by then. A failed fetch is left to `lazy()` to try again when the part first renders.
 */
export function loadWhenIdle(load: () => Promise<unknown>): void {
  const run = () => void load().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run, 0);
}

/**
 * React's `lazy()` for a part no first paint shows (an alert, a dialog, a menu), fetched when the
 * browser is idle (decision 0038). `load` picks the component: `() => import('./x').then(m =>
 * ({ default: m.X }))`.
 */
export function lazyWhenIdle<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  loadWhenIdle(load);
  return lazy(load);
}
