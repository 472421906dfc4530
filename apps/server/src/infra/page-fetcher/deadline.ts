/** One clock for a whole fetch, redirects included; `stop` must run whatever the outcome. */
export interface Deadline {
  signal: AbortSignal;
  stop(): void;
}

export function startDeadline(timeoutMs: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  return { signal: controller.signal, stop: () => clearTimeout(timer) };
}

/**
 * Settles with `work`, or rejects as soon as the signal aborts. For work that cannot be
 * cancelled itself, such as a DNS lookup: its late answer is ignored, a late failure too.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
