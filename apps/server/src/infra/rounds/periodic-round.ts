interface PeriodicRoundOptions {
  round: () => Promise<void>;
  intervalMs: number;
  /** Told a round's failure; the next round runs as planned. */
  onError: (error: unknown) => void;
  /** Whether `start` runs a round at once, before the first interval has passed. */
  runAtStart?: boolean;
}

/**
 * A background round every `intervalMs` once started, never two at once in a process: a tick
 * while one runs answers that one. `stop` waits for the round under way.
 */
export function periodicRound({ round, intervalMs, onError, runAtStart }: PeriodicRoundOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): Promise<void> => {
    running ??= round()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    /** One round now, or the one under way; never throws. */
    tick,
    start() {
      if (runAtStart) void tick();
      timer = setInterval(() => void tick(), intervalMs).unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
