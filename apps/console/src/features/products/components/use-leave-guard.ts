import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before the page is left with unsaved changes: in-app navigation (links, back, forward)
 * waits on the returned blocker, and a reload or a closed tab gets the browser's own question.
 * `allowLeave` lets the editor's own departures through: after a save, a delete or a copy.
 */
export function useLeaveGuard(changed: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!changed) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [changed]);

  return {
    blocker,
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
