import type { OptionsObject, SnackbarMessage } from 'notistack';

// The toast library and the CSS-in-JS it brings load with the first toast, not with the first
// page: no page needs them to show, and parsing their styles cost the first render ~70 ms.

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

const listeners = new Set<() => void>();
let wanted = false;
let stackMounted = deferred();

/** For `ToastHost`: whether a toast has been asked for, so the stack is to be shown. */
export const isToastStackWanted = () => wanted;

export function subscribeToToastStack(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the stack once it is on the page; the returned cleanup is for its unmounting. */
export function toastStackMounted(): () => void {
  stackMounted.resolve();
  return () => {
    stackMounted = deferred();
  };
}

/** Shows a toast (spec §9), loading the toast stack first if this is the page's first one. */
export async function showToast(message: SnackbarMessage, options?: OptionsObject): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ enqueueSnackbar }] = await Promise.all([import('notistack'), stackMounted.promise]);
  enqueueSnackbar(message, options);
}
