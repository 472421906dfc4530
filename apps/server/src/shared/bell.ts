/** Wakes a loop that waits; a ring while nobody waits is kept for the next wait. */
export function createBell() {
  let rung = false;
  let wakeUp: (() => void) | undefined;
  return {
    ring() {
      rung = true;
      wakeUp?.();
    },
    /** Resolves on a ring, or after `ms`; leaves no timer behind. */
    async wait(ms: number): Promise<void> {
      if (!rung) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          timer = setTimeout(resolve, ms);
        });
        clearTimeout(timer);
        wakeUp = undefined;
      }
      rung = false;
    },
  };
}

export type Bell = ReturnType<typeof createBell>;
