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
