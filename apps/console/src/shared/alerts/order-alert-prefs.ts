import { useSyncExternalStore } from 'react';

/** How this browser tells of a new order, beside the bell: both off until the merchant asks. */
export interface OrderAlertPrefs {
  sound: boolean;
  notification: boolean;
}

const KEY = 'vitrina-order-alerts';
const OFF: OrderAlertPrefs = { sound: false, notification: false };
const listeners = new Set<() => void>();
let cached: { raw: string | null; prefs: OrderAlertPrefs } | undefined;

/** The prefs kept in this browser (per browser, not per account: a shared computer decides). */
export function readOrderAlertPrefs(): OrderAlertPrefs {
  const raw = localStorage.getItem(KEY);
  if (cached?.raw === raw) return cached.prefs;
  let prefs = OFF;
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<OrderAlertPrefs> | null;
    prefs = { sound: stored?.sound === true, notification: stored?.notification === true };
  } catch {
    // A value some other code wrote: the alerts stay off.
  }
  cached = { raw, prefs };
  return prefs;
}

export function writeOrderAlertPrefs(change: Partial<OrderAlertPrefs>): void {
  localStorage.setItem(KEY, JSON.stringify({ ...readOrderAlertPrefs(), ...change }));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change shows here too.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useOrderAlertPrefs(): OrderAlertPrefs {
  return useSyncExternalStore(subscribe, readOrderAlertPrefs);
}
