import { useNavigate } from 'react-router';
import { paths } from '@vitrina/contracts/console-paths';

/** The browser router numbers its history entries in history.state.idx; 0 is where the visit began. */
function hasEarlierEntry(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  );
}

/**
 * Goes one step back in the history, or, when the visit began on this page, to `fallback` in its
 * place (spec §2.2: home unless told).
 */
export function useGoBack(): (fallback?: string) => void {
  const navigate = useNavigate();
  return (fallback = paths.home) => {
    if (hasEarlierEntry()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
