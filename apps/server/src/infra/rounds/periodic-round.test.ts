import { describe, expect, it } from 'vitest';
import { periodicRound } from './periodic-round';

describe('a periodic round', () => {
  it('runs one round at a time: a tick while one runs answers that one', async () => {
    let rounds = 0;
    let finish = () => {};
    const rounding = periodicRound({
      round: () => {
        rounds += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
      intervalMs: 60_000,
      onError: () => {},
    });

    const first = rounding.tick();
    expect(rounding.tick()).toBe(first);
    finish();
    await first;
    const second = rounding.tick();
    finish();
    await second;

    expect(rounds).toBe(2);
  });

  it('tells a failed round and runs the next', async () => {
    const failures: unknown[] = [];
    let fail = true;
    const rounding = periodicRound({
      round: async () => {
        if (fail) throw new Error('база недоступна');
      },
      intervalMs: 60_000,
      onError: (error) => failures.push(error),
    });

    await rounding.tick();
    fail = false;
    await rounding.tick();

    expect(failures).toEqual([new Error('база недоступна')]);
  });

  it('runs a round at start when told, and stop waits for it', async () => {
    let done = false;
    const rounding = periodicRound({
      round: async () => {
        await Promise.resolve();
        done = true;
      },
      intervalMs: 60_000,
      onError: () => {},
      runAtStart: true,
    });

    rounding.start();
    await rounding.stop();

    expect(done).toBe(true);
  });
});
