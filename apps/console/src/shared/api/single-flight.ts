/**
 * Shares one run of an async task among every caller that asks while it is running; the next
 * call after it settles starts a new run.
 */
export function singleFlight<T>(): (task: () => Promise<T>) => Promise<T> {
  let running: Promise<T> | null = null;
  return (task) => {
    running ??= task().finally(() => {
      running = null;
    });
    return running;
  };
}
